/// The signatures of the standard library's functions and members the workbook provides, written as
/// Swift spells them (`sorted(by:)`), by the kind of value they belong to. It is the one table both
/// the name checker (before an entry runs) and the evaluator (as a builtin is called) hold calls to,
/// so a call whose labels or argument count Swift rejects gets the compiler's diagnostic instead of
/// reaching a builtin that would read arguments it was not given.
enum BuiltinSignatures {
  // MARK: - The table

  /// Each kind's members: their overloads, and whether they change the value (`mutating`). A `*`
  /// marks an overload Swift declares more than once (a protocol's and the type's own), for which
  /// swiftc reports a call with other labels as "no exact matches" (checked against swiftc by the
  /// corpus's diagnostics scripts).
  static let table: [BuiltinKind: [String: Member]] = [
    .global: members(
      "zip(_:_:)", "type(of:)", "abs(_:)", "min(_:_:...)", "max(_:_:...)", "stride(from:to:by:)", "stride(from:through:by:)",
      "assert(_:)", "assert(_:_:)", "precondition(_:)", "precondition(_:_:)", "fatalError()", "fatalError(_:)",
      "preconditionFailure()", "preconditionFailure(_:)", "assertionFailure()", "assertionFailure(_:)", "readLine()",
      "swap(_:_:)", "repeatElement(_:count:)", "sqrt(_:)", "floor(_:)", "ceil(_:)", "round(_:)", "exp(_:)", "log(_:)",
      "log2(_:)", "log10(_:)", "sin(_:)", "cos(_:)", "tan(_:)", "atan(_:)", "fabs(_:)", "pow(_:_:)", "atan2(_:_:)", "hypot(_:_:)"),
    .sequence: members(
      "*map(_:)", "*compactMap(_:)", "*flatMap(_:)", "*filter(_:)", "forEach(_:)", "allSatisfy(_:)", "contains(_:)",
      "contains(where:)", "first(where:)", "last(where:)", "count(where:)", "reduce(_:_:)", "reduce(into:_:)", "sorted()", "sorted(by:)",
      "min()", "min(by:)", "max()", "max(by:)", "firstIndex(of:)", "firstIndex(where:)", "lastIndex(of:)",
      "lastIndex(where:)", "enumerated()", "reversed()", "joined()", "joined(separator:)", "*dropFirst()", "*dropFirst(_:)",
      "*dropLast()", "*dropLast(_:)", "*prefix(_:)", "*suffix(_:)", "elementsEqual(_:)", "shuffled()", "randomElement()",
      "makeIterator()", "*split(separator:)", "split(separator:maxSplits:)",
      "split(separator:omittingEmptySubsequences:)", "split(separator:maxSplits:omittingEmptySubsequences:)",
      "split(whereSeparator:)", "split(maxSplits:whereSeparator:)", "split(omittingEmptySubsequences:whereSeparator:)",
      "split(maxSplits:omittingEmptySubsequences:whereSeparator:)", "starts(with:)", "index(of:)", "index(where:)", "prefix(upTo:)",
      "prefix(through:)", "suffix(from:)", "prefix(while:)", "drop(while:)"),
    .array: members(
      "mutating *append(_:)", "mutating *append(contentsOf:)", "mutating *insert(_:at:)", "mutating *remove(at:)",
      "mutating removeLast()", "mutating removeFirst()", "mutating popLast()", "mutating removeAll()",
      "mutating removeAll(where:)", "mutating sort()", "mutating sort(by:)", "mutating reverse()", "mutating swapAt(_:_:)",
      "mutating insert(contentsOf:at:)", "mutating removeLast(_:)", "mutating removeFirst(_:)", "mutating removeSubrange(_:)",
      "mutating replaceSubrange(_:with:)", "index(_:offsetBy:)", "index(after:)", "index(before:)", "index(of:)",
      "index(where:)", "distance(from:to:)"),
    .string: members(
      "*hasPrefix(_:)", "*hasSuffix(_:)", "contains(_:)", "contains(where:)", "*split(separator:)", "split(separator:maxSplits:)",
      "split(separator:omittingEmptySubsequences:)", "split(separator:maxSplits:omittingEmptySubsequences:)",
      "split(whereSeparator:)", "split(maxSplits:whereSeparator:)", "split(omittingEmptySubsequences:whereSeparator:)",
      "split(maxSplits:omittingEmptySubsequences:whereSeparator:)", "*components(separatedBy:)",
      "replacingOccurrences(of:with:)", "*trimmingCharacters(in:)", "*lowercased()", "*uppercased()", "reversed()",
      "index(_:offsetBy:)", "index(after:)", "index(before:)", "index(of:)", "index(where:)", "firstIndex(of:)",
      "firstIndex(where:)", "lastIndex(of:)",
      "lastIndex(where:)", "mutating *append(_:)", "mutating *append(contentsOf:)", "mutating *insert(_:at:)",
      "mutating removeLast()", "mutating removeFirst()", "distance(from:to:)", "index(_:offsetBy:limitedBy:)",
      "mutating insert(contentsOf:at:)", "mutating remove(at:)", "mutating removeAll()", "mutating removeAll(where:)",
      "mutating removeSubrange(_:)", "mutating replaceSubrange(_:with:)", "mutating removeLast(_:)", "mutating removeFirst(_:)",
      "trimmingPrefix(_:)"),
    .character: members("*uppercased()", "*lowercased()"),
    .set: members(
      "contains(_:)", "*union(_:)", "*intersection(_:)", "*subtracting(_:)", "*symmetricDifference(_:)", "*isSubset(of:)",
      "*isSuperset(of:)", "*isDisjoint(with:)", "*isStrictSubset(of:)", "*isStrictSuperset(of:)", "mutating insert(_:)",
      "mutating remove(_:)", "mutating removeAll()", "mutating formUnion(_:)", "mutating formIntersection(_:)",
      "mutating formSymmetricDifference(_:)", "mutating subtract(_:)", "mutating update(with:)"),
    .dictionary: members(
      "*filter(_:)", "mapValues(_:)", "mutating removeValue(forKey:)", "mutating updateValue(_:forKey:)",
      "mutating removeAll()", "mutating merge(_:uniquingKeysWith:)", "merging(_:uniquingKeysWith:)", "compactMapValues(_:)"),
    .range: members("contains(_:)", "contains(where:)", "min()", "max()"),
    .int: members(
      "*isMultiple(of:)", "signum()", "quotientAndRemainder(dividingBy:)", "addingReportingOverflow(_:)",
      "subtractingReportingOverflow(_:)", "multipliedReportingOverflow(by:)", "dividedReportingOverflow(by:)",
      "remainderReportingOverflow(dividingBy:)"),
    .double: members(
      "rounded()", "rounded(_:)", "squareRoot()", "truncatingRemainder(dividingBy:)", "remainder(dividingBy:)", "isLess(than:)",
      "isEqual(to:)"),
    .optional: members("*map(_:)", "*flatMap(_:)"),
  ]

