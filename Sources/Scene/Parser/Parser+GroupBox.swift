// Parser+GroupBox.swift: SwiftUI's `GroupBox`, declared in the scene language: its label above its content, inset
// on a rounded rectangle of the secondary grouped background, as iOS's automatic group box style draws it.
// Rule: Apple: GroupBox — developer.apple.com/documentation/swiftui/groupbox (`init(content:)`,
// `init(_:content:)` with a title, `init(content:label:)`, `init(label:content:)`); DefaultGroupBoxStyle on iOS: a
// rounded rectangle (radius 8) of secondarySystemBackground (242, 242, 247), 16 pt of padding, the label in
// `.headline` above the content, 8 pt apart, both leading-aligned. Status: complete for these initialisers.

extension Parser {
    static let groupBoxSource = """
        struct GroupBox: View {
            let label: some View
            let content: some View
            init(@ViewBuilder content: () -> some View) {
                self.label = EmptyView()
                self.content = content()
            }
            init(_ title: String, @ViewBuilder content: () -> some View) {
                self.label = Text(title)
                self.content = content()
            }
            init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View) {
                self.label = label()
                self.content = content()
            }
            init(label: some View, @ViewBuilder content: () -> some View) {
                self.label = label
                self.content = content()
            }
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    label.font(.headline)
                    content
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(16)
                .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255), in: RoundedRectangle(cornerRadius: 8))
            }
        }
        """

    /// The declaration of `groupBoxSource`, placed nowhere in the user's file (empty ranges).
    static let groupBoxDeclarations: [Stmt] = prelude(groupBoxSource)
}
