// Checks: await on the right of a binary operator is rejected in swiftc's words (one await before the whole expression covers both calls)
func f() async -> Int { 1 }
func g() async -> Int { 2 }
func h() async {
  let x = await f() + await g()
  print(x)
}
await h()
// expect-diagnostic: 'await' cannot appear to the right of a non-assignment operator
// expect-diagnostic-line: 5
