import Foundation
import IdentityCore
import SwiftScript

/// Everything scripts can use beyond Swift itself: Foundation, Dispatch, the device's view
/// controller, MSAL, ADAL, and the workbook's own helpers, registered on one `HostRegistry`.
public enum Bindings {
  /// Registers every binding on `registry`.
  public static func register(on registry: HostRegistry) {
    // Entries run on the interpreter's own thread: take the caller's simulated world along.
    registry.contextCarrier = {
      let environment = SimulationEnvironment.current
      return { evaluation in environment.run(evaluation) }
    }
    FoundationBindings.register(on: registry)
    DispatchBindings.register(on: registry)
    DeviceBindings.register(on: registry)
    UIKitBindings.register(on: registry)

    registry.module("MSAL")
    MSALApplicationBindings.register(on: registry)
    MSALAccountBindings.register(on: registry)
    MSALTokenBindings.register(on: registry)
    MSALAuthorityBindings.register(on: registry)
    MSALErrorBindings.register(on: registry)

    registry.module("ADAL")
    ADALContextBindings.register(on: registry)
    ADALResultBindings.register(on: registry)
    ADALCacheBindings.register(on: registry)
    ADALConstantBindings.register(on: registry)

    WorkbookBindings.register(on: registry)
  }

  /// A registry with every binding.
  public static func makeRegistry() -> HostRegistry {
    let registry = HostRegistry()
    register(on: registry)
    return registry
  }

  /// An interpreter whose scripts can use every binding; `output` receives what they print.
  public static func makeInterpreter(output: @escaping (String) -> Void = { Swift.print($0, terminator: "") }) -> Interpreter {
    Interpreter(registry: makeRegistry(), output: output)
  }
}
