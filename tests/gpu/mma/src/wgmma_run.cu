#include "bench.h"
namespace bench {
void run_wgmma(Ctx &) {}
}
