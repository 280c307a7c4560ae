// Parser+DisclosureGroup.swift: SwiftUI's `DisclosureGroup`, declared in the scene language: a row with its label
// and a disclosure chevron, and its content below the row while expanded.
// Rule: Apple: DisclosureGroup — developer.apple.com/documentation/swiftui/disclosuregroup ("a view that shows or
// hides another content view, based on the state of a disclosure control"; `init(_:content:)`,
// `init(_:isExpanded:content:)`, `init(content:label:)`, `init(isExpanded:content:label:)`; without a binding it
// starts collapsed). iOS's automatic style outside a List draws the row as a button: the label and a trailing
// chevron (SF Symbol `chevron.right`, about 7 × 12 pt, turned down by 90° when expanded) in the accent colour, the
// content under the row, leading-aligned. A render has no taps: the group shows the state its binding holds.
// Status: complete for these initialisers.

extension Parser {
    static let disclosureGroupSource = """
        struct DisclosureGroup: View {
            let label: some View
            let content: some View
            @Binding var isExpanded: Bool
            init(_ title: String, @ViewBuilder content: () -> some View) {
                self.label = Text(title)
                self.content = content()
                self._isExpanded = .constant(false)
            }
            init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> some View) {
                self.label = Text(title)
                self.content = content()
                self._isExpanded = isExpanded
            }
            init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View) {
                self.label = label()
                self.content = content()
                self._isExpanded = .constant(false)
            }
            init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View) {
                self.label = label()
                self.content = content()
                self._isExpanded = isExpanded
            }
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        label
                        Spacer()
                        Path { p in
                            p.move(to: CGPoint(x: 1, y: 1))
                            p.addLine(to: CGPoint(x: 6, y: 6))
                            p.addLine(to: CGPoint(x: 1, y: 11))
                        }
                        .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                        .frame(width: 7, height: 12)
                        .rotationEffect(.degrees(isExpanded ? 90 : 0))
                    }
                    .foregroundStyle(Color.accentColor)
                    if isExpanded {
                        content
                    }
                }
            }
        }
        """

    /// The declaration of `disclosureGroupSource`, placed nowhere in the user's file (empty ranges).
    static let disclosureGroupDeclarations: [Stmt] = prelude(disclosureGroupSource)
}
