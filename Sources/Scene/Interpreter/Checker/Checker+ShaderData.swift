// Checker+ShaderData.swift: `floats.withUnsafeBytes { Data($0) }`, the other way SwiftUI code turns a `[Float]` into
// the `Data` of `Shader.Argument.data(_:)`. Rule: Apple: Array.withUnsafeBytes(_:) — "Calls the given closure with
// a pointer to the underlying bytes of the array's contiguous storage" and returns the closure's result; the
// buffer is an UnsafeRawBufferPointer, which `Data(_:)` copies. Here the buffer is a `Data` value of the array's
// Float32 little-endian bytes (Builtins+ShaderData.swift), so `Data($0)` is that copy. Status: complete for
// single-expression closures over `[Float]`/`[Double]`/`[CGFloat]` arrays.

extension Checker {
    mutating func checkWithUnsafeBytes(_ receiver: Typed, _ call: CallSite) -> Typed {
        let range = call.range
        guard case .array(.double) = receiver.type else {
            diagnostics.error(
                "withUnsafeBytes is supported on [Float] arrays in scenes, not '\(receiver.type)'", at: range,
                hint: "build the bytes with Data([UInt8]) or a [Float] array")
            return .error
        }
        let closure =
            call.trailing ?? call.arguments.last.flatMap { if case .closure(let c) = $0.value.kind { c } else { nil } }
        guard let closure, let body = Checker.closureExpression(closure.body) else {
            diagnostics.error(
                "withUnsafeBytes needs a single-expression closure", at: range, hint: "write '{ Data($0) }'")
            return .error
        }
        guard closure.parameters.count <= 1 else {
            diagnostics.error(
                "contextual closure type '(UnsafeRawBufferPointer) throws -> Data' expects 1 argument, but \(closure.parameters.count) were used in closure body",
                at: closure.range)
            return .error
        }
        pushScope()
        defer { popScope() }
        let name = closure.parameters.first?.name ?? "$0"
        let slot = declareLocal(name, type: .data, mutable: false, at: closure.parameters.first?.range ?? closure.range)
        let typed = check(body, expected: nil)
        if typed.type == .error { return .error }
        // The array's bytes as a one-element array, mapped by the closure, then unwrapped.
        let lent = apply({ v, _ in .array([.data(Builtins.float32Bytes(v[0].array))]) }, [receiver.ir], range)
        let mapped = IR.intrinsic(.map(lent, slots: [slot], body: typed.ir))
        return Typed(ir: apply({ v, _ in v[0].array.first ?? .void }, [mapped], range), type: typed.type)
    }
}
