// TextContent+Links.swift: a Text's Markdown links drawn in the tint, the rest in the foreground style.
// Rule: Apple: Text.init(_:tableName:bundle:comment:) — developer.apple.com/documentation/swiftui/text/
// init(_:tablename:bundle:comment:) (a string literal's Markdown, links included) and View.tint(_:) —
// developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq ("Sets the tint color within this view"; a link is
// drawn in it, system blue by default). A link is not underlined on iOS. Status: complete for Markdown links.

import Geometry
import Scene

extension TextContent {
    /// The Markdown links' runs in `tint`: SwiftUI draws a link of a LocalizedStringKey in the environment's tint and
    /// the rest of the Text in its foreground style (Apple: Text — developer.apple.com/documentation/swiftui/text,
    /// "Styling the view's text"; View.tint(_:) — developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq,
    /// which sets "the tint color within this view", links included).
    func linkRuns(tint: Color) -> [ColoredTextRun] {
        spans.compactMap { $0.link ? ColoredTextRun(utf8: $0.utf8, color: tint) : nil }
    }
}
