#include <sqlite3.h>

/* sqlite3_config is variadic, which Swift cannot call: one fixed-argument wrapper per setting used. */

/* Whether SQLite counts its memory use. Counting takes one process-wide mutex on every allocation, so two
   connections reading at once on two threads wait on each other. Only before SQLite is initialised. */
static inline int sitegen_sqlite_memory_status(int on) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, on);
}