  /// Overloads Swift has that the workbook does not provide: a call that fits one is told so,
  /// rather than that Swift lacks it.
  static let unsupported: [BuiltinKind: [String: Member]] = [
    .sequence: members(
      "elementsEqual(_:by:)", "prefix(while:)",
      "starts(with:by:)", "contains(_:by:)",
      "sorted(using:)", "max(count:)", "min(count:)", "shuffled(using:)", "randomElement(using:)"),
    .array: members(
      "mutating removeAll(keepingCapacity:)", "mutating reserveCapacity(_:)", "mutating shuffle()", "mutating partition(by:)"),
    .string: members(
      "mutating reserveCapacity(_:)", "range(of:)", "lowercased(with:)",
      "uppercased(with:)", "replacingOccurrences(of:with:options:)", "replacingOccurrences(of:with:options:range:)",
      "padding(toLength:withPad:startingAt:)", "addingPercentEncoding(withAllowedCharacters:)"),
    .set: members("filter(_:)"),
    .dictionary: members(
      "mutating removeAll(where:)", "mutating removeAll(keepingCapacity:)", "index(forKey:)"),
    .int: members("quotientAndRemainder(dividingBy:)", "advanced(by:)", "distance(to:)"),
    .double: members(
      "mutating round()", "mutating round(_:)", "remainder(dividingBy:)", "addingProduct(_:_:)",
      "advanced(by:)", "distance(to:)"),
  ]

  // MARK: - Looking up

  /// A member of a kind: its overloads, and whether they change the value.
  struct Member {
    var selectors: [BuiltinSelector]
    var isMutating: Bool
  }

  /// The member `name` of the first of `kinds` that has one (a kind's own members before the
  /// sequence members it shares), nil when none does.
  static func member(_ name: String, of kinds: [BuiltinKind]) -> Member? {
    for kind in kinds {
      if let member = table[kind]?[name] { return member }
    }
    return nil
  }

