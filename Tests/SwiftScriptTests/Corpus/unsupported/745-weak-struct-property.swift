// Checks: `weak` on a struct's property is reported as not supported (the workbook would hold the instance strongly), not run wrongly
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
// expect-unsupported: 'weak' on a struct's property is not supported in the workbook
