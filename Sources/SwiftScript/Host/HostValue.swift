import Foundation

/// A host object or value (an `MSALAccount`, an `NSError`, a `URL`) and its registered type.
///
/// Both live in one immutable reference (an `Any` alone takes four words), so that a `Value`
/// stays three words.
public struct HostValue {
  private final class Storage {
    let object: Any
    let type: HostType

    init(object: Any, type: HostType) {
      self.object = object
      self.type = type
    }
  }

  private let storage: Storage

  public init(_ object: Any, type: HostType) {
    storage = Storage(object: object, type: type)
  }

  public var object: Any { storage.object }
  public var type: HostType { storage.type }

  /// Whether both wrap the same object (classes) or equal values (`Equatable` host values).
  func isIdentical(to other: HostValue) -> Bool {
    if Swift.type(of: object) is AnyClass, Swift.type(of: other.object) is AnyClass {
      let left = object as AnyObject
      let right = other.object as AnyObject
      if left === right { return true }
      if let left = left as? NSObject, let right = right as? NSObject { return left.isEqual(right) }
      return false
    }
    if let left = object as? AnyHashable, let right = other.object as? AnyHashable { return left == right }
    return false
  }
}
