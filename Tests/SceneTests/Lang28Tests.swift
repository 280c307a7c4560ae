// Lang28Tests.swift: constructs real files still hit (issue #14): Dynamic Type sizes compared by size.
// Rule: Apple: DynamicTypeSize (Comparable: xSmall … xxxLarge, accessibility1 … accessibility5, increasing;
// isAccessibilitySize) and ContentSizeCategory (Comparable; isAccessibilityCategory); the environment's value is
// `.large` (the system default a render draws at). Expected strings follow from that order applied to the written values.

import Foundation
import Layout
import Scene
import Testing

struct Lang28Tests {
    private func texts(_ source: String) throws -> [String] {
        PastedScene.texts(try PastedScene.leaves(source, path: "lang28.scene"))
    }

    /// corpus27/33: `if dynamicType >= dynamicTypeThreshold` with a stored `DynamicTypeSize` threshold, and the other
    /// comparisons and `isAccessibilitySize` against the environment's `.large`.
    @Test func dynamicTypeSizesCompareBySize() throws {
        let source = """
            import SwiftUI
            struct R: View {
                var threshold: DynamicTypeSize = .xxLarge
                @Environment(\\.dynamicTypeSize) private var size
                @Environment(\\.sizeCategory) private var category
                var body: some View {
                    VStack {
                        if size >= threshold { Text("big") } else { Text("regular") }
                        Text("\\(size > .medium) \\(size < .large) \\(size <= .large) \\(DynamicTypeSize.accessibility1 > .xxxLarge)")
                        Text("\\(size.isAccessibilitySize) \\(DynamicTypeSize.accessibility2.isAccessibilitySize)")
                        Text("\\(category < .extraLarge) \\(category.isAccessibilityCategory) \\(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)")
                    }
                }
            }
            #Preview { R() }
            """
        #expect(try texts(source) == ["regular", "true false true true", "false true", "true false true"])
    }
}
