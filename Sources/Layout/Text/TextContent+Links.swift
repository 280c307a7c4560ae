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
    /// which sets "the tint color within this view", links included). Then the runs of a joined Text that have a
    /// foreground colour of their own (TextContent.joinedRuns): a link inside such a run keeps the tint (the first
    /// run holding a glyph colours it, TextInk).
    func linkRuns(tint: Color) -> [ColoredTextRun] {
        spans.compactMap { $0.link ? ColoredTextRun(utf8: $0.utf8, color: tint) : nil }
            + joinedRuns.compactMap { run in run.color.map { ColoredTextRun(utf8: run.utf8, color: $0) } }
    }
}
