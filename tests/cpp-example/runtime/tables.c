/* Host-only half of the run-time primes example: builds the tables of the
 * rt_demo package for the primes on the command line with nttgen_tables
 * (libcodegen.a: cargo build --release -p nttgen-codegen) and writes them
 * to a file, which rt-demo uploads. No CUDA here: RT_DEMO_TABLES_ONLY takes
 * only the sizes, the spec and nttgen_tables from the package's header.
 *
 *   cc -std=c99 -Ipkg tables.c libcodegen.a -lpthread -ldl -lm -o rt-tables
 *   ./rt-tables OUT.bin q0 [q1 ...]
 * Exit status: 0 written; 1 refused (the message says why); 2 usage or I/O. */
#define RT_DEMO_TABLES_ONLY
#include "rt_demo.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char** argv) {
    if (argc < 3 || argc - 2 > (int)RT_DEMO_MAX_TOWERS) {
        fprintf(stderr, "usage: %s OUT.bin q0 [q1 ...] (1 to %u primes)\n", argv[0], RT_DEMO_MAX_TOWERS);
        return 2;
    }
    size_t towers = (size_t)(argc - 2), needed = 0;
    uint64_t primes[RT_DEMO_MAX_TOWERS];
    for (size_t i = 0; i < towers; i++) primes[i] = strtoull(argv[i + 2], NULL, 10);
    char err[1024];
    /* First the size, then the bytes. */
    int rc = nttgen_tables(RT_DEMO_SPEC, primes, towers, NULL, 0, &needed, err, sizeof err);
    if (rc != 4) {
        fprintf(stderr, "nttgen_tables: %s (status %d)\n", err, rc);
        return 1;
    }
    void* bytes = malloc(needed);
    if (bytes == NULL) return 2;
    rc = nttgen_tables(RT_DEMO_SPEC, primes, towers, bytes, needed, NULL, err, sizeof err);
    if (rc != 0) {
        fprintf(stderr, "nttgen_tables: %s (status %d)\n", err, rc);
        return 1;
    }
    FILE* f = fopen(argv[1], "wb");
    if (f == NULL || fwrite(bytes, 1, needed, f) != needed || fclose(f) != 0) {
        fprintf(stderr, "cannot write %s\n", argv[1]);
        return 2;
    }
    printf("%zu bytes of tables for %zu primes (%u words a tower) in %s\n", needed, towers, RT_DEMO_TABLE_WORDS_PER_TOWER, argv[1]);
    free(bytes);
    return 0;
}
