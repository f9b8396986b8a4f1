// Checks: switch over enum cases without default must cover every case
enum Direction { case north, south, east, west }
func turnRight(_ d: Direction) -> Direction {
  switch d {
  case .north: return .east
  case .east: return .south
  case .south: return .west
  case .west: return .north
  }
}
var d = Direction.north
for _ in 1...3 {
  d = turnRight(d)
  print(d)
}
// expect: east
// expect: south
// expect: west
