// Parser+AnimatableModifier.swift: `struct Fade: AnimatableModifier { … }`, iOS 13's protocol for a modifier whose
// properties animate.
// Rule: Apple: AnimatableModifier — developer.apple.com/documentation/swiftui/animatablemodifier: "deprecated; use
// Animatable directly", declared `protocol AnimatableModifier: Animatable, ViewModifier`. It adds no requirement of its
// own, so a conformance to it is read as the two it refines, and the struct is checked, evaluated and animated exactly
// as `struct Fade: ViewModifier, Animatable` is. Status: complete.

extension Parser {
    /// `conformances` with each protocol that only combines others (`AnimatableModifier`) replaced by those others,
    /// each at the written name's range.
    static func expandingConformanceAliases(
        _ conformances: [(name: String, range: SourceRange)]
    ) -> [(name: String, range: SourceRange)] {
        conformances.flatMap { conformance -> [(name: String, range: SourceRange)] in
            guard conformance.name == "AnimatableModifier" else { return [conformance] }
            return [("ViewModifier", conformance.range), ("Animatable", conformance.range)]
        }
    }
}
