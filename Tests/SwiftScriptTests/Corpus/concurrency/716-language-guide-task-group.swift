// Checks: the language guide's async let and withTaskGroup(of:) photo download, with Task's value and result
func download(_ name: String) async -> String { "<\(name)>" }
func run() async {
  async let first = download("a")
  async let second = download("b")
  let both = await [first, second]
  print(both)
  let photos = await withTaskGroup(of: String.self) { group in
    for name in ["x", "y", "z"] {
      group.addTask { await download(name) }
    }
    var results: [String] = []
    for await photo in group { results.append(photo) }
    return results
  }
  print(photos.sorted())
  let task = Task { await download("t") }
  let value = await task.value
  print(value)
  let result = await task.result
  print(result)
}
await run()
// expect: ["<a>", "<b>"]
// expect: ["<x>", "<y>", "<z>"]
// expect: <t>
// expect: success("<t>")
