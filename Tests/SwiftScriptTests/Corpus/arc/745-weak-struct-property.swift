// Checks: `weak` on a struct's property does not keep its instance alive: it reads nil once the instance is gone
class Screen {
  let title: String
  init(title: String) { self.title = title }
  deinit { print("\(title) closed") }
}

struct Breadcrumb {
  weak var screen: Screen?
}

var home: Screen? = Screen(title: "home")
let crumb = Breadcrumb(screen: home)
print(crumb.screen?.title ?? "gone")
home = nil
print(crumb.screen?.title ?? "gone")
// expect: home
// expect: home closed
// expect: gone
