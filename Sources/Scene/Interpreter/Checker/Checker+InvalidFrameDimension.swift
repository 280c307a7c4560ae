// Checker+InvalidFrameDimension.swift: `.frame(width: .infinity)` as SwiftUI renders it.
// Rule: SwiftUI's fixed frame drops a negative or non-finite dimension, logging "Invalid frame dimension (negative or
// non-finite)" (OpenSwiftUI, Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift, `_FrameLayout.init`), so
// `.frame(width: .infinity)` — a common slip for `maxWidth: .infinity` in real files — renders as if the width were
// not given. anim does the same for an infinity *written* there, with a located warning; a NaN or infinity computed
// at run time stays a located error (issue #14, item 6), since it is almost always an arithmetic mistake.

extension Checker {
    /// `call` without its `width:`/`height:` arguments written as `.infinity` (`CGFloat.infinity`,
    /// `Double.infinity`), each dropped with a warning; nil when there is none.
    mutating func droppingInfiniteFrameDimensions(_ call: CallSite) -> CallSite? {
        var kept: [Argument] = []
        for argument in call.arguments {
            guard argument.label == "width" || argument.label == "height", argument.value.isInfinityLiteral else {
                kept.append(argument)
                continue
            }
            let axis = argument.label == "width" ? "Width" : "Height"
            diagnostics.warning(
                "invalid frame dimension: SwiftUI ignores a non-finite \(argument.label ?? "") (it logs \"Invalid "
                    + "frame dimension (negative or non-finite)\"), and so does anim",
                at: argument.range, hint: "to fill the space offered, write 'max\(axis): .infinity'")
        }
        guard kept.count != call.arguments.count else { return nil }
        var rewritten = call
        rewritten.arguments = kept
        return rewritten
    }
}

extension Expr {
    /// `.infinity`, `CGFloat.infinity`, `Double.infinity` or `Float.infinity`, possibly in parentheses.
    var isInfinityLiteral: Bool {
        switch kind {
        case .implicitMember("infinity"): true
        case .member(let base, "infinity", _, _):
            if case .identifier(let type) = base.kind { ["CGFloat", "Double", "Float"].contains(type) } else { false }
        case .paren(let e): e.isInfinityLiteral
        default: false
        }
    }
}
