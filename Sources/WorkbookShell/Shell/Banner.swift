import Scenarios
import Terminal

/// What the shell says when it starts at a terminal: where you are and two things to try.
enum Banner {
  /// The banner for a session in `scenario`, with the workbook's `version`.
  static func text(version: String, scenario: Scenario, persona: String?, style: TextStyle) -> String {
    var lines = [
      heading(version: version, style: style),
      "Scenario " + style.bold(scenario.rawValue) + ": \(scenario.summary).",
    ]
    if let persona { lines.append("\(persona) answers sign-in pages (:sign-in-as).") }
    lines.append("Try:")
    switch scenario {
    case .fresh:
      lines.append("  let application = try MSALPublicClientApplication(configuration: workbookConfig)")
      lines.append("  :scenario adal-2.6-signed-in     start where an ADAL app left a signed-in user")
    default:
      lines.append("  let application = try MSALPublicClientApplication(configuration: workbookConfig)")
      lines.append("  let account = try application.account(forUsername: \"adele@contoso.com\")")
    }
    lines.append(style.note(":help lists the commands; Tab completes; Ctrl-D quits."))
    return lines.joined(separator: "\n")
  }

  /// The banner of a shell started in a lesson (`workbook lesson N`): the lesson says the rest.
  static func lessonText(version: String, style: TextStyle) -> String {
    heading(version: version, style: style) + "\n"
      + style.note(":help lists the commands; Tab completes; Ctrl-D quits (your progress is saved).")
  }

  /// The banner's line about lessons: where to resume (`resuming`, the lesson and step the learner
  /// left), or how to start.
  static func lessonLine(resuming: (lesson: Int, step: Int)?, style: TextStyle) -> String {
    if let resuming {
      return "You were at lesson \(resuming.lesson), step \(resuming.step): "
        + style.bold(":lesson \(resuming.lesson)") + " picks up there (:lessons lists them all)."
    }
    return "New here? " + style.bold(":lesson 1") + " starts the first lesson (:lessons lists them all)."
  }

  private static func heading(version: String, style: TextStyle) -> String {
    style.bold("MSAL Migration Workbook \(version)") + " — Swift against a simulated Microsoft identity platform."
  }
}
