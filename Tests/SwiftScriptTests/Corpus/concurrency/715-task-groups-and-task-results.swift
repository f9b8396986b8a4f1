// Checks: withTaskGroup and withThrowingTaskGroup: addTask, for await / for try await (a child's error rethrown), next(), waitForAll(), cancelAll(), addTaskUnlessCancelled, isEmpty; Task's result as a Result (results sorted: real children finish in any order)
enum FetchError: Error { case missing(String) }
func fetch(_ name: String) async throws -> Int {
  if name.isEmpty { throw FetchError.missing(name) }
  return name.count
}
func total(_ names: [String]) async throws -> Int {
  try await withThrowingTaskGroup(of: Int.self) { group in
    for name in names {
      group.addTask { try await fetch(name) }
    }
    var sum = 0
    for try await count in group { sum += count }
    return sum
  }
}
func run() async {
  do {
    print(try await total(["ab", "cde"]))
    print(try await total(["ab", ""]))
  } catch {
    print("failed: \(error)")
  }
  let squares = await withTaskGroup(of: Int.self, returning: [Int].self) { group in
    for n in 1...5 { group.addTask { n * n } }
    var taken: [Int] = []
    while let next = await group.next() {
      taken.append(next)
    }
    group.cancelAll()
    print(group.isCancelled, group.addTaskUnlessCancelled { 0 })
    return taken.sorted()
  }
  print(squares)
  await withTaskGroup(of: Void.self) { group in
    for word in ["x", "y"] { group.addTask { _ = word.uppercased() } }
    await group.waitForAll()
    print("all done, empty: \(group.isEmpty)")
  }
  let failing = Task { try await fetch("") }
  print(await failing.result)
  let fine = Task { try await fetch("four") }
  print(await fine.result)
  if case .success(let n) = await fine.result { print("got \(n)") }
}
await run()
// expect: 5
// expect: failed: missing("")
// expect: true false
// expect: [1, 4, 9, 16, 25]
// expect: all done, empty: true
// expect: failure(main.FetchError.missing(""))
// expect: success(4)
// expect: got 4
