import Scenarios
import Terminal
import TextCoding

/// What the shell says when it starts at a terminal: where you are and two things to try, wrapped
/// to the terminal's width (at spaces, never inside a word).
enum Banner {
  /// The banner for a session in `scenario`, with the workbook's `version`, for `width` columns.
  static func text(version: String, scenario: Scenario, persona: String?, style: TextStyle, width: Int = 80) -> String {
    var lines = heading(version: version, style: style, width: width)
    lines += prose("Scenario \(scenario.rawValue): \(scenario.summary).", width: width, bold: [scenario.rawValue], style: style)
    if let persona { lines += prose("\(persona) answers sign-in pages (:sign-in-as).", width: width, style: style) }
    lines.append("Try:")
    // Swift is not wrapped: an entry that does not fit is shown over two lines, as it may be typed.
    let creation = "let application = try MSALPublicClientApplication(configuration: workbookConfig)"
    if creation.count + 2 <= width {
      lines.append("  " + creation)
    } else {
      lines += ["  let application = try MSALPublicClientApplication(", "    configuration: workbookConfig)"]
    }
    switch scenario {
    case .fresh:
      let example = "  :scenario adal-2.6-signed-in"
      let purpose = "start where an ADAL app left a signed-in user"
      if example.count + 5 + purpose.count <= width {
        lines.append(example + "     " + purpose)
      } else {
        lines += [example] + prose(purpose, width: width - 4, style: style).map { "    " + $0 }
      }
    default:
      lines.append("  let account = try application.account(forUsername: \"adele@contoso.com\")")
    }
    lines += prose(":help lists the commands; Tab completes; Ctrl-D quits.", width: width, style: style).map(style.note)
    return lines.joined(separator: "\n")
  }

  /// The banner of a shell started in a lesson (`workbook lesson N`): the lesson says the rest.
  static func lessonText(version: String, style: TextStyle, width: Int = 80) -> String {
    let note = prose(":help lists the commands; Tab completes; Ctrl-D quits (your progress is saved).", width: width, style: style)
    return (heading(version: version, style: style, width: width) + note.map(style.note)).joined(separator: "\n")
  }

  /// The banner's line about lessons: where to resume (`resuming`, the lesson and step the learner
  /// left), or how to start.
  static func lessonLine(resuming: (lesson: Int, step: Int)?, style: TextStyle, width: Int = 80) -> String {
    if let resuming {
      let command = ":lesson \(resuming.lesson)"
      return prose(
        "You were at lesson \(resuming.lesson), step \(resuming.step): \(command) picks up there (:lessons lists them all).",
        width: width, bold: [command], style: style
      ).joined(separator: "\n")
    }
    return prose("New here? :lesson 1 starts the first lesson (:lessons lists them all).", width: width, bold: [":lesson 1"], style: style)
      .joined(separator: "\n")
  }

  private static func heading(version: String, style: TextStyle, width: Int) -> [String] {
    let name = "MSAL Migration Workbook \(version)"
    return prose(name + " — Swift against a simulated Microsoft identity platform.", width: width, bold: [name], style: style)
  }

  /// `text` wrapped to `width`, each of `bold` emboldened where a line holds it whole.
  private static func prose(_ text: String, width: Int, bold: [String] = [], style: TextStyle) -> [String] {
    WordWrap.lines(text, width: width).map { line in
      var styled = line
      for phrase in bold {
        if let range = styled.range(of: phrase) { styled.replaceSubrange(range, with: style.bold(phrase)) }
      }
      return styled
    }
  }
}
