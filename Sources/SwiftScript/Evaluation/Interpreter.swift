import Foundation
import SwiftOperators
import SwiftSyntax

/// A value the REPL shows after an entry: a declared name, or an expression's result (`$R0`).
public struct ShownValue: Equatable {
  public let name: String
  public let type: String
  public let value: String

  /// `name: Type = value`, as the Swift REPL prints it.
  public var line: String { "\(name): \(type) = \(value)" }
}

/// What one entry did.
public struct EntryResult {
  /// Syntax and compile-time errors (nothing ran when there are any).
  public var diagnostics: [ScriptDiagnostic] = []
  /// The runtime failure that ended the entry (a trap, an uncaught error, an interruption).
  public var failure: ScriptFailure?
  /// The values to show, REPL style.
  public var shown: [ShownValue] = []

  /// Whether the entry ran to the end.
  public var succeeded: Bool { diagnostics.isEmpty && failure == nil }

  /// Why the entry did not run to the end, in one line: its first compile error, else its runtime
  /// failure; nil when it succeeded.
  public var failureMessage: String? { diagnostics.first?.message ?? failure?.description }
}

/// Stops a running entry from another thread (Ctrl-C).
public final class InterruptFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  public init() {}

  /// Asks the running entry to stop at its next statement.
  public func raise() {
    lock.lock()
    raised = true
    lock.unlock()
  }

  /// Reads and clears the flag.
  func consume() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    let value = raised
    raised = false
    return value
  }
}

/// Runs Swift entries one after another, as a REPL session: top-level declarations persist.
public final class Interpreter {
  /// The host types and globals (MSAL, ADAL, Foundation) scripts can use.
  public let registry: HostRegistry
  /// Where `print` writes.
  public var output: (String) -> Void
  /// Raise to stop the running entry.
  public let interrupt = InterruptFlag()
  /// The most memory the process may hold while an entry runs (see ``MemoryCeiling``); nil: no limit.
  public var memoryLimit: Int? = MemoryCeiling.processLimit
  /// The process's resident size when the running entry started, and when it was last read.
  private var memoryAtEntryStart = 0
  private var lastMemoryCheck: UInt64 = 0
  /// The `Task { }`s waiting for the main actor (``ScheduledTask``), oldest first.
  private var waitingTasks: [ScheduledTask] = []
  /// Its own count of `checkLimits` calls: `steps` also counts loop passes, so its multiples of 16
  /// could always fall between them.
  private var limitChecks = 0
  /// The deepest call nesting before "stack overflow": beyond the 10,000 frames a simple recursive
  /// function gets in compiled Swift's smallest stacks, short of what the evaluation stack holds
  /// (deeper recursion through closures stops earlier, at the stack check, with its own message).
  public var maximumCallDepth = 20_000
  /// Whether entries collect the values a REPL shows (`x: Int = 3`, `$R0: String = "hi"`).
  /// `workbook run` turns it off: a script prints only what it prints, and rendering each
  /// top-level value (host objects through their descriptions) was a tenth of a lesson run.
  public var showsValues = true

