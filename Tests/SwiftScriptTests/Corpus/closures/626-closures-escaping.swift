// Checks: @escaping closures stored in a global array, explicit self / [self] capture list, nonescaping closure with implicit self and in mutating struct method
var completionHandlers: [() -> Void] = []
func someFunctionWithEscapingClosure(completionHandler: @escaping () -> Void) {
    completionHandlers.append(completionHandler)
}

func someFunctionWithNonescapingClosure(closure: () -> Void) {
    closure()
}

class SomeClass {
    var x = 10
    func doSomething() {
        someFunctionWithEscapingClosure { self.x = 100 }
        someFunctionWithNonescapingClosure { x = 200 }
    }
}

let instance = SomeClass()
instance.doSomething()
print(instance.x)

completionHandlers.first?()
print(instance.x)

class SomeOtherClass {
    var x = 10
    func doSomething() {
        someFunctionWithEscapingClosure { [self] in self.x = 100 }
        someFunctionWithNonescapingClosure { x = 200 }
    }
}
let other = SomeOtherClass()
other.doSomething()
print(other.x)
completionHandlers.last?()
print(other.x)

struct SomeStruct {
    var x = 10
    mutating func doSomething() {
        someFunctionWithNonescapingClosure { x = 200 }
    }
}
var s = SomeStruct()
s.doSomething()
print(s.x)
print(completionHandlers.count)
// expect: 200
// expect: 100
// expect: 200
// expect: 100
// expect: 200
// expect: 2
