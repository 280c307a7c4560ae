// Checker+ScrollPosition.swift: `scrollPosition(id: $selected)`: the scroll view reads the bound value (which view to
// show, ScrollPositionModifier in Layout); it never writes it, as a render never scrolls by hand.
// Rule: Apple: View.scrollPosition(id:anchor:) — developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)
// (the binding both sets and reports the scrolled-to view; in a render only setting happens). Status: complete for a
// `$name` binding; other binding expressions are read through the same modifier as values.

extension Checker {
    /// The call with `id: $name` read as `id: name`, for `scrollPosition`; any other call as it is.
    static func readingScrollPositionBinding(_ name: String, _ call: CallSite) -> CallSite {
        guard name == "scrollPosition" else { return call }
        var call = call
        for (i, argument) in call.arguments.enumerated() where argument.label == "id" {
            if case .identifier(let bound) = argument.value.kind, bound.hasPrefix("$"), bound.count > 1 {
                call.arguments[i].value = Expr(.identifier(String(bound.dropFirst())), argument.value.range)
            }
        }
        return call
    }
}
