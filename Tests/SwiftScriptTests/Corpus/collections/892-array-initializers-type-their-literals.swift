// Checks: Array initializers with an element type written type their literal arguments: [Double](repeating: 0, count: 2) is [0.0, 0.0]
// [Double](repeating: 0, count:) and [Double]([1, 2]) hold Doubles (they printed 0 and 1)
let zeros = [Double](repeating: 0, count: 2)
let ones = Array<Double>(repeating: 1, count: 2)
let listed = [Double]([1, 2])
var grid = [[Double]](repeating: [Double](repeating: 0, count: 2), count: 2)
grid[1][0] = 5
let floats = [Float](repeating: 1, count: 2)
print(zeros, ones, listed, grid, floats, [Int](repeating: 7, count: 1), [String](repeating: "x", count: 2))
// expect: [0.0, 0.0] [1.0, 1.0] [1.0, 2.0] [[0.0, 0.0], [5.0, 0.0]] [1.0, 1.0] [7] ["x", "x"]
