#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// Lets go of what dying class instances held one after another, never one inside another.
///
/// An instance's stored properties are released when it goes, and releasing one may end another
/// instance, whose properties are released in turn: a linked list of a few million nodes would
/// nest that many releases on the native stack and overflow it (the process would die where
/// compiled Swift lives on). So the first instance to go on a thread becomes the chain's driver:
/// each instance that goes while it drives hands its values to the chain instead of releasing
/// them, and the driver releases them one by one. Values are taken last slot first and released
/// from the end, so instances go in the order the nested releases would have ended them (a
/// property's whole chain before the next property); that order is what a class's `deinit`
/// (``DeinitQueue``) makes visible.
enum ReleaseChain {
  /// One thread's values waiting to be released, and whether a driver is releasing them.
  final class Pending {
    var values: [Value] = []
    var isDriving = false
  }

  /// Releases the `count` values at `slots` (their storage is left uninitialized).
  static func release(_ slots: UnsafeMutablePointer<Value?>, count: Int) {
    let pending = current
    var slot = count
    while slot > 0 {
      slot -= 1
      if let value = (slots + slot).move() { pending.values.append(value) }
    }
    guard !pending.isDriving else { return }
    pending.isDriving = true
    while let _ = pending.values.popLast() {}
    pending.isDriving = false
    // (A long chain's worth of room is not kept for the thread's life.)
    if pending.values.capacity > 4096 { pending.values = [] }
  }

  /// This thread's chain.
  private static var current: Pending {
    if let stored = pthread_getspecific(key) { return Unmanaged<Pending>.fromOpaque(stored).takeUnretainedValue() }
    let made = Pending()
    pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
    return made
  }

  /// The thread-specific slot of each thread's chain (released with its thread).
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
      pthread_key_create(&key) { Unmanaged<Pending>.fromOpaque($0).release() }
    #else
      pthread_key_create(&key) { stored in if let stored { Unmanaged<Pending>.fromOpaque(stored).release() } }
    #endif
    return key
  }()
}
