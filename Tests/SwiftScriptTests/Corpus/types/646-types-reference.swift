// Checks: reference semantics of VideoMode, === and !== identity, mutation through shared references, class in arrays, optional identity comparison
struct Resolution {
    var width = 0
    var height = 0
}
class VideoMode {
    var resolution = Resolution()
    var interlaced = false
    var frameRate = 0.0
    var name: String?
}
let hd = Resolution(width: 1920, height: 1080)

let tenEighty = VideoMode()
tenEighty.resolution = hd
tenEighty.interlaced = true
tenEighty.name = "1080i"
tenEighty.frameRate = 25.0

let alsoTenEighty = tenEighty
alsoTenEighty.frameRate = 30.0
print("The frameRate property of tenEighty is now \(tenEighty.frameRate)")

if tenEighty === alsoTenEighty {
    print("tenEighty and alsoTenEighty refer to the same VideoMode instance.")
}

let another = VideoMode()
another.name = "1080i"
print(tenEighty === another, tenEighty !== another)
print(tenEighty.name == another.name)

// A class holding a struct: mutating the struct through the reference
alsoTenEighty.resolution.height = 720
print(tenEighty.resolution.height, hd.height)

// Reference semantics through function parameters and arrays
func bump(_ m: VideoMode) { m.frameRate += 1 }
bump(tenEighty)
print(alsoTenEighty.frameRate)
let modes = [tenEighty, another, alsoTenEighty]
for m in modes { m.interlaced = false }
print(tenEighty.interlaced)
print(modes.filter { $0 === tenEighty }.count)

// optional identity
var maybe: VideoMode? = nil
print(maybe === tenEighty)
maybe = alsoTenEighty
print(maybe === tenEighty)
print(another.name ?? "unnamed", VideoMode().name ?? "unnamed")
// expect: The frameRate property of tenEighty is now 30.0
// expect: tenEighty and alsoTenEighty refer to the same VideoMode instance.
// expect: false true
// expect: true
// expect: 720 1080
// expect: 31.0
// expect: false
// expect: 2
// expect: false
// expect: true
// expect: 1080i unnamed
