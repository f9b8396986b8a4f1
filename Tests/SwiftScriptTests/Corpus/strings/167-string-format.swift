// Checks: String(format:) from Foundation for padding and decimal places
import Foundation
print(String(format: "%.2f", 3.14159))
// expect: 3.14
print(String(format: "%05d", 42))
// expect: 00042
print(String(format: "%d items cost %.1f", 3, 9.95))
// expect: 3 items cost 9.9
print(String(format: "%@ is %d", "Kim", 30))
// expect: Kim is 30
