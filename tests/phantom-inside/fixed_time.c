/* LD_PRELOAD shim for Phantom's examples under tests/phantom-inside/run.sh:
 * time() returns one fixed instant, so the examples that seed rand() with
 * srand(time(NULL)) (BGV, CKKS) draw the same inputs in every run, stock and
 * on nttgen, wherever in the second each run starts. Clocks used for timing
 * (clock_gettime, std::chrono) are untouched. */
#include <time.h>

time_t time(time_t* t) {
    const time_t fixed = 1764028800; /* 2025-11-25 00:00:00 UTC */
    if (t) *t = fixed;
    return fixed;
}
