// Checks: `x as? T == .member` takes the member from the cast's type, also when the cast fails
enum Level: Int { case low = 1, high = 2 }
enum Failure: Error { case timedOut, refused }
let values: [Any] = [Level.high, "text"]
for value in values {
  print(value as? Level == .high)
}
let error: Error = Failure.refused
print(error as? Failure == .refused, (error as? Failure) == .timedOut)
print(error as! Failure == .refused)
// expect: true
// expect: false
// expect: true false
// expect: true
