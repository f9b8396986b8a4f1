// Checks: static stored properties, static methods and shared state across instances
struct Ticket {
  static var issued = 0
  static let prefix = "T-"
  let id: String
  init() {
    Ticket.issued += 1
    id = Ticket.prefix + String(Ticket.issued)
  }
  static func summary() -> String { "\(issued) tickets" }
}
let t1 = Ticket()
let t2 = Ticket()
print(t1.id, t2.id)
// expect: T-1 T-2
print(Ticket.summary())
// expect: 2 tickets
