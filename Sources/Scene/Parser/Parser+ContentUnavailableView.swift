// Parser+ContentUnavailableView.swift: SwiftUI's `ContentUnavailableView` (iOS 17), declared in the scene language:
// the empty state of a list or a search, centred in the space it is given.
// Rule: Apple: ContentUnavailableView — developer.apple.com/documentation/swiftui/contentunavailableview
// (`init(_:systemImage:description:)`, `init(label:description:actions:)`, `static var search`,
// `static func search(text:)`); as iOS 17 draws it: the symbol in the secondary colour at a large size, the title in
// `.title2` bold, the description in `.callout` secondary, centred, the whole filling its space. Status: complete for
// these initialisers; the symbol is anim's placeholder glyph (SymbolPlaceholder.swift).

extension Parser {
    static let contentUnavailableSource = """
        struct ContentUnavailableView: View {
            let icon: some View
            let label: some View
            let details: some View
            let actions: some View
            init(_ title: String, systemImage: String) {
                self.icon = Image(systemName: systemImage)
                self.label = Text(title)
                self.details = EmptyView()
                self.actions = EmptyView()
            }
            init(_ title: String, systemImage: String, description: Text) {
                self.icon = Image(systemName: systemImage)
                self.label = Text(title)
                self.details = description
                self.actions = EmptyView()
            }
            init(@ViewBuilder label: () -> some View) {
                self.icon = EmptyView()
                self.label = label()
                self.details = EmptyView()
                self.actions = EmptyView()
            }
            init(@ViewBuilder label: () -> some View, @ViewBuilder description: () -> some View) {
                self.icon = EmptyView()
                self.label = label()
                self.details = description()
                self.actions = EmptyView()
            }
            init(@ViewBuilder label: () -> some View, @ViewBuilder description: () -> some View, @ViewBuilder actions: () -> some View) {
                self.icon = EmptyView()
                self.label = label()
                self.details = description()
                self.actions = actions()
            }
            static var search: ContentUnavailableView {
                ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
            }
            static func search(text: String) -> ContentUnavailableView {
                ContentUnavailableView("No Results for \u{201C}\\(text)\u{201D}", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
            }
            var body: some View {
                VStack(spacing: 16) {
                    VStack(spacing: 8) {
                        icon.font(.system(size: 48)).foregroundStyle(.secondary)
                        label.font(.title2.bold())
                        details.font(.callout).foregroundStyle(.secondary).multilineTextAlignment(.center)
                    }
                    actions
                }
                .padding()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        """

    /// The declaration of `contentUnavailableSource`, placed nowhere in the user's file (empty ranges).
    static let contentUnavailableDeclarations: [Stmt] = prelude(contentUnavailableSource)
}
