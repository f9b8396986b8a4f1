// Checks: arrays of tuples, destructuring in for-in, and sorting by tuple fields
let results = [("Ann", 82), ("Ben", 95), ("Cal", 78)]
for (name, score) in results where score > 80 {
  print("\(name) passed with \(score)")
}
// expect: Ann passed with 82
// expect: Ben passed with 95
let best = results.max { $0.1 < $1.1 }!
print(best.0)
// expect: Ben
print(results.map { $0.1 }.reduce(0, +) / results.count)
// expect: 85
