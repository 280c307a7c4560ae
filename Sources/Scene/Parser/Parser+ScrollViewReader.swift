// Parser+ScrollViewReader.swift: SwiftUI's `ScrollViewReader`, declared in the scene language: its content, built
// with a proxy whose `scrollTo(_:anchor:)` changes nothing.
// Rule: Apple: ScrollViewReader — developer.apple.com/documentation/swiftui/scrollviewreader ("a view that provides
// programmatic scrolling, by working with a proxy to scroll to known child views"; the content is laid out as
// written) and ScrollViewProxy.scrollTo(_:anchor:) ("it is invalid to call the proxy during the content closure's
// execution": it runs only in actions). A recording's actions do not move the scroll view through the proxy; a
// scene scrolls with `.scrollPosition(id:)` (ScrollPositionModifier). Status: the reader and the proxy's method.

extension Parser {
    static let scrollViewReaderSource = """
        struct ScrollViewProxy {
            func scrollTo<ID: Equatable>(_ id: ID, anchor: UnitPoint? = nil) {}
        }
        struct ScrollViewReader: View {
            let content: some View
            init(@ViewBuilder content: (ScrollViewProxy) -> some View) {
                self.content = content(ScrollViewProxy())
            }
            var body: some View {
                content
            }
        }
        """

    /// The declarations of `scrollViewReaderSource`, placed nowhere in the user's file (empty ranges).
    static let scrollViewReaderDeclarations: [Stmt] = prelude(scrollViewReaderSource)
}
