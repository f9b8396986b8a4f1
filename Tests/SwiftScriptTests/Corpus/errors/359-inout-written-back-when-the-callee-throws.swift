// Checks: an inout argument and a mutating method's self keep the changes made before a throw, as Swift writes them back however the call ends
struct Failure: Error {}
func bump(_ x: inout Int) throws { x += 5; throw Failure() }
var a = 1
do { try bump(&a) } catch { print("caught", a) }
struct Counter {
  var n = 0
  mutating func step() throws { n += 1; throw Failure() }
}
var c = Counter()
try? c.step()
print(c.n)
var cs = [Counter()]
try? cs[0].step()
print(cs[0].n)
func fill(_ list: inout [Int]) throws { list.append(1); throw Failure() }
var l: [Int] = []
try? fill(&l)
print(l)
// expect: caught 6
// expect: 1
// expect: 1
// expect: [1]