  /// The class instances whose last reference went, waiting for their `deinit` (run at the next
  /// checkpoint, ``checkLimits()``; closed while `reset()` lets the session's instances go).
  let deinitQueue = DeinitQueue()
  /// How instances of the script's types with their own `==` or `hash(into:)` are keys (each
  /// declared struct, enum and class points to it).
  private(set) lazy var keyHashing = KeyHashing(self)
  let globals: Scope
  /// Every user type declared so far, by name (the latest declaration wins).
  var knownTypes: [String: NominalType] = [:]
  /// Protocols and extensions of standard types declared so far.
  let extensions = ExtensionRegistry()
  /// The properties whose `willSet`/`didSet` are running (they do not trigger themselves).
  var runningObservers: Set<String> = []
  /// Generic parameter names while a generic signature is resolved (they stand for `Any`).
  var openTypeNames: Set<String> = []
  /// Whether the top level declares a `~=`, as of the top level's stamp (`userPatternMatch`).
  var patternOperatorMemo: (stamp: UInt64, declared: Bool) = (0, false)
  /// Likewise whether the top level declares a `==` (a key of a script type asks).
  var equalityOperatorMemo: (stamp: UInt64, declared: Bool) = (0, false)
  /// The names of the types the blocks being entered declare (`declareHoisted`): a type may name
  /// one declared after it.
  var typesBeingDeclared: Set<String> = []
  /// `typealias` names and the types they stand for.
  var typeAliases: [String: ScriptType] = [:]
  /// Generic `typealias` declarations (`typealias Pair<T> = (T, T)`), by name: a use
  /// (`Pair<Int>`) puts its arguments in their place (``GenericTypeAlias``).
  var genericTypeAliases: [String: GenericTypeAlias] = [:]
  /// The host types of `reversed()`'s, `enumerated()`'s and `zip`'s views, by name
  /// (`ReversedCollection<Array<Int>>`: `Builtins/SequenceViews.swift`).
  var sequenceViewTypes: [String: HostType] = [:]
  /// The operators entries are folded with: Swift's, and those the session declared.
  var operators = SessionOperators()
  /// What the session's entries declared that the lowering of the next needs (`SourceLowering`).
  var lowering = SessionLowering()
  /// While an entry runs on the evaluation thread: the lowest stack address evaluation may reach
  /// (0 elsewhere). See `EvaluationStack.swift`.
  var stackFloor: UInt = 0
  var callDepth = 0
  /// The entry being run (for locations).
  var entry: ParsedEntry?
  /// Whether each initializer body (by its syntax) calls `super.init` (`ClassInitialization`).
  var superInitializerCalls: [SyntaxIdentifier: Bool] = [:]
  /// The checker's types of the running entry's expression statements, for the echo.
  var echoTypes: [SyntaxIdentifier: ScriptType] = [:]
  /// The checker's types of the running entry's inferred top-level variables, for the echo.
  var echoDeclarationTypes: [String: ScriptType] = [:]
  /// Counts statements, to poll the interrupt flag cheaply.
  var steps = 0
  /// The number of `$R` results shown so far.
  var resultCounter = 0
  /// The declared return types of the functions running, innermost last (context for `return`).
  var expectedReturnTypes: [ScriptType?] = []
  /// While a builtin calls a closure once per element (`map`, `filter`, …): that closure's
  /// compiled body and the frame of its last call, reused when nothing kept it (see
  /// `Interpreter.invokeWithOneArgument`).
  var repeatedCallee: RepeatedCallee?
  /// The subscript arguments with calls of the paths being written (`a[next()] += 1`), evaluated
  /// once before the write (see `evaluatingSubscriptsOnce(of:in:_:)`).
  var pinnedSubscriptArguments: [PinnedArgument: Value] = [:]
  /// The class instances those paths reach by running code (`w.inner` for a get-only computed
  /// `inner`), found once before the write (``instanceReachedThroughCode(in:_:)``).
  var pinnedInstances: [PinnedArgument: Value] = [:]
  /// The stack size of the thread entries run on (see `defaultEvaluationStackSize`); tests make it
  /// small to reach its end quickly.
  public var evaluationStackSize = Interpreter.defaultEvaluationStackSize
  /// The loops and function bodies compiled so far (see `LoopCompiler`).
  let compiledUnits = CompiledUnitCache()
  /// The patterns matched so far, made into closures (see `matcher(for:)`).
  let patternMatchers = PatternMatcherCache()
  /// The `$N` parameters of the closure expressions made so far (see `makeClosure`).
  let anonymousParameterCounts = AnonymousParameterCounts()
  let closureUsages = ClosureUsages()
  /// What the checker decided from static types in the entries that ran (overloads, calls of
  /// protocol extension methods), by call site.
  let staticDecisions = StaticDecisions()
  /// Which expressions are paths changed in place (see `isInPlacePath`).
  let inPlacePaths = InPlacePathMemo()

  public init(registry: HostRegistry = HostRegistry(), output: @escaping (String) -> Void = { Swift.print($0, terminator: "") }) {
    self.registry = registry
    self.output = output
    self.globals = Scope(parent: nil)
  }

  /// Forgets every declaration (the shell's `:reset`).
  public func reset() {
    // The session's instances go without their `deinit`: the session they would print into is over.
    deinitQueue.close()
    waitingTasks.removeAll()
    globals.removeAll()
    deinitQueue.reopen()
    knownTypes = [:]
    typeAliases = [:]
    genericTypeAliases = [:]
    operators = SessionOperators()
    lowering = SessionLowering()
    extensions.removeAll()
    compiledUnits.removeAll()
    patternMatchers.matchers = [:]
    anonymousParameterCounts.removeAll()
    closureUsages.removeAll()
    staticDecisions.removeAll()
    resultCounter = 0
  }

