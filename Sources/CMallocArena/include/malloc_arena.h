// The C library's allocator, tuned for the workbook's two threads.
#ifndef MALLOC_ARENA_H
#define MALLOC_ARENA_H

/// Makes every thread allocate from the main heap (glibc: mallopt(M_ARENA_MAX, 1)); does nothing
/// on other C libraries. Returns 1 when the setting was applied, else 0.
///
/// Scripts and shell entries run on an evaluation thread while the main thread waits, so the two
/// never allocate at the same time. Without this, the evaluation thread's first allocation opens a
/// second arena, which glibc grows one page (one mprotect call) at a time: about a hundred system
/// calls in a lesson run.
int malloc_arena_use_main_heap_only(void);

#endif
