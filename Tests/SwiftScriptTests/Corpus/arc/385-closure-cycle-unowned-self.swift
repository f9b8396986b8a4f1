// Checks: the ARC chapter's HTMLElement: a closure property capturing self is a cycle; [unowned self] breaks it
class HTMLElement {
  let name: String
  let text: String?

  lazy var asHTML: () -> String = {
    if let text = self.text {
      return "<\(self.name)>\(text)</\(self.name)>"
    } else {
      return "<\(self.name) />"
    }
  }

  init(name: String, text: String? = nil) {
    self.name = name
    self.text = text
  }

  deinit {
    print("\(name) is being deinitialized")
  }
}

class UnownedHTMLElement {
  let name: String
  let text: String?

  lazy var asHTML: () -> String = {
    [unowned self] in
    if let text = self.text {
      return "<\(self.name)>\(text)</\(self.name)>"
    } else {
      return "<\(self.name) />"
    }
  }

  init(name: String, text: String? = nil) {
    self.name = name
    self.text = text
  }

  deinit {
    print("\(name) is being deinitialized")
  }
}

let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = {
  return "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>"
}
print(heading.asHTML())

var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil
print("the cycle keeps the paragraph")

var unownedParagraph: UnownedHTMLElement? = UnownedHTMLElement(name: "p", text: "hello, world")
print(unownedParagraph!.asHTML())
unownedParagraph = nil
print("done")
// expect: <h1>some default text</h1>
// expect: <p>hello, world</p>
// expect: the cycle keeps the paragraph
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: done