  /// Parses and runs one entry. Declarations stay for later entries; a failure leaves the earlier
  /// state as it was (names declared before the failure remain).
  @discardableResult
  public func run(_ source: String) -> EntryResult {
    onEvaluationStack { [self] in runHere(source) }
  }

  /// Starts parsing and name-checking `source` on the evaluation thread and returns at once: the
  /// caller can do other work (not with this interpreter) before `wait()` and `run(_:)`.
  ///
  /// The check reads the session's declarations as they are now, so nothing else may run in this
  /// interpreter between `prepare` and `run`.
  public func prepare(_ source: String) -> PendingEntry {
    PendingEntry(handoff: startOnEvaluationStack(carryingContext: false) { [self] in prepareHere(source) })
  }

  /// Runs an entry `prepare` made: the prepared diagnostics when there are any, else what it did.
  @discardableResult
  public func run(_ prepared: PreparedEntry) -> EntryResult {
    onEvaluationStack { [self] in runHere(prepared) }
  }

  /// `run`, on the evaluation thread.
  private func runHere(_ source: String) -> EntryResult {
    runHere(prepareHere(source))
  }

  /// Parses and name-checks an entry (on the evaluation thread).
  private func prepareHere(_ source: String) -> PreparedEntry {
    let parsed = ScriptParser.parse(source, operators: operators, lowering: lowering)
    guard parsed.diagnostics.isEmpty else { return PreparedEntry(parsed: nil, diagnostics: parsed.diagnostics) }
    let checker = NameChecker(interpreter: self, entry: parsed)
    var prepared = PreparedEntry(parsed: parsed, diagnostics: checker.check())
    prepared.expressionTypes = checker.expressionTypes
    prepared.declarationTypes = checker.declarationTypes
    prepared.decisions = checker.decisions
    return prepared
  }

  /// Runs a prepared entry (on the evaluation thread).
  private func runHere(_ prepared: PreparedEntry) -> EntryResult {
    var result = EntryResult()
    result.diagnostics = prepared.diagnostics
    guard result.diagnostics.isEmpty, let parsed = prepared.parsed else { return result }

    entry = parsed
    // Operators the entry declares stay for the entries after it.
    operators = parsed.operators
    lowering = parsed.lowering
    if let decisions = prepared.decisions, !decisions.isEmpty { staticDecisions.add(decisions) }
    echoTypes = prepared.expressionTypes
    echoDeclarationTypes = prepared.declarationTypes
    defer { (echoTypes, echoDeclarationTypes) = ([:], [:]) }
    registry.caller = callerLink
    if memoryLimit != nil { memoryAtEntryStart = MemoryCeiling.residentBytes() }
    _ = interrupt.consume()
    defer { entry = nil }
    callDepth = 0
    do throws(ScriptFailure) {
      let flow = try executeTopLevel(parsed.tree.statements, shown: &result.shown)
      if case .returned = flow { result.failure = .diagnostic("return invalid outside of a func") }
      // The main actor is free once the entry is done: the tasks still in line run then.
      try runWaitingTasks()
      try runWaitingDeinitializers()
    } catch {
      result.failure = error
      // A trap ends the program in Swift, and the tasks it had started with it.
      waitingTasks.removeAll()
    }
    if result.failure != nil {
      // The instances the failed entry let go still run their `deinit` (its output comes after
      // the entry's own; a fault there is not the entry's to report).
      try? runWaitingDeinitializers()
    }
    return result
  }

  /// Evaluates a Boolean expression in the session (a lesson's check). Throws when it does not parse
  /// or is not a `Bool`.
  public func evaluateCondition(_ source: String) throws(ScriptFailure) -> Bool {
    let value = try evaluateExpression(source)
    guard case .bool(let flag) = value else {
      throw .diagnostic("cannot convert value of type '\(value.typeName)' to expected condition type 'Bool'")
    }
    return flag
  }

