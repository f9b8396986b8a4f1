import Bindings
import Foundation
import IdentityCore
import IdentityPlatform
import Scenarios
import SwiftScript

/// One session of the shell: a simulated world in a scenario, the interpreter that holds the
/// learner's declarations, and who answers the sign-in web view.
///
/// `:reset` and `:scenario` replace the world and the interpreter together: objects made in one
/// world (an application, an account) never meet another.
public final class WorkbookSession {
  /// Who answers sign-in pages when no persona is set.
  public enum Keyboard {
    /// A person at the terminal: pages are drawn and answered there (the presenter comes from the closure).
    case person(() -> WebviewPresenter)
    /// Nobody (piped input): pages close at once, and the shell says how to choose a persona.
    case nobody
  }

  /// The scenario the world started in.
  public private(set) var scenario: Scenario
  /// The simulated platform, device and libraries' shared state.
  public private(set) var environment: SimulationEnvironment
  /// The learner's Swift session.
  public private(set) var interpreter: Interpreter
  /// The username of the persona answering sign-in pages (`:sign-in-as`), if any.
  public private(set) var persona: String?
  /// How exchanges with the service are printed as they happen.
  public enum TraceMode: Sendable {
    /// Not printed (they are still kept for `:trace` and `:trace last N`).
    case off
    /// One line each: method, URL, status, the error and its AADSTS code (`:trace on`).
    case summary
    /// In full: headers, decoded query and form, the response with its tokens decoded (`:trace full`).
    case full
  }

  /// How exchanges are printed as they happen (`:trace on`, `:trace full`, `:trace off`).
  public var traceMode = TraceMode.off {
    didSet { installTrace() }
  }

  private let keyboard: Keyboard
  private let output: (String) -> Void
  private let narrate: ((String) -> Void)?
  private let gate: OutputGate
  private let traceFormatter: (TrafficEntry) -> String
  private var unattended: UnattendedWebviewPresenter?

  /// Starts a session in `scenario`. `output` receives what scripts print; `narrate` (when a person
  /// watches) one line per page a persona answers; `traceFormatter` renders live-traced exchanges.
  public init(
    scenario: Scenario, keyboard: Keyboard, output: @escaping (String) -> Void, narrate: ((String) -> Void)? = nil,
    traceFormatter: @escaping (TrafficEntry) -> String
  ) throws {
    let gate = OutputGate()
    self.gate = gate
    self.scenario = scenario
    self.keyboard = keyboard
    self.output = { text in if !gate.isClosed { output(text) } }
    self.narrate = narrate.map { narrate in { line in if !gate.isClosed { narrate(line) } } }
    self.traceFormatter = traceFormatter
    environment = try scenario.makeEnvironment()
    interpreter = Bindings.makeInterpreter(output: self.output)
    installWebview()
  }

  /// Replaces the world with a new one in `scenario` and forgets every declaration.
  public func restart(in scenario: Scenario) throws {
    let environment = try scenario.makeEnvironment()
    self.scenario = scenario
    self.environment = environment
    interpreter = Bindings.makeInterpreter(output: output)
    installWebview()
    installTrace()
  }

  /// Runs one entry in the session's world.
  public func run(_ source: String) -> EntryResult {
    let interpreter = interpreter
    return environment.run { interpreter.run(source) }
  }

  /// Evaluates a Boolean expression (a lesson's check) in the session's world; throws the
  /// `ScriptFailure` when it fails or is not a `Bool`.
  public func evaluateCondition(_ source: String) throws -> Bool {
    let interpreter = interpreter
    return try environment.run { try interpreter.evaluateCondition(source) }
  }

  /// Runs one entry in the session's world with nothing printed (a lesson's hidden code, or the
  /// solutions of steps replayed on resuming).
  public func runQuietly(_ source: String) -> EntryResult {
    gate.isClosed = true
    defer { gate.isClosed = false }
    return run(source)
  }

  /// Evaluates one expression in the session's world; throws the `ScriptFailure` when it fails.
  public func evaluateExpression(_ source: String) throws -> Value {
    let interpreter = interpreter
    return try environment.run { try interpreter.evaluateExpression(source) }
  }

  // MARK: - Who answers the web view

  /// Sets the persona answering sign-in pages; nil hands them back to the keyboard. Returns false
  /// (and changes nothing) when no directory user has `username`.
  @discardableResult
  public func setPersona(_ username: String?) -> Bool {
    if let username {
      guard let user = environment.platform.directory.user(username: username) else { return false }
      persona = user.userPrincipalName
    } else {
      persona = nil
    }
    installWebview()
    return true
  }

  /// Whether a sign-in page was closed because nobody could answer it since the last call.
  public func takeUnansweredSignIn() -> Bool {
    unattended?.takeRefusal() ?? false
  }

  private func installWebview() {
    unattended = nil
    environment.personaSetter = { [unowned self] username in setPersona(username) }
    if let persona, let user = ScriptedUser(username: persona, in: environment.platform.directory) {
      environment.webview = PersonaWebviewPresenter(user: user, narrate: narrate)
      return
    }
    switch keyboard {
    case .person(let makePresenter):
      environment.webview = makePresenter()
    case .nobody:
      let presenter = UnattendedWebviewPresenter()
      unattended = presenter
      environment.webview = presenter
    }
  }

  // MARK: - Live trace

  private func installTrace() {
    let output = output
    switch traceMode {
    case .off:
      environment.platform.traffic.onRecord = nil
    case .summary:
      let formatter = TrafficFormatter()
      environment.platform.traffic.onRecord = { entry in output(formatter.summary(entry) + "\n") }
    case .full:
      let format = traceFormatter
      environment.platform.traffic.onRecord = { entry in output(format(entry) + "\n") }
    }
  }
}

/// Lets a session's output through, or holds it back while code runs quietly.
private final class OutputGate {
  package var isClosed = false
}
