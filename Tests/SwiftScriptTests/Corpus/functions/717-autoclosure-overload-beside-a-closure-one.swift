// Checks: of overloads taking an @autoclosure and a closure, an expression goes to the @autoclosure one (unevaluated until called) and a closure literal to the other, at the top level and in a function
var log: [String] = []
func value(_ n: Int) -> Int { log.append("evaluated \(n)"); return n }
func check(_ x: @autoclosure () -> Int, _ enabled: Bool) { if enabled { print("autoclosure \(x())") } else { print("autoclosure skipped") } }
func check(_ x: () -> Int, _ enabled: Bool) { if enabled { print("closure \(x())") } else { print("closure skipped") } }
check(value(1), false)
check(value(2), true)
check({ value(3) }, false)
check({ value(4) }, true)
func inside() {
  for n in 5...6 { check(value(n), n == 6) }
}
inside()
print(log)
func debugLog(_ message: @autoclosure () -> String, _ on: Bool = false) { if on { print(message()) } }
debugLog("never \(value(7))")
debugLog("shown \(value(8))", true)
print(log.count)
// expect: autoclosure skipped
// expect: autoclosure 2
// expect: closure skipped
// expect: closure 4
// expect: autoclosure skipped
// expect: autoclosure 6
// expect: ["evaluated 2", "evaluated 4", "evaluated 6"]
// expect: shown 8
// expect: 4