  /// Whether `name` is a member of `kinds` that changes the value it is called on.
  static func isMutating(_ name: String, of kinds: [BuiltinKind]) -> Bool {
    member(name, of: kinds)?.isMutating ?? false
  }

  /// The names of the mutating members of `kinds`.
  static func mutatingNames(of kinds: [BuiltinKind]) -> Set<String> {
    var names: Set<String> = []
    for kind in kinds { for (name, member) in table[kind] ?? [:] where member.isMutating { names.insert(name) } }
    return names
  }

  private static func members(_ spellings: String...) -> [String: Member] {
    var members: [String: Member] = [:]
    for spelling in spellings {
      let isMutating = spelling.hasPrefix("mutating ")
      let selector = BuiltinSelector(isMutating ? String(spelling.dropFirst("mutating ".count)) : spelling)
      members[selector.name, default: Member(selectors: [], isMutating: isMutating)].selectors.append(selector)
    }
    return members
  }

  // MARK: - The compiler's diagnostic

  /// What swiftc says of a call of `kinds`' member `name` (a `kind` such as "instance method")
  /// with arguments `given`, when no overload in the table takes them; nil when one does, or when
  /// the table does not list the member.
  static func mismatch(_ name: String, of kinds: [BuiltinKind], given: [GivenArgument], calling kind: String) -> String? {
    guard let member = member(name, of: kinds) else { return nil }
    return mismatch(name, overloads: member.selectors, kinds: kinds, given: given, calling: kind)
  }

  /// What swiftc says of a call of `name` with arguments `given` when none of `overloads` takes
  /// them (Swift overloads the workbook lacks are looked up in `kinds`); nil when one does.
  static func mismatch(
    _ name: String, overloads candidates: [BuiltinSelector], kinds: [BuiltinKind], given: [GivenArgument], calling kind: String
  ) -> String? {
    if candidates.contains(where: { $0.accepts(given) }) { return nil }
    if let selector = unsupportedSelector(name, of: kinds, fitting: given) {
      return "'\(selector)' is not supported in the workbook"
    }
    if candidates.isEmpty { return "'\(name)' is not supported in the workbook" }
    let noExactMatch = "no exact matches in call to \(kind) '\(name)'"
    // Every argument fits an overload that needs more: the first left out is missing (with none
    // given, in the first overload that takes any).
    let longer = candidates.filter { $0.labels.count > given.count && $0.acceptsPrefix(given) }
    if given.isEmpty, let first = longer.first {
      return Interpreter.missingArgumentsMessage(labels: first.labels, given: 0)
    }
    if let first = longer.first, longer.allSatisfy({ $0.labels[given.count] == first.labels[given.count] }) {
      return Interpreter.missingArgumentsMessage(labels: first.labels, given: given.count)
    }
    // One overload takes as many arguments: the labels are what differs. Among several, swiftc
    // weighs the arguments' types (`contains(scope: "x")` is `contains(_:)` mislabelled, since a
    // string is no closure for `contains(where:)`), then which places are labelled
    // (`append(contentOf:)` is `append(contentsOf:)` misspelt, not `append(_:)`).
    let sameCount = candidates.filter { $0.labels.count == given.count }
    let typed = sameCount.filter { $0.takesClosures(where: given) }
    let sameShape = sameCount.filter { selector in
      zip(given, selector.labels).allSatisfy { ($0.0.label == nil) == ($0.1 == nil) || $0.0.isTrailingClosure }
    }
    if let closest = [typed, sameCount, sameShape].first(where: { $0.count == 1 })?.first {
      return closest.isDeclaredMoreThanOnce ? noExactMatch : relabelling(given, to: closest.labels) ?? noExactMatch
    }
    if candidates.contains(where: \.isDeclaredMoreThanOnce) { return noExactMatch }
    // Only a shorter overload fits what the arguments are: the first argument past it is extra.
    let fitting = candidates.filter { $0.takesClosures(where: given) }
    if let shorter = fitting.first(where: { $0.labels.count < given.count && $0.acceptsPrefix(Array(given.prefix($0.labels.count))) }) {
      let extra = given[shorter.labels.count]
      // ("takes no arguments" only when no overload takes any.)
      if shorter.labels.isEmpty, candidates.count == 1 { return "argument passed to call that takes no arguments" }
      return extra.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call"
    }
    if candidates.count == 1, let only = candidates.first {
      if given.count > only.labels.count {
        if only.labels.isEmpty { return "argument passed to call that takes no arguments" }
        if let label = given[only.labels.count].label, !given[only.labels.count].isTrailingClosure {
          return "extra argument '\(label)' in call"
        }
        return "extra argument in call"
      }
      return Interpreter.missingArgumentsMessage(labels: only.labels, given: given.count) ?? noExactMatch
    }
    return noExactMatch
  }

