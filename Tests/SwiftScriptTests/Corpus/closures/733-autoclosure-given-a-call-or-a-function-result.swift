// Checks: an @autoclosure takes a call of a function variable (make()), and a function variable where its result is itself a function
func log(_ message: @autoclosure () -> String) { print(message()) }
func run(_ action: @autoclosure () -> () -> Int) { print(action()()) }
let make = { "hi" }
let count: () -> Int = { 3 }
log(make())
run(count)
var greeting = "hello"
log(greeting + "!")
// expect: hi
// expect: 3
// expect: hello!
