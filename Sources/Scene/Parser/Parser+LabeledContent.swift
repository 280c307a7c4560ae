// Parser+LabeledContent.swift: SwiftUI's `LabeledContent`, declared in the scene language: a label at the leading
// edge and its value at the trailing edge in the secondary style, as iOS's automatic style draws a settings row.
// Rule: Apple: LabeledContent — developer.apple.com/documentation/swiftui/labeledcontent (`init(_:value:)` with a
// string value, `init(_:content:)`, `init(content:label:)`); "In a Form the system displays the label leading and the
// content trailing" (the automatic style, iOS 16+), the value in the secondary foreground style. Status: these three
// initialisers; `init(_:value:format:)` is read as `init(_:content:)` with `Text(value, format:)`
// (Checker+LabeledContentFormat).

extension Parser {
    static let labeledContentSource = """
        struct LabeledContent: View {
            let label: some View
            let content: some View
            init(_ title: String, value: String) {
                self.label = Text(title)
                self.content = Text(value)
            }
            init(_ title: String, @ViewBuilder content: () -> some View) {
                self.label = Text(title)
                self.content = content()
            }
            init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View) {
                self.label = label()
                self.content = content()
            }
            var body: some View {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 0)
                    content.foregroundStyle(.secondary)
                }
            }
        }
        """

    /// The declaration of `labeledContentSource`, placed nowhere in the user's file (empty ranges).
    static let labeledContentDeclarations: [Stmt] = prelude(labeledContentSource)
}
