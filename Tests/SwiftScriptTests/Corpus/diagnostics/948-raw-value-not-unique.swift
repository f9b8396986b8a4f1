// Checks: each raw value of an enum is its own, written or given (the last Int plus one): a repeated one is swiftc's "raw value for enum case is not unique", at the value written (the workbook printed the first case)
enum Level: Int {
  case low = 1, medium, high = 3
}
enum Status: Int {
  case ok = 1, fine = 2, good = 1
}
print(Level.high.rawValue)
// expect-diagnostic: raw value for enum case is not unique
// expect-diagnostic-line: 6
