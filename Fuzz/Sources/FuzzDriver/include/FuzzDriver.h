#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, linked by -sanitize=fuzzer): parses libFuzzer's options from
/// argc/argv and calls `callback` with each input. SwiftPM links an executable with `main` renamed
/// to `<Target>_main`, so each target's `<Target>_main` hands control to it.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
