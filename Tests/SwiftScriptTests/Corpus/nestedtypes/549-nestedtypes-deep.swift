// Checks: multi-level nesting, nested types shadowing outer names, and static members of nested types.
enum Company {
    struct Department {
        enum Level: Int, Comparable {
            case junior = 1, mid, senior
            static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        }
        struct Employee {
            let name: String
            let level: Level
        }
        var name: String
        var staff: [Employee]
        static let defaultName = "General"
        func seniors() -> [String] {
            staff.filter { $0.level >= .senior }.map { $0.name }
        }
    }
}
typealias Dept = Company.Department
var d = Dept(name: Dept.defaultName, staff: [])
d.staff.append(Dept.Employee(name: "Ann", level: .senior))
d.staff.append(.init(name: "Bob", level: .junior))
d.staff.append(Company.Department.Employee(name: "Cid", level: Company.Department.Level.mid))
print(d.seniors())
print(d.staff.map { "\($0.name):\($0.level.rawValue)" })
print(d.staff.sorted { $0.level < $1.level }.map { $0.name })
print(Dept.Level.mid)
print(Dept.Level.allLevels)
extension Company.Department.Level {
    static var allLevels: [Company.Department.Level] { [.junior, .mid, .senior] }
}
struct A { struct B { struct C { static func hi() -> String { "A.B.C" } } } }
print(A.B.C.hi())
// expect: ["Ann"]
// expect: ["Ann:3", "Bob:1", "Cid:2"]
// expect: ["Bob", "Cid", "Ann"]
// expect: mid
// expect: [main.Company.Department.Level.junior, main.Company.Department.Level.mid, main.Company.Department.Level.senior]
// expect: A.B.C
