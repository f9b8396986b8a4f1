// Checks: ranges of String.Index, distance(from:to:), prefix(upTo:), prefix(through:), suffix(from:), index(_:offsetBy:limitedBy:), lastIndex(of:)
let path = "/Users/ana/Documents/report.txt"
let lastSlash = path.lastIndex(of: "/")!
let directory = path.prefix(upTo: lastSlash)
let file = path.suffix(from: path.index(after: lastSlash))
print(directory, file)
let dot = file.firstIndex(of: ".")!
print(file[..<dot], file[file.index(after: dot)...])
print(path.distance(from: path.startIndex, to: lastSlash), file.distance(from: file.startIndex, to: dot))
print(path.prefix(through: path.firstIndex(of: "s")!))
let start = path.index(path.startIndex, offsetBy: 1)
let end = path.index(start, offsetBy: 5)
print(path[start..<end], path[start...end])
print(path.index(path.startIndex, offsetBy: 3, limitedBy: path.endIndex) != nil)
print(path.index(path.startIndex, offsetBy: 99, limitedBy: path.endIndex) == nil)
var indexes: [String.Index] = []
var cursor = path.startIndex
while let next = path[cursor...].firstIndex(of: "/") {
  indexes.append(next)
  cursor = path.index(after: next)
}
print(indexes.count, indexes.map { path.distance(from: path.startIndex, to: $0) })
print(lastSlash > path.startIndex, path.startIndex < path.endIndex)
// expect: /Users/ana/Documents report.txt
// expect: report txt
// expect: 20 6
// expect: /Us
// expect: Users Users/
// expect: true
// expect: true
// expect: 4 [0, 6, 10, 20]
// expect: true true
