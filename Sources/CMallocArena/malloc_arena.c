#include "malloc_arena.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int malloc_arena_use_main_heap_only(void) {
#if defined(__GLIBC__) && defined(M_ARENA_MAX)
  return mallopt(M_ARENA_MAX, 1) == 1 ? 1 : 0;
#else
  return 0;
#endif
}
