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
        var sizes: [String: Size] = [:]
        for size in ["mini", "small", "regular", "large", "extraLarge"] {
            let b = try Self.backgrounds(Self.button(".controlSize(.\(size))"))
            try #require(b.count == 1, "\(size): \(b)")
            sizes[size] = b[0].frame.size
        }
        let plain = try Self.backgrounds(Self.button(""))
        try #require(plain.count == 1)
        #expect(sizes["regular"] == plain[0].frame.size, "regular is the default")
        // Twice the inset steps: 3 → 5 → 7 → 14 pt vertically, 8 → 10 → 12 → 20 pt horizontally.
        let (mini, small, regular, large) = (sizes["mini"]!, sizes["small"]!, sizes["regular"]!, sizes["large"]!)
        #expect(abs(small.height - mini.height - 4) < 0.01 && abs(small.width - mini.width - 4) < 0.01)
        #expect(abs(regular.height - small.height - 4) < 0.01 && abs(regular.width - small.width - 4) < 0.01)
        #expect(abs(large.height - regular.height - 14) < 0.01 && abs(large.width - regular.width - 16) < 0.01)
        #expect(sizes["extraLarge"] == large)
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
}