  /// Evaluates one expression in the session and returns its value (the shell's `:decode result.accessToken`).
  /// Throws when the source is not exactly one expression, or when evaluating it fails.
  public func evaluateExpression(_ source: String) throws(ScriptFailure) -> Value {
    let outcome: Result<Value, ScriptFailure> = onEvaluationStack { [self] in
      do throws(ScriptFailure) {
        return .success(try evaluateExpressionHere(source))
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  private func evaluateExpressionHere(_ source: String) throws(ScriptFailure) -> Value {
    let parsed = ScriptParser.parse(source, operators: operators)
    if let diagnostic = parsed.diagnostics.first { throw .diagnostic(diagnostic.message) }
    guard let item = parsed.tree.statements.first, parsed.tree.statements.count == 1, case .expr(let expression) = item.item
    else { throw .diagnostic("expected one expression") }
    entry = parsed
    registry.caller = callerLink
    defer { entry = nil }
    return try evaluate(expression, in: globals)
  }

  // MARK: - Session state

  /// The session's variables, in declaration order (for `:vars`).
  public var variables: [ShownValue] {
    globals.visibleNamesHere.compactMap { name in
      guard case .variable(let variable)? = globals.localEntry(name) else { return nil }
      return shownValue(name: name, variable: variable)
    }
  }

  /// Every top-level name (variables, functions, types), for completion.
  public var globalNames: [String] { globals.visibleNamesHere }

  func shownValue(name: String, variable: Variable) -> ShownValue {
    ShownValue(
      // An inferred variable shows the type the checker gave its initializer (`String?` for a nil
      // `identifier`), as Swift infers it, not its value's.
      // (A `var` of optional type its value chose, `var q = Int("z")`, shows the type the checker inferred.)
      name: name,
      type: withTypeArguments(
        variable.declaredType == nil || variable.declaredType == .optional(.any)
          ? (echoDeclarationTypes[name]?.description ?? variable.displayType) : variable.displayType,
        of: variable.currentValue),
      value: variable.isInitialized ? inspect(variable.currentValue) : "<uninitialized>")
  }

  /// `shown` (a type's name for the REPL's echo) with the type arguments of `value` when it names
  /// the generic type `value` is an instance of (`Box<Double>` for `Box`), as Swift's REPL shows it.
  func withTypeArguments(_ shown: String, of value: Value) -> String {
    guard let type = knownTypes[shown], !type.genericParameterOrder.isEmpty, nominalType(of: value) === type else { return shown }
    return dynamicType(of: value).description
  }

  /// The REPL's rendering of a value: strings quoted, host objects with their fields.
  /// How many elements of a collection the REPL's echo shows before saying how many more there
  /// are (a 3,000,000-element array would otherwise fill the terminal for minutes).
  public static let echoedElements = 100

  public func inspect(_ value: Value) -> String {
    switch value {
    case .host(let host): return host.type.inspect?(host.object) ?? ValueFormatter.description(value, interpreter: self)
    case .optional(.host(let host)?):
      return host.type.inspect?(host.object) ?? ValueFormatter.description(value, interpreter: self)
    case .string, .character, .array, .dictionary, .set, .tuple, .optional:
      return ValueFormatter.debugDescription(value, interpreter: self, elementLimit: Interpreter.echoedElements)
    default:
      return ValueFormatter.description(value, interpreter: self)
    }
  }

  /// `print`'s rendering of a value.
  public func describe(_ value: Value) -> String { ValueFormatter.description(value, interpreter: self) }

  // MARK: - Calls from host code

  /// What the registry's weak `caller` points to: not the interpreter itself, since an object
  /// that is weakly referenced takes the runtime's slow path on every retain and release, and
  /// compiled code retains the interpreter at nearly every step.
  private lazy var callerLink = CallerLink(self)

  /// The interpreter as host code's ``ScriptCaller``, owned by it (so the registry's weak
  /// reference is nil exactly when the interpreter is gone).
  private final class CallerLink: ScriptCaller {
    unowned let interpreter: Interpreter
    init(_ interpreter: Interpreter) { self.interpreter = interpreter }

    func call(_ function: FunctionValue, _ arguments: [Value]) throws(ScriptFailure) -> Value {
      try interpreter.call(function, arguments)
    }

    func callMethod(_ name: String, of object: Value, arguments: [(label: String?, value: Value)]) throws(ScriptFailure) -> Value? {
      try interpreter.callMethod(name, of: object, arguments: arguments)
    }

    func conforms(_ object: Value, to name: String) -> Bool { interpreter.conforms(object, to: name) }

    func schedule(_ task: ScheduledTask) { interpreter.schedule(task) }

    func runWaitingTasks() throws(ScriptFailure) { try interpreter.runWaitingTasks() }
  }

  // MARK: - Tasks waiting for the main actor

  /// Puts `task` in line: it runs when top-level code next awaits, when its value is asked for,
  /// or when the entry ends.
  func schedule(_ task: ScheduledTask) {
    waitingTasks.append(task)
  }

  /// Runs the tasks in line, oldest first, and those they start.
  func runWaitingTasks() throws(ScriptFailure) {
    while !waitingTasks.isEmpty {
      let task = waitingTasks.removeFirst()
      try task.runIfWaiting()
    }
  }



  /// Calls a script function or closure from host code (a completion block), arguments unlabeled.
  public func call(_ function: FunctionValue, _ arguments: [Value]) throws(ScriptFailure) -> Value {
    try invoke(function, arguments: arguments.map { Argument(label: nil, value: $0) }, callLabels: false)
  }

  /// Calls the method `name` of a script object for host code; nil when it has no such method.
  public func callMethod(_ name: String, of object: Value, arguments: [(label: String?, value: Value)]) throws(ScriptFailure)
    -> Value?
  {
    guard case .object(let instance) = object else { return nil }
    let labels = arguments.map(\.label)
    guard let method = instance.type.lookupMethods(name).first(where: { $0.parameters.map(\.label) == labels }) else { return nil }
    let bound = method.bound(to: Variable(name: "self", value: object, isConstant: true))
    return try invoke(bound, arguments: arguments.map { Argument(label: $0.label, value: $0.value) }, callLabels: true)
  }

  /// Whether a script object's type conforms to the protocol `name` (as declared).
  public func conforms(_ object: Value, to name: String) -> Bool {
    guard case .object(let instance) = object else { return false }
    return instance.type.conforms(to: name) == true
  }

  /// Raises the failure of a script method host code called back during the host call that just returned.
  func raiseCallbackFailure() throws(ScriptFailure) {
    if let failure = registry.takeCallbackFailure() { throw failure }
  }

  // MARK: - Locations

  /// Stamps a failure with the node's line when it has none yet.
  func located(_ failure: ScriptFailure, at node: (some SyntaxProtocol)?) -> ScriptFailure {
    guard failure.line == nil, let entry, let node else { return failure }
    var located = failure
    let location = entry.location(of: node)
    located.line = location.line
    located.column = location.column
    return located
  }

  /// Polls the interrupt flag every so often.
  func checkInterrupt() throws(ScriptFailure) {
    steps &+= 1
    if steps & 0xFF == 0, interrupt.consume() { throw ScriptFailure(.interrupted) }
  }

  // MARK: - The evaluator's guards

  /// The one place the evaluator asks whether it may go on: every statement, every loop pass and
  /// every call of a script function or closure (recursion, and closures run by builtins such as
  /// `map` or `sorted`, included) passes here. It stops the entry on Ctrl-C and before the native
  /// stack runs out. Whatever evaluates scripts must keep calling it at those points.
  ///
  /// Inlined where it is called: what it does on most passes is a few loads and compares (a
  /// statement of a compiled loop pass paid about 70 instructions for a call before); the seldom
  /// parts are out of line.
  @inline(__always)
  func checkLimits() throws(ScriptFailure) {
    if deinitQueue.hasWaiting { try runWaitingDeinitializers() }
    limitChecks &+= 1
    // Every 16th check polls Ctrl-C and looks at the clock for the memory limit (every 5 ms of
    // running at the process's size): one step can allocate a great deal, so counting steps
    // alone would look too seldom.
    if limitChecks & 0xF == 0 { try checkSeldomLimits() }
    if stackFloor != 0, Interpreter.currentStackAddress() < stackFloor { throw Self.stackOverflow }
  }

  /// The parts of ``checkLimits()`` made every 16th time: Ctrl-C and the memory limit.
  @inline(never)
  private func checkSeldomLimits() throws(ScriptFailure) {
    if interrupt.consume() { throw ScriptFailure(.interrupted) }
    guard let memoryLimit else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    guard now &- lastMemoryCheck >= 5_000_000 else { return }
    lastMemoryCheck = now
    let resident = MemoryCeiling.residentBytes()
    // Only what this entry added stops it: an entry that frees memory may always run.
    if resident > memoryLimit, resident > memoryAtEntryStart + (64 << 20) {
      throw .fault(
        "the workbook is holding \(MemoryCeiling.describe(resident)), past its memory limit of "
          + "\(MemoryCeiling.describe(memoryLimit)); the entry was stopped (workbook --memory-limit SIZE or "
          + "WORKBOOK_MEMORY_LIMIT raises it)")
    }
  }
}
