// Parser+ViewDimensions.swift: the `ViewDimensions` an `.alignmentGuide` closure receives, declared in the scene
// language.
// Rule: Apple: ViewDimensions — developer.apple.com/documentation/swiftui/viewdimensions: `width`, `height` and a
// guide's value by subscript (`d[.top]`, `d[HorizontalAlignment.center]`, `d[.firstTextBaseline]`), which the checker
// reads as members of this struct (Checker+AlignmentGuide); the baselines are filled in by layout
// (Evaluator+AlignmentGuide). Status: complete for the standard guides; `d[explicit:]` is nil (Checker+ExplicitGuide).

extension Parser {
    static let viewDimensionsSource = """
        struct ViewDimensions {
            let width: CGFloat
            let height: CGFloat
            let _firstTextBaseline: CGFloat
            let _lastTextBaseline: CGFloat
        }
        """

    /// The declaration of `viewDimensionsSource`, placed nowhere in the user's file.
    static let viewDimensionsDeclarations: [Stmt] = prelude(viewDimensionsSource)
}
