import CMallocArena
import Testing

@Suite struct MallocArenaTests {
  @Test("glibc takes the one-heap setting the workbook applies at start-up; other C libraries are left alone")
  func mainHeapOnly() {
    #if canImport(Glibc)
      #expect(malloc_arena_use_main_heap_only() == 1)
    #else
      #expect(malloc_arena_use_main_heap_only() == 0)
    #endif
  }
}
