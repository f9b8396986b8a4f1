// Checks: a wrapped property's and a wrapped local's observers may `return` early (`guard … else { return }`): the rest of that observer is skipped, the store and the other observer still happen
@propertyWrapper
struct Trimmed {
  private var text = ""
  var wrappedValue: String {
    get { text }
    set { text = String(newValue.drop(while: { $0 == " " })) }
  }
  init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

struct Profile {
  @Trimmed var nickname: String = "" {
    willSet {
      guard !newValue.isEmpty else { return }
      print("setting nickname to '\(newValue)'")
    }
    didSet {
      if nickname == oldValue { return }
      print("nickname is now '\(nickname)'")
    }
  }
}

var profile = Profile()
profile.nickname = "   ada"
profile.nickname = "ada"
profile.nickname = ""

func rename() {
  @Trimmed var label = "x" {
    didSet(previous) {
      guard label != previous else { return }
      print("label:", previous, "->", label)
    }
  }
  label = "  y"
  label = "y"
  label += "z"
  print(label)
}
rename()
// expect: setting nickname to '   ada'
// expect: nickname is now 'ada'
// expect: setting nickname to 'ada'
// expect: nickname is now ''
// expect: label: x -> y
// expect: label: y -> yz
// expect: yz
