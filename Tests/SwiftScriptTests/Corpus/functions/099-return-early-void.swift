// Checks: return in a Void function exits immediately
func report(_ values: [Int]) {
  for v in values {
    if v < 0 {
      print("negative found, stopping")
      return
    }
    print("ok \(v)")
  }
  print("all good")
}
report([1, 2])
// expect: ok 1
// expect: ok 2
// expect: all good
report([3, -1, 4])
// expect: ok 3
// expect: negative found, stopping
