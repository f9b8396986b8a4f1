// Checks: properties declared T! (a view controller's, a struct's) unwrap where a T is needed, by their bare name in a method too
class ViewController {
  var applicationName: String!
  var count: Int! = 2
  func describe() -> String {
    return applicationName.uppercased() + String(count + 1)
  }
}
let controller = ViewController()
controller.applicationName = "mail"
print(controller.describe())
print(controller.applicationName.count)
print(controller.count + 1)
struct Holder { var value: String! }
let holder = Holder(value: "x")
print(holder.value.isEmpty)
// expect: MAIL3
// expect: 4
// expect: 3
// expect: false
