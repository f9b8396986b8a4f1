/// The frame of a function's last call, kept for its next call when nothing else held it once the
/// call was over: a call then allocates no frame, no variables for its parameters and, for a
/// method, no scope for `self` (a call of `Node(value:next:)` made four objects it freed again).
///
/// A kept frame holds nothing of the program's: its parameters' variables are emptied, its other
/// locals and outer variables let go, a method scope's `self` too, so an instance is released when
/// its last use is (issue 30 makes `deinit` observable). Taking it binds the outer names again,
/// from the same scope, as ``Frame/make(for:in:expecting:)`` would: a name redeclared at the prompt
/// since is found anew. Only one call at a time holds the frame (it is taken, not shared), so a
/// recursive call makes its own and leaves it for the next.
extension FunctionValue {
  /// The kept frame, made ready for a call of `unit` (the function's compiled body) with `self`
  /// bound to `selfVariable`; nil when none was kept, or when it was made for another kind of call.
  func takeSpareFrame(for unit: CompiledUnit, selfVariable: Variable?) -> Frame? {
    guard let frame = spareFrame else { return nil }
    spareFrame = nil
    guard frame.localCount == unit.localCount, frame.outerCount == unit.outerNames.count, let closureScope else { return nil }
    let scope = frame.scope
    if let selfVariable {
      guard scope !== closureScope, scope.parent === closureScope else { return nil }
      scope.replaceSelf(with: selfVariable)
    } else if scope !== closureScope {
      return nil
    }
    frame.bindOuterVariables(unit.outerNames, selfVariable: selfVariable)
    return frame
  }

  /// The kept frame of an initializer made ready for a call of `unit` (its compiled body) by
  /// `InitializerSite`, with its scope's `self` variable: the one the last call left there,
  /// emptied (no stamp moves), or a new one; nil when no frame was kept, or one for another kind
  /// of call.
  func takeSpareInitializerFrame(for unit: CompiledUnit) -> (frame: Frame, selfVariable: Variable)? {
    guard let frame = spareFrame else { return nil }
    spareFrame = nil
    guard frame.localCount == unit.localCount, frame.outerCount == unit.outerNames.count, let closureScope else { return nil }
    let scope = frame.scope
    guard scope !== closureScope, scope.parent === closureScope else { return nil }
    let selfVariable: Variable
    if let kept = scope.selfVariable, !kept.isConstant, kept.declaredType == nil {
      selfVariable = kept
    } else {
      selfVariable = Variable(name: "self", value: .void, isConstant: false, declaredType: nil)
      scope.replaceSelf(with: selfVariable)
    }
    frame.bindOuterVariables(unit.outerNames, selfVariable: selfVariable)
    return (frame, selfVariable)
  }

  /// Keeps the frame a call ran in for the next call, when nothing but the call holds it (no
  /// closure made in the body captured its scope) and no frame is kept yet; emptied first.
  /// `parameterSlots`: how many of its first locals are parameters (kept, emptied, for reuse).
  func keepSpareFrame(_ frame: inout Frame?, parameterSlots: Int) {
    guard spareFrame == nil, isKnownUniquelyReferenced(&frame), let kept = frame, kept.releaseForReuse(parameterSlots: parameterSlots,
      ownsScope: kept.scope !== closureScope)
    else { return }
    spareFrame = kept
  }
}

extension Frame {
  var localCount: Int { header.localCount }
  var outerCount: Int { header.outerCount }

  /// The parameter variable in `slot`, given `value`: the one a kept frame holds, when it was made
  /// for the same parameter, else a new one stored there.
  func parameterVariable(_ slot: Int, name: String, value: Value, isConstant: Bool, declaredType: ScriptType?) -> Variable {
    if let kept = self[local: slot], kept.isConstant == isConstant, kept.declaredType == declaredType, kept.name == name {
      kept.value = value
      return kept
    }
    let variable = Variable(name: name, value: value, isConstant: isConstant, declaredType: declaredType)
    self[local: slot] = variable
    return variable
  }

  /// Empties the frame for its next call: the parameters' variables nothing else holds are kept
  /// with no value, every other slot let go, then the scope's `self` too when the scope is the
  /// frame's own (`ownsScope`, a method's: as Swift lets a method's locals go before the instance
  /// it was called on). False when the scope is held elsewhere (a closure made in the body holds
  /// it): the frame is not kept then.
  func releaseForReuse(parameterSlots: Int, ownsScope: Bool) -> Bool {
    withUnsafeMutablePointers { header, slots in
      if ownsScope {
        guard isKnownUniquelyReferenced(&header.pointee.scope) else { return false }
      }
      defer { if ownsScope { header.pointee.scope.releaseSelfForReuse() } }
      let localCount = header.pointee.localCount
      // Last to first, as Swift releases locals (`Frame`'s deinit).
      for slot in (0..<(localCount + header.pointee.outerCount)).reversed() {
        if slot < parameterSlots, isKnownUniquelyReferenced(&slots[slot]) {
          slots[slot]?.value = .void
        } else {
          slots[slot] = nil
        }
      }
      return true
    }
  }
}
