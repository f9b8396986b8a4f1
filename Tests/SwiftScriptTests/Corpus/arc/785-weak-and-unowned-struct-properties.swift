// Checks: weak and unowned stored properties of a struct: copies, memberwise and custom initializers, mutating methods, observers, arrays of such structs, a loop
// weak and unowned stored properties of a struct: the instance lives as long as something else holds it.
class Screen {
  let title: String
  init(title: String) { self.title = title }
  deinit { print("\(title) closed") }
}
struct Breadcrumb {
  weak var screen: Screen?
  var label: String
  init(screen: Screen?, label: String) {
    self.screen = screen
    self.label = label
  }
  mutating func point(to other: Screen) { screen = other }
  var describe: String { "\(label) -> \(screen?.title ?? "gone")" }
}
struct Link {
  unowned let target: Screen
  weak var watcher: Screen? = nil { didSet { print("watcher now", watcher?.title ?? "nil") } }
}
var home: Screen? = Screen(title: "home")
var settings: Screen? = Screen(title: "settings")
var crumb = Breadcrumb(screen: home, label: "back")
let copy = crumb
print(crumb.describe, copy.describe)
print(crumb)
home = nil
print(crumb.describe, copy.describe, crumb.screen == nil)
crumb.point(to: settings!)
print(crumb.describe, copy.describe)
var trail = [crumb, copy]
settings = nil
for step in trail { print(step.describe) }
let about = Screen(title: "about")
var link = Link(target: about)
print(link.target.title)
link.watcher = about
var holder: Screen? = Screen(title: "holder")
link.watcher = holder
holder = nil
print(link.watcher as Any)
trail[0].screen = about
var count = 0
for _ in 0..<3 { if trail[0].screen != nil { count += 1 } }
print(count, trail[0].describe)
// expect: back -> home back -> home
// expect: Breadcrumb(screen: Optional(main.Screen), label: "back")
// expect: home closed
// expect: back -> gone back -> gone true
// expect: back -> settings back -> gone
// expect: settings closed
// expect: back -> gone
// expect: back -> gone
// expect: about
// expect: watcher now about
// expect: watcher now holder
// expect: holder closed
// expect: nil
// expect: 3 back -> about
