// Checks: one call site calls the methods of class instances (an override), structs and enum cases, a protocol extension's default, a method of self without self., a closure held by a local and by a global, and tuple literals typed by context
class Animal { func sound(times: Int = 1) -> String { String(repeating: "?", count: times) } }
final class Dog: Animal { override func sound(times: Int = 1) -> String { String(repeating: "woof ", count: times) } }
protocol Named { var name: String { get } }
extension Named { func greet(_ other: String, loudly: Bool = false) -> String { loudly ? "HI \(other), I am \(name)" : "hi \(other)" } }
struct Person: Named { let name: String; func initials() -> String { String(name.prefix(1)) } }
enum Coin: Named { case heads, tails; var name: String { self == .heads ? "H" : "T" }; func flipped() -> Coin { self == .heads ? .tails : .heads } }
final class Tally { var total = 0; func add(_ x: Int) { total += x }; func addAll(_ xs: [Int]) { for x in xs { add(x) } } }
let scale = { (x: Double) -> Double in x * 2 }
var out: [String] = []
for a in [Animal(), Dog(), Animal()] { out.append(a.sound()); out.append(a.sound(times: 2)) }
for p in [Person(name: "Ada"), Person(name: "Bo")] { out.append(p.greet("you")); out.append(p.greet("me", loudly: true)); out.append(p.initials()) }
var coin = Coin.heads
for _ in 0..<3 { coin = coin.flipped(); out.append(coin.greet("x", loudly: true)) }
let t = Tally()
t.addAll([1, 2, 3])
func shouted() -> [String] {
  let shout = { (s: String) in s.uppercased() }
  var r: [String] = []
  for i in 0..<2 { r.append(shout("n\(i)") + String(scale(1))) }
  return r
}
var total = 0.0
for i in 0..<2 { let q: (Double, Double) = (1, 2); let p = (x: i, y: (i * 2, "s")); total += q.0 + q.1 + Double(p.y.0); print(q, p) }
print(out)
print(t.total, shouted(), total)
// expect: (1.0, 2.0) (x: 0, y: (0, "s"))
// expect: (1.0, 2.0) (x: 1, y: (2, "s"))
// expect: ["?", "??", "woof ", "woof woof ", "?", "??", "hi you", "HI me, I am Ada", "A", "hi you", "HI me, I am Bo", "B", "HI x, I am T", "HI x, I am H", "HI x, I am T"]
// expect: 6 ["N02.0", "N12.0"] 8.0
