// Checks: subscript assignments swiftc accepts: nil into a dictionary or an [Int?], a String into [Any], integer literals into [Double] and [String: Double]() (no 'cannot assign')
var stock = ["apples": 3]
stock["pears"] = 4
stock["apples"] = nil
var maybe: [Int?] = [1, 2]
maybe[0] = nil
var anything: [Any] = [1]
anything[0] = "one"
var ratios = [Double](repeating: 0, count: 2)
ratios[1] = 2
var table = [String: Double]()
table["pi"] = 3
print(stock, maybe, anything, ratios, table)
// expect: ["pears": 4] [nil, Optional(2)] ["one"] [0.0, 2.0] ["pi": 3.0]
