// Checks: closure delaying evaluation, explicit closure vs @autoclosure parameter, @autoclosure @escaping collected providers, lazily evaluated autoclosure argument
var customersInLine = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(customersInLine.count)

let customerProvider = { customersInLine.remove(at: 0) }
print(customersInLine.count)

print("Now serving \(customerProvider())!")
print(customersInLine.count)

func serveExplicit(customer customerProvider: () -> String) {
    print("Now serving \(customerProvider())!")
}
serveExplicit(customer: { customersInLine.remove(at: 0) } )

func serve(customer customerProvider: @autoclosure () -> String) {
    print("Now serving \(customerProvider())!")
}
serve(customer: customersInLine.remove(at: 0))

var customerProviders: [() -> String] = []
func collectCustomerProviders(_ customerProvider: @autoclosure @escaping () -> String) {
    customerProviders.append(customerProvider)
}
collectCustomerProviders(customersInLine.remove(at: 0))
collectCustomerProviders(customersInLine.remove(at: 0))

print("Collected \(customerProviders.count) closures.")
for customerProvider in customerProviders {
    print("Now serving \(customerProvider())!")
}

// An autoclosure is only evaluated when needed
func logIfTrue(_ condition: Bool, _ message: @autoclosure () -> String) {
    if condition { print("LOG: " + message()) }
}
var evaluations = 0
func expensive() -> String { evaluations += 1; return "expensive #\(evaluations)" }
logIfTrue(false, expensive())
logIfTrue(true, expensive())
logIfTrue(true, expensive())
print("evaluations:", evaluations)
// expect: 5
// expect: 5
// expect: Now serving Chris!
// expect: 4
// expect: Now serving Alex!
// expect: Now serving Ewa!
// expect: Collected 2 closures.
// expect: Now serving Barry!
// expect: Now serving Daniella!
// expect: LOG: expensive #1
// expect: LOG: expensive #2
// expect: evaluations: 2
