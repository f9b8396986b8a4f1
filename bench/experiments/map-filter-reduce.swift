let n = 1_000_000
let xs = Array(0..<n)
let kept = xs.map { $0 * 2 }.filter { $0 % 3 == 0 }
print(kept.count, kept.reduce(0, +))
