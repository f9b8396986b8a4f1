// Checks: a lazy property is computed on first use only, and can use self
class Report {
  let title: String
  lazy var banner: String = {
    print("building banner")
    return "== \(self.title) =="
  }()
  init(title: String) {
    self.title = title
    print("init done")
  }
}
let r = Report(title: "Q3")
print(r.banner)
print(r.banner)
struct Counter {
  var base = 10
  lazy var doubled = base * 2
}
var c = Counter()
c.base = 50
print(c.doubled)
// expect: init done
// expect: building banner
// expect: == Q3 ==
// expect: == Q3 ==
// expect: 100
