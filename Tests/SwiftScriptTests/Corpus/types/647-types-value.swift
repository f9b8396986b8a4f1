// Checks: value semantics of structs/enums: copies of Resolution, mutating enum method vs remembered copy, array-of-struct copies, var shadow of parameter
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

let someResolution = Resolution()
let someVideoMode = VideoMode()
print("The width of someResolution is \(someResolution.width)")
print("The width of someVideoMode is \(someVideoMode.resolution.width)")
someVideoMode.resolution.width = 1280
print("The width of someVideoMode is now \(someVideoMode.resolution.width)")

let vga = Resolution(width: 640, height: 480)
let hd = Resolution(width: 1920, height: 1080)
var cinema = hd
cinema.width = 2048
print("cinema is now \(cinema.width) pixels wide")
print("hd is still \(hd.width) pixels wide")
print(vga.width * vga.height)

enum CompassPoint {
    case north, south, east, west
    mutating func turnNorth() {
        self = .north
    }
}
var currentDirection = CompassPoint.west
let rememberedDirection = currentDirection
currentDirection.turnNorth()
print("The current direction is \(currentDirection)")
print("The remembered direction is \(rememberedDirection)")

// Arrays of structs are values too
var resolutions = [vga, hd]
var copy = resolutions
copy[0].width = 1
print(resolutions[0].width, copy[0].width)
func widen(_ r: Resolution) -> Resolution {
    var r = r
    r.width *= 2
    return r
}
let wide = widen(hd)
print(hd.width, wide.width)
resolutions.append(wide)
print(resolutions.map { "\($0.width)x\($0.height)" })
// expect: The width of someResolution is 0
// expect: The width of someVideoMode is 0
// expect: The width of someVideoMode is now 1280
// expect: cinema is now 2048 pixels wide
// expect: hd is still 1920 pixels wide
// expect: 307200
// expect: The current direction is north
// expect: The remembered direction is west
// expect: 640 1
// expect: 1920 3840
// expect: ["640x480", "1920x1080", "3840x1080"]