  /// The overload Swift has and the workbook lacks that `given` fits, if any.
  static func unsupportedSelector(_ name: String, of kinds: [BuiltinKind], fitting given: [GivenArgument]) -> BuiltinSelector? {
    for kind in kinds {
      if let selector = unsupported[kind]?[name]?.selectors.first(where: { $0.accepts(given) }) { return selector }
    }
    return nil
  }

  /// One argument as a call gives it: its label, and whether it is a trailing closure (which fills
  /// a labelled closure parameter without its label).
  struct GivenArgument: Equatable {
    let label: String?
    let isTrailingClosure: Bool
    /// Whether it is a closure or function (nil: not known before it runs, e.g. a name).
    var isClosure: Bool? = nil
  }

  /// As many arguments as parameters, labelled otherwise: swiftc's three wordings (missing,
  /// extraneous or incorrect labels), a trailing closure's place not counted; nil when every label
  /// fits. The name checker's `ArgumentMatcher` words calls of script functions with it too.
  static func relabelling(_ given: [GivenArgument], to expected: [String?]) -> String? {
    var missing: [String] = []
    var extraneous: [String] = []
    var wrong = 0
    for (argument, label) in zip(given, expected) where argument.label != label && !argument.isTrailingClosure {
      wrong += 1
      switch (argument.label, label) {
      case (nil, let expected?): missing.append(expected + ":")
      case (let had?, nil): extraneous.append(had + ":")
      default: break
      }
    }
    guard wrong > 0 else { return nil }
    // `reduce`, not `joined()`: the standard library's unspecialized `joined` looks up its
    // associated types at run time, a search of every conformance record the first time.
    if missing.count == wrong {
      return "missing argument label\(missing.count > 1 ? "s" : "") '\(missing.reduce("", +))' in call"
    }
    if extraneous.count == wrong {
      return "extraneous argument label\(extraneous.count > 1 ? "s" : "") '\(extraneous.reduce("", +))' in call"
    }
    let regular = zip(given, expected).filter { !$0.0.isTrailingClosure }
    let have = regular.map { ($0.0.label ?? "_") + ":" }.reduce("", +)
    let wanted = regular.map { ($0.1 ?? "_") + ":" }.reduce("", +)
    return "incorrect argument label\(wrong > 1 ? "s" : "") in call (have '\(have)', expected '\(wanted)')"
  }

}

/// The kinds of value whose builtin members `BuiltinSignatures` lists; `global` for functions.
enum BuiltinKind: Hashable {
  case global, sequence, array, string, character, set, dictionary, range, int, double, optional

  /// Whether `value` has builtin methods of its own: an array, dictionary, set, string or range.
  static func isCollectionOrString(_ value: Value) -> Bool {
    switch value {
    case .array, .dictionary, .set, .string, .range: true
    default: false
    }
  }

  /// The kinds whose members a value has, its own first (an array's, then every sequence's); its
  /// outer shape is enough (reading elements' types would walk a dictionary's keys).
  static func kinds(of value: Value) -> [BuiltinKind] {
    switch value {
    case .array: Lists.array
    case .set: Lists.set
    case .dictionary: Lists.dictionary
    case .optional: Lists.optional
    case .range: Lists.range
    case .string: Lists.string
    case .character: Lists.character
    case .int: Lists.int
    case .double: Lists.double
    default: []
    }
  }

  /// The kinds whose members a value of `type` has (none when the type is not a standard one).
  static func kinds(of type: ScriptType) -> [BuiltinKind] {
    switch type {
    case .array: Lists.array
    case .string: Lists.string
    case .set: Lists.set
    case .dictionary: Lists.dictionary
    case .range: Lists.range
    case .character: Lists.character
    case .int: Lists.int
    case .double: Lists.double
    case .optional: Lists.optional
    default: []
    }
  }

