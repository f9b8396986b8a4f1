// Checks: async let bindings awaited together as an array and a tuple, with deterministic results independent of scheduling.
func downloadPhoto(named name: String) async -> String {
    return "photo(\(name))"
}
func size(of name: String) async -> Int { name.count }
func loadAll() async {
    let photoNames = ["a", "bb", "ccc"]
    async let firstPhoto = downloadPhoto(named: photoNames[0])
    async let secondPhoto = downloadPhoto(named: photoNames[1])
    async let thirdPhoto = downloadPhoto(named: photoNames[2])
    let photos = await [firstPhoto, secondPhoto, thirdPhoto]
    print(photos)
    async let s1 = size(of: "hello")
    async let s2 = size(of: "world!")
    let (x, y) = await (s1, s2)
    print(x + y)
}
await loadAll()
func fib(_ n: Int) async -> Int {
    if n < 2 { return n }
    async let a = fib(n - 1)
    async let b = fib(n - 2)
    return await a + b
}
print(await fib(10))
// expect: ["photo(a)", "photo(bb)", "photo(ccc)"]
// expect: 11
// expect: 55
