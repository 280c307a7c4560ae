// TextEnvironmentFlagTests.swift: ViewNode.readsTextEnvironment, the flag by which the text-environment walk skips
// subtrees without text (Layout TextEnvironment.swift), is set wherever a Text, GeometryReader or Canvas sits (leaf,
// stack child, modifier content, background/overlay), follows writes of `kind`, and the walk still resolves what is
// written above the texts it reaches.

import Geometry
import Scene
import Testing

@testable import Layout

@Suite struct TextEnvironmentFlagTests {
    static let text = ViewNode(.text(TextContent("Hi")))
    static let blue = Color(red: 0, green: 0, blue: 1)

    @Test func flagFollowsWhereTextSits() {
        let plain = rect(10, 10).m(.fill(Self.blue)).m(.rotationEffect(.degrees(30), anchor: .center))
        #expect(!plain.readsTextEnvironment)
        #expect(!zstack(plain, plain, rect(4, 4)).readsTextEnvironment)
        #expect(!ViewNode(.empty).readsTextEnvironment)
        // A font written over no text reads nothing either.
        #expect(!plain.m(.text(.font(SceneFont(.system(size: 30, design: .default))))).readsTextEnvironment)

        #expect(Self.text.readsTextEnvironment)
        #expect(Self.text.m(.opacity(0.5)).m(.position(x: 3, y: 4)).readsTextEnvironment)
        #expect(zstack(plain, vstack(rect(1, 1), Self.text)).readsTextEnvironment)
        #expect(ViewNode(.group([plain, Self.text])).readsTextEnvironment)
        #expect(plain.m(.background(Self.text, alignment: .center)).readsTextEnvironment)
        #expect(plain.m(.overlay(vstack(Self.text), alignment: .center)).readsTextEnvironment)

        let reader = ViewNode(
            AppliedView(name: "GeometryReader", arguments: [], view: GeometryReaderContent { _, _, _ in [] }))
        let canvas = ViewNode(AppliedView(name: "Canvas", arguments: [], view: CanvasContent { _ in [] }))
        #expect(reader.readsTextEnvironment && canvas.readsTextEnvironment)
        #expect(zstack(plain, reader.m(.frame(width: 5, height: 5, alignment: .center))).readsTextEnvironment)
    }

    @Test func writingKindRecomputesTheFlag() {
        var node = rect(10, 10)
        #expect(!node.readsTextEnvironment)
        node.kind = .modified(Self.text, AppliedModifier.opacity(1))
        #expect(node.readsTextEnvironment)
        // The flag shares a word with the range: writing one keeps the other.
        let range = SourceRange(
            start: SourceLocation(line: 3, column: 4, offset: 50), end: SourceLocation(line: 9, column: 2, offset: 80))
        node.range = range
        #expect(node.readsTextEnvironment && node.range == range)
        node.kind = .group([rect(1, 1)])
        #expect(!node.readsTextEnvironment && node.range == range)
        // A box written with new children or a new secondary view takes their flags.
        guard case .view(var stack) = zstack(rect(1, 1)).kind else {
            Issue.record("a ZStack is a view node")
            return
        }
        #expect(!stack.readsTextEnvironment)
        stack.children.append(Self.text)
        #expect(stack.readsTextEnvironment)
        var overlay = AppliedModifier.overlay(rect(1, 1), alignment: .center)
        #expect(!overlay.secondaryReadsTextEnvironment)
        overlay.secondary = Self.text
        #expect(overlay.secondaryReadsTextEnvironment)
    }

    /// The walk still reaches a text beside text-free siblings and inside a background, under the font written
    /// above each: 40 pt lays out taller than the default body size, and equal to the same text written with 40 pt.
    @Test func fontsAboveTextStillResolve() {
        let big = TextModifier.font(SceneFont(.system(size: 40, design: .default)))
        let plain = rect(10, 10).m(.fill(Self.blue))
        func textHeight(_ root: ViewNode) -> Double? {
            LayoutEngine(canvas: Size(width: 400, height: 300), scale: 1).leaves(of: root)
                .first { if case .text = $0.content { true } else { false } }?.frame.height
        }
        let bodyHeight = textHeight(zstack(plain, Self.text))
        let inStack = textHeight(zstack(plain, vstack(plain, Self.text)).m(.text(big)))
        let inBackground = textHeight(plain.m(.background(Self.text, alignment: .center)).m(.text(big)))
        let direct = textHeight(Self.text.m(.text(big)))
        #expect(bodyHeight != nil && inStack != nil && direct != nil)
        #expect(inStack! > bodyHeight! + 10)
        #expect(inStack == direct && inBackground == direct)
    }
}