  /// Each shape's kinds, made once (a method call on a collection asks for them).
  private enum Lists {
    static let array: [BuiltinKind] = [.array, .sequence]
    static let string: [BuiltinKind] = [.string, .sequence]
    static let set: [BuiltinKind] = [.set, .sequence]
    static let dictionary: [BuiltinKind] = [.dictionary, .sequence]
    static let range: [BuiltinKind] = [.range, .sequence]
    static let character: [BuiltinKind] = [.character]
    static let int: [BuiltinKind] = [.int]
    static let double: [BuiltinKind] = [.double]
    static let optional: [BuiltinKind] = [.optional]
  }
}

/// One overload as Swift names it: `sorted(by:)`, `reduce(into:_:)`; `min(_:_:...)` takes more
/// unlabelled arguments after its two.
struct BuiltinSelector: CustomStringConvertible {
  let name: String
  let labels: [String?]
  let isVariadic: Bool
  /// Swift declares it more than once (`String.hasPrefix` and `StringProtocol.hasPrefix`), so a
  /// call with other labels fits no declaration better than another: "no exact matches".
  let isDeclaredMoreThanOnce: Bool

  init(name: String, labels: [String?], isVariadic: Bool = false) {
    self.name = name
    self.labels = labels
    self.isVariadic = isVariadic
    isDeclaredMoreThanOnce = false
  }

  /// `sorted(by:)`; `*hasPrefix(_:)` for one Swift declares more than once.
  init(_ spelling: String) {
    isDeclaredMoreThanOnce = spelling.hasPrefix("*")
    let spelling = isDeclaredMoreThanOnce ? spelling.dropFirst() : spelling[...]
    let open = spelling.firstIndex(of: "(")!
    name = String(spelling[..<open])
    var inside = spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)]
    isVariadic = inside.hasSuffix("...")
    if isVariadic { inside = inside.dropLast(3) }
    labels = inside.split(separator: ":").map { $0 == "_" ? nil : String($0) }
  }

  var description: String {
    "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// Whether a call with arguments `given` fits: the labels in order, a trailing closure filling
  /// a parameter whatever its label, further unlabelled arguments for a variadic tail.
  func accepts(_ given: [BuiltinSignatures.GivenArgument]) -> Bool {
    guard given.count == labels.count || isVariadic && given.count > labels.count else { return false }
    for (offset, argument) in given.enumerated() {
      let label = offset < labels.count ? labels[offset] : nil
      if argument.label != label && !argument.isTrailingClosure { return false }
    }
    return true
  }

  /// Whether each argument known to be a closure, or known not to be, is given where this overload
  /// takes one, or does not: a closure parameter is labelled `where:` or `by:`, or is the
  /// unlabelled parameter of a method that calls a closure (`map`, `filter`, `reduce`'s second).
  func takesClosures(where given: [BuiltinSignatures.GivenArgument]) -> Bool {
    for (offset, argument) in given.enumerated() where offset < labels.count {
      guard let isClosure = argument.isClosure ?? (argument.isTrailingClosure ? true : nil) else { continue }
      if isClosure != takesClosure(at: offset) { return false }
    }
    return true
  }

  /// Whether parameter `offset` takes a closure.
  func takesClosure(at offset: Int) -> Bool {
    if let label = labels[offset] { return label == "where" || label == "by" || label == "whereSeparator" || label == "while" }
    switch name {
    case "map", "compactMap", "flatMap", "filter", "forEach", "allSatisfy", "mapValues": return true
    case "reduce": return offset == 1
    default: return false
    }
  }

  /// Whether `given` fits the first of the labels (more are to come).
  func acceptsPrefix(_ given: [BuiltinSignatures.GivenArgument]) -> Bool {
    zip(given, labels).allSatisfy { $0.0.label == $0.1 || $0.0.isTrailingClosure } && given.count <= labels.count
  }
}

extension Interpreter {
  /// The compiler's words for a call that gives only `given` of the required parameters `labels`
  /// (nil when it gives them all): `missing argument for parameter 'of' in call`,
  /// `missing arguments for parameters #1, #2 in call`.
  static func missingArgumentsMessage(labels: [String?], given: Int) -> String? {
    guard given < labels.count else { return nil }
    let names = labels.indices.dropFirst(given).map { index in labels[index].map { "'\($0)'" } ?? "#\(index + 1)" }
    return names.count == 1
      ? "missing argument for parameter \(names[0]) in call"
      : "missing arguments for parameters \(names.joined(separator: ", ")) in call"
  }
}
