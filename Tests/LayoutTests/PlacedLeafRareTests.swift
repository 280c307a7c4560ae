// PlacedLeafRareTests.swift: a placed leaf's rarely written values (PlacedLeaf+Rare.swift) keep a value's semantics:
// a copy's write never shows in the original, writing a default value into a leaf without any allocates no box, and
// every value reads back as written.

import Geometry
import Render
import Scene
import Testing

@testable import Layout

@Suite struct PlacedLeafRareTests {
    static func leaf() -> PlacedLeaf {
        PlacedLeaf(
            content: .color, frame: Rect(x: 1, y: 2, width: 3, height: 4), transform: .identity,
            color: Color(red: 1, green: 0, blue: 0), range: .none)
    }

    @Test func defaultsNeedNoBox() {
        var a = Self.leaf()
        a.shadow = nil
        a.drawing = ShapeDrawing()
        a.contentTransition = .opacity
        a.transition = nil
        a.morphPiece = nil
        #expect(a.rare == nil)
        #expect(a.drawing == ShapeDrawing())
        #expect(a.contentTransition == .opacity)
        a.morphPiece = .kept(2)
        #expect(a.rare != nil)
        #expect(a.morphPiece == .kept(2))
    }

    @Test func aCopysWriteLeavesTheOriginal() {
        var a = Self.leaf()
        a.shadow = DropShadow(radius: 3, dx: 1, dy: 2)
        a.drawing.evenOdd = true
        var b = a
        b.shadow = nil
        b.drawing.trimTo = 0.5
        b.contentTransition = .identity
        b.glassContainer = (key: 9, spacing: 4)
        #expect(a.shadow?.radius == 3)
        #expect(a.shadow?.dy == 2)
        #expect(a.drawing.evenOdd)
        #expect(a.drawing.trimTo == 1)
        #expect(a.contentTransition == .opacity)
        #expect(a.glassContainer == nil)
        #expect(b.shadow == nil)
        #expect(b.drawing.evenOdd)
        #expect(b.drawing.trimTo == 0.5)
        #expect(b.contentTransition == .identity)
        #expect(b.glassContainer?.key == 9)
        #expect(b.glassContainer?.spacing == 4)
        // A leaf that holds its box alone writes into it without copying.
        let box = b.rare.map(ObjectIdentifier.init)
        b.morphPiece = .arriving(1)
        #expect(b.rare.map(ObjectIdentifier.init) == box)
        #expect(b.morphPiece == .arriving(1))
    }
}
