// InOutWrite.swift: an `inout` parameter's write-back after a call (Checker+InOut, Evaluator.call).

/// After the call, the callee's parameter `slot` is stored at `target` (where the `&x` argument lives).
struct InOutWrite: Sendable {
    var slot: Int
    var target: MutationTarget
}
