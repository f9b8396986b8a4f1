import Testing

@testable import SwiftScript

@Suite("BuiltinSignatures: one table of the standard library's overloads, and swiftc's words for a call none fits")
struct BuiltinSignaturesTests {
  private func given(_ labels: String?..., trailing: Bool = false) -> [BuiltinSignatures.GivenArgument] {
    labels.enumerated().map { offset, label in
      BuiltinSignatures.GivenArgument(label: label, isTrailingClosure: trailing && offset == labels.count - 1)
    }
  }

  @Test("a selector reads as Swift spells it: labels, `_` for none, `...` for a variadic tail")
  func selectors() {
    let reduce = BuiltinSelector("reduce(into:_:)")
    #expect(reduce.name == "reduce")
    #expect(reduce.labels == ["into", nil])
    #expect(reduce.description == "reduce(into:_:)")
    let min = BuiltinSelector("min(_:_:...)")
    #expect(min.isVariadic && min.labels == [nil, nil])
    #expect(min.accepts(given(nil, nil, nil)))
    #expect(!min.accepts(given(nil)))
    #expect(BuiltinSelector("sorted()").labels.isEmpty)
  }

  @Test(
    "a call no overload fits gets the compiler's diagnostic",
    arguments: [
      ("isMultiple", [BuiltinKind.int], [String?.none], "no exact matches in call to instance method 'isMultiple'"),
      ("hasSuffix", [.string, .sequence], ["of"], "no exact matches in call to instance method 'hasSuffix'"),
      ("contains", [.array, .sequence], ["scope"], "extraneous argument label 'scope:' in call"),
      ("firstIndex", [.array, .sequence], ["x"], "incorrect argument label in call (have 'x:', expected 'of:')"),
      ("truncatingRemainder", [.double], ["by"], "incorrect argument label in call (have 'by:', expected 'dividingBy:')"),
      ("swapAt", [.array, .sequence], [], "missing arguments for parameters #1, #2 in call"),
      ("zip", [.global], [nil], "missing argument for parameter #2 in call"),
      ("append", [.array, .sequence], ["contentOf"], "no exact matches in call to instance method 'append'"),
      ("append", [.array, .sequence], [], "missing argument for parameter #1 in call"),
      ("reduce", [.array, .sequence], [nil], "missing argument for parameter #2 in call"),
      ("signum", [.int], [nil], "argument passed to call that takes no arguments"),
      ("truncatingRemainder", [.double], ["dividingBy", "by"], "extra argument 'by' in call"),
      ("min", [.array, .sequence], [nil], "missing argument label 'by:' in call"),
      ("enumerated", [.array, .sequence], [nil], "argument passed to call that takes no arguments"),
      ("contains", [.array, .sequence], ["x", "y"], "no exact matches in call to instance method 'contains'"),
      ("removeAll", [.array, .sequence], ["keepingCapacity"], "'removeAll(keepingCapacity:)' is not supported in the workbook"),
    ])
  func mismatches(name: String, kinds: [BuiltinKind], labels: [String?], message: String) {
    // Each argument a value that is not a closure (`1`, `"x"`).
    let arguments = labels.map { BuiltinSignatures.GivenArgument(label: $0, isTrailingClosure: false, isClosure: false) }
    #expect(BuiltinSignatures.mismatch(name, of: kinds, given: arguments, calling: "instance method") == message)
  }

  @Test("calls Swift accepts are accepted: every overload, trailing closures in a labelled parameter's place, variadic tails")
  func accepted() {
    let accepted: [(String, [BuiltinKind], [BuiltinSignatures.GivenArgument])] = [
      ("sorted", [.array, .sequence], given()),
      ("sorted", [.array, .sequence], given("by")),
      ("sorted", [.array, .sequence], given(nil, trailing: true)),
      ("first", [.array, .sequence], given(nil, trailing: true)),
      ("reduce", [.array, .sequence], given("into", nil, trailing: true)),
      ("min", [.global], given(nil, nil, nil, nil)),
      ("dropFirst", [.string, .sequence], given()),
      ("dropFirst", [.string, .sequence], given(nil)),
      ("isSubset", [.set, .sequence], given("of")),
      ("map", [.optional], given(nil, trailing: true)),
    ]
    for (name, kinds, arguments) in accepted {
      #expect(BuiltinSignatures.mismatch(name, of: kinds, given: arguments, calling: "instance method") == nil, "\(name)")
    }
  }

  @Test("a member the table does not list is left to the caller to report")
  func unlisted() {
    #expect(BuiltinSignatures.mismatch("frobnicate", of: [.array, .sequence], given: given(), calling: "instance method") == nil)
  }

  @Test("only members that change their value are mutating, by kind")
  func mutating() {
    #expect(BuiltinSignatures.isMutating("append", of: [.array, .sequence]))
    #expect(BuiltinSignatures.isMutating("insert", of: [.set, .sequence]))
    #expect(!BuiltinSignatures.isMutating("sorted", of: [.array, .sequence]))
    #expect(!BuiltinSignatures.isMutating("append", of: [.int]))
  }

  /// A value of each kind, to ask the evaluator for the members the table lists.
  private var samples: [(BuiltinKind, Value)] { [
    (.array, .array(ArrayValue([.int(1)], elementType: .int))), (.string, .string("ab")), (.character, .character("a")),
    (.set, .set(SetValue(elementType: .int))), (.dictionary, .dictionary(DictionaryValue(keyType: .string, valueType: .int))),
    (.range, .range(RangeValue(lower: 0, upper: 3, isClosed: false))), (.int, .int(7)), (.double, .double(2.5)),
  ] }

  @Test("the evaluator provides every member the table lists, with the table's overloads")
  func tableMatchesEvaluator() throws {
    let interpreter = Interpreter(registry: HostRegistry()) { _ in }
    for (kind, sample) in samples {
      let kinds = BuiltinKind.kinds(of: sample)
      #expect(kinds.first == kind)
      for (name, member) in BuiltinSignatures.table[kind] ?? [:] where !member.isMutating {
        let value = try interpreter.builtinMember(name, of: sample)
        guard case .function(let function)? = value else {
          Issue.record("\(kind) has no builtin member \(name)")
          continue
        }
        #expect(function.overloads?.map(\.description) == member.selectors.map(\.description), "\(kind).\(name)")
      }
    }
    for name in BuiltinSignatures.table[.global]?.keys ?? [:].keys {
      let function = try #require(interpreter.builtinFunction(name), "no global \(name)")
      #expect(function.overloads != nil, "\(name) is not checked")
    }
  }

  @Test("a builtin's verdict on plain arguments is kept for their count: another count, or a labelled one, is checked again")
  func keptVerdictOnPlainArguments() {
    let interpreter = Interpreter()
    let zip = FunctionValue(builtin: "zip", of: [.global]) { _ in .void }
    let plain = Argument(label: nil, value: .int(1))
    #expect(throws: Never.self) { try interpreter.checkArguments(of: zip, given: [plain, plain]) }
    #expect(zip.passingPlainArgumentCount == 2)
    #expect(throws: ScriptFailure.self) { try interpreter.checkArguments(of: zip, given: [plain]) }
    #expect(throws: ScriptFailure.self) { try interpreter.checkArguments(of: zip, given: [Argument(label: "x", value: .int(1)), plain]) }
    #expect(throws: Never.self) { try interpreter.checkArguments(of: zip, given: [plain, plain]) }
  }
}
