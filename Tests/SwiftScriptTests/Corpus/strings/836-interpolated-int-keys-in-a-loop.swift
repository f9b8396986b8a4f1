// Checks: one Int interpolated between constant pieces (signs, Int.min, text beyond ASCII) as dictionary keys in a loop; a struct array's fields changed in place beside a copy
// Keys built by interpolating an Int between constant pieces, in a loop, then counted and read.
var counts: [String: Int] = [:]
for i in -3...3 {
  counts["k\(i)", default: 0] += i
  counts["é\(i * 1_000)ü", default: 0] += 1
  counts["\(i % 2)", default: 0] += 10
}
print(counts["k-3"]!, counts["k3"]!, counts["é-2000ü"]!, counts["0"]!, counts["-1"]!, counts["1"]!)
var labels: [String] = []
for n in [Int.min, Int.max, 0] { labels.append("<\(n)>") }
print(labels)
struct Point { var x: Int; var y: Int }
var points: [Point] = []
for i in 0..<4 { points.append(Point(x: i, y: -i)) }
let before = points
for i in 0..<4 { points[i].x += points[i].y * 2 }
print(points.map { "\($0.x),\($0.y)" }, before[3].x)
// expect: -3 3 1 30 20 20
// expect: ["<-9223372036854775808>", "<9223372036854775807>", "<0>"]
// expect: ["0,0", "-1,-1", "-2,-2", "-3,-3"] 3
