import Terminal
import Testing

@Suite struct ColorChoiceTests {
  private func decide(_ environment: [String: String], output: Bool = true, input: Bool = true) -> Bool {
    ColorChoice.usesColor(environment: environment, outputIsTerminal: output, inputIsTerminal: input)
  }

  @Test("NO_COLOR, then FORCE_COLOR, then TERM=dumb, then whether both ends are terminals")
  func order() {
    #expect(decide(["TERM": "xterm"]))
    #expect(!decide(["NO_COLOR": "1", "FORCE_COLOR": "1"]))
    #expect(decide(["NO_COLOR": "", "TERM": "xterm"]))
    #expect(decide(["FORCE_COLOR": "1", "TERM": "dumb"], output: false, input: false))
    #expect(!decide(["FORCE_COLOR": "0", "TERM": "xterm"], output: false))
    #expect(!decide(["TERM": "dumb"]))
    #expect(!decide(["TERM": "xterm"], output: false))
    #expect(!decide(["TERM": "xterm"], input: false))
  }
}
