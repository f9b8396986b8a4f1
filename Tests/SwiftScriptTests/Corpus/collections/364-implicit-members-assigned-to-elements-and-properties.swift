// Checks: an implicit member expression assigned to an array element, a dictionary value or a stored property takes its type from the target
enum Status { case signedIn(String), signedOut }
var sessions: [Status] = [.signedOut, .signedOut]
sessions[1] = .signedIn("adele")
var byUser = ["adele": Status.signedOut]
byUser["megan"] = .signedIn("megan")
struct Slot { var status: Status }
var slot = Slot(status: .signedOut)
slot.status = .signedIn("alex")
final class Box { var status = Status.signedOut }
let box = Box()
box.status = .signedIn("box")
var slots = [slot]
slots[0].status = .signedOut
for status in sessions + [byUser["megan"]!, slot.status, box.status, slots[0].status] {
  switch status {
  case .signedIn(let name): print("in", name)
  case .signedOut: print("out")
  }
}
// expect: out
// expect: in adele
// expect: in megan
// expect: in alex
// expect: in box
// expect: out
