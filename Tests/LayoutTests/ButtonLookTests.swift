// ButtonLookTests.swift: `.controlSize(_:)` and `.buttonBorderShape(_:)` on bordered buttons (ButtonLook,
// ButtonView.borderedMetrics and borderedShape).
// Rule: Apple: View.controlSize(_:), View.buttonBorderShape(_:) — the nearest one written above a button wins, as an
// environment value does. Expected sizes follow from ButtonView's insets per size (3/8, 5/10, 7/12, 14/20 pt
// [UNCONF]): the bordered background is the label's box grown by twice the insets.

import Geometry
import Layout
import Render
import Scene
import Testing

@Suite struct ButtonLookTests {
    /// The frame and shape of each bordered background (a shape leaf), in order.
    static func backgrounds(_ body: String) throws -> [(frame: Rect, kind: ShapeKind)] {
        try sceneLeaves(body, width: 400, height: 300).compactMap { leaf in
            if case .shape(let kind) = leaf.content { (leaf.frame, kind) } else { nil }
        }
    }

    static func button(_ modifiers: String) -> String {
        #"Button("Rounded") { }.buttonStyle(.bordered)"# + modifiers
    }

    @Test func controlSizesGrowTheBorderedBox() throws {
        // The bordered box is the label's grown by twice the size's insets (vertical, horizontal).
        let insets = [
            "mini": (3.0, 8.0), "small": (5, 10), "regular": (7, 12), "large": (14, 20), "extraLarge": (14, 20),
        ]
        for (size, (v, h)) in insets {
            let body = Self.button(".controlSize(.\(size))")
            let b = try Self.backgrounds(body)
            let text = try sceneLeaves(body, width: 400, height: 300).compactMap { leaf -> Rect? in
                if case .text = leaf.content { leaf.frame } else { nil }
            }
            try #require(b.count == 1 && text.count == 1, "\(size): \(b)")
            #expect(abs(b[0].frame.height - text[0].height - 2 * v) < 0.01, "\(size): \(b[0].frame) \(text[0])")
            #expect(abs(b[0].frame.width - text[0].width - 2 * h) < 0.01, "\(size): \(b[0].frame) \(text[0])")
        }
        let plain = try Self.backgrounds(Self.button(""))
        let regular = try Self.backgrounds(Self.button(".controlSize(.regular)"))
        #expect(plain.map(\.frame) == regular.map(\.frame), "regular is the default")
        let kinds = try Self.backgrounds(Self.button(".controlSize(.large)")).map(\.kind)
        #expect(kinds == [.roundedRectangle(cornerRadius: 12, style: .continuous)])
    }

    /// The nearest `.controlSize` wins; one written on a container reaches every button in it; a value held in a
    /// variable is read when the scene runs.
    @Test func nearestSizeWinsAndReachesContainers() throws {
        let large = try Self.backgrounds(Self.button(".controlSize(.large)"))[0].frame.size
        let small = try Self.backgrounds(Self.button(".controlSize(.small)"))[0].frame.size
        let nested = try Self.backgrounds(Self.button(".controlSize(.small).controlSize(.large)"))
        #expect(nested.map(\.frame.size) == [small])
        let stack = try Self.backgrounds(
            #"VStack { Button("Rounded") { }; Button("Rounded") { } }.buttonStyle(.bordered).controlSize(.large)"#)
        #expect(stack.map(\.frame.size) == [large, large])
        let variable = try Self.backgrounds(
            """
            struct V: View {
                @State var size: ControlSize = .large
                var body: some View { Button("Rounded") { }.buttonStyle(.borderedProminent).controlSize(size) }
            }
            V()
            """)
        #expect(variable.map(\.frame.size) == [large])
    }

    @Test(arguments: [
        (".buttonBorderShape(.capsule)", ShapeKind.capsule(style: .circular)),
        (".buttonBorderShape(.circle)", ShapeKind.circle),
        (".buttonBorderShape(.roundedRectangle)", ShapeKind.roundedRectangle(cornerRadius: 8, style: .continuous)),
        (
            ".buttonBorderShape(.roundedRectangle(radius: 3))",
            ShapeKind.roundedRectangle(cornerRadius: 3, style: .continuous)
        ),
        (".buttonBorderShape(.automatic)", ShapeKind.roundedRectangle(cornerRadius: 8, style: .continuous)),
        (
            ".buttonBorderShape(.capsule).buttonBorderShape(.circle).controlSize(.small)",
            ShapeKind.capsule(style: .circular)
        ),
    ])
    func borderShapes(_ modifiers: String, _ kind: ShapeKind) throws {
        let b = try Self.backgrounds(Self.button(modifiers))
        #expect(b.map(\.kind) == [kind])
        // The shape changes, not the size (a small size only with its own insets).
        let expected = try Self.backgrounds(
            Self.button(modifiers.contains("small") ? ".controlSize(.small)" : ""))[0].frame.size
        #expect(b.first?.frame.size == expected)
    }

    /// A small (mini) bordered button sets its label in `.subheadline` (`.footnote`), unless a font is written; a
    /// regular or large one keeps the body style.
    @Test(arguments: [
        (".controlSize(.small)", ".subheadline"), (".controlSize(.mini)", ".footnote"),
        (".controlSize(.large)", ".body"), (".controlSize(.small).font(.title)", ".title"),
    ])
    func smallControlsUseASmallerTextStyle(_ modifiers: String, _ font: String) throws {
        func textFrame(_ body: String) throws -> Rect? {
            try sceneLeaves(body, width: 400, height: 300).compactMap { leaf -> Rect? in
                if case .text = leaf.content { leaf.frame } else { nil }
            }.first
        }
        let label = try textFrame(Self.button(modifiers))
        let alone = try textFrame(#"Text("Rounded").font(\#(font))"#)
        #expect(label?.size == alone?.size, "\(String(describing: label)) vs \(String(describing: alone))")
    }
}
