// FontSpan.swift: part of a laid-out string set in another font of the same size.
// Rule: SwiftUI renders a LocalizedStringKey's Markdown as an AttributedString whose runs carry their own font
// (bold, italic, monospaced code; Apple: Text.init(_:tableName:bundle:comment:),
// developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)); each span's characters are
// shaped with its font's chain exactly as the layout's own characters are with the layout font (TextLayoutBuilder).
// The size is the layout's (`credit` scales every face by it).

/// A UTF-8 byte range of the layout string and the font it is set in.
public struct FontSpan: Hashable, Sendable {
    public var utf8: Range<Int>
    public var font: FontDescriptor

    public init(utf8: Range<Int>, font: FontDescriptor) {
        self.utf8 = utf8
        self.font = font
    }
}
