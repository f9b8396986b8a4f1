// Checks: a function's `weak var` (inferred optional type) reads nil once its instance's last strong reference goes; an instance made only for it is released at once
class Device {
  let name: String
  init(name: String) { self.name = name; print("\(name) paired") }
  deinit { print("\(name) unpaired") }
}

func lookUp() {
  var phone: Device? = Device(name: "phone")
  weak var lastUsed = phone
  print("last used:", lastUsed?.name ?? "none")
  phone = nil
  print("last used:", lastUsed?.name ?? "none")

  let tablet = Device(name: "tablet")
  lastUsed = tablet
  print("last used:", lastUsed?.name ?? "none")
  weak var temporary = Device(name: "watch")
  print("temporary is nil:", temporary == nil)
  temporary = tablet
  if let device = temporary { print("temporary:", device.name) }
}
lookUp()
print("done")
// expect: phone paired
// expect: last used: phone
// expect: phone unpaired
// expect: last used: none
// expect: tablet paired
// expect: last used: tablet
// expect: watch paired
// expect: watch unpaired
// expect: temporary is nil: true
// expect: temporary: tablet
// expect: tablet unpaired
// expect: done
