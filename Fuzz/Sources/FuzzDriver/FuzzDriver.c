// Only the declaration in include/FuzzDriver.h is needed; SwiftPM wants one source file per C target.
#include "FuzzDriver.h"
