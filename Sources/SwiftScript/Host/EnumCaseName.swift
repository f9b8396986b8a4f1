/// The Swift runtime's reader of a case name from an enum's reflection metadata, the one
/// `Mirror` and `print` use for an enum without a custom description (exported by the runtime
/// on Linux and Apple platforms alike, under this name since Swift 5).
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The name of the case `value` holds (`internalErrorRedirectSchemeNotRegistered`), or nil when
/// `value` is not an enum or its type carries no reflection metadata.
///
/// For an enum without a custom description this is the text `String(describing:)` prints, but
/// `String(describing:)` first asks the runtime whether the type conforms to each printing
/// protocol (`TextOutputStreamable`, `CustomStringConvertible`, `CustomReflectable`…), and each
/// first question about a type scans every conformance record in the process (about 0.7 M
/// instructions each; callgrind: a tenth of a short lesson run went to naming one enum's cases).
public func enumCaseName<T>(_ value: T) -> String? {
  runtimeEnumCaseName(value).map { String(cString: $0) }
}
