// EnvironmentRareBoxTests.swift: an environment that writes none of the rare values, and a space with no effects,
// scopes, transition or groups, hold no box at all (nil), yet read every value at its default and keep a value's
// semantics once one is written (issue #21: a global empty box shared by every such copy was counted from every
// render thread).
// Rule: Layout LayoutEngine.swift (Environment.rare, Space.around). Status: complete.

import Geometry
import Scene
import Testing

@testable import Layout

struct EnvironmentRareBoxTests {
    @Test("a fresh environment reads every rare value at its default, and two fresh ones are identical")
    func defaults() {
        let a = Environment()
        #expect(a.tint == Environment.defaultTint)
        #expect(a.shape == ShapeDrawing())
        #expect(a.listRowMinHeight == nil && a.listHeaderMinHeight == nil && a.shadow == nil && a.safeArea == nil)
        #expect(!a.insetList && !a.prominentHeaders && !a.rightToLeft && !a.mirrorsLeaves)
        #expect(a.contentTransition == .opacity)
        #expect(a.fillPaint == nil && a.foregroundPaint == nil && a.fillShader == nil && a.fillMaterial == nil)
        #expect(a.foregroundShader == nil && a.scrollTarget == nil && a.coordinateSpaces.isEmpty)
        #expect(!a.hasFillPaint)
        #expect(a.isIdentical(to: Environment()))
        // A box, once made, starts from the same defaults the box-less reads give.
        var boxed = Environment()
        boxed.insetList = true
        #expect(boxed.tint == a.tint && boxed.shape == a.shape && boxed.contentTransition == a.contentTransition)
        #expect(boxed.listRowMinHeight == nil && boxed.shadow == nil && boxed.safeArea == nil && !boxed.rightToLeft)
        #expect(boxed.coordinateSpaces.isEmpty && !boxed.hasFillPaint && !boxed.prominentHeaders)
    }

    @Test("writing a default leaves the environment identical; a written value is read back and not shared")
    func writes() {
        let base = Environment()
        var same = base
        same.tint = Environment.defaultTint
        same.shape = ShapeDrawing()
        same.setFillPaints(nil, shader: nil, material: nil)
        #expect(same.isIdentical(to: base))
        var tinted = base
        tinted.tint = .black
        #expect(tinted.tint == .black && base.tint == Environment.defaultTint)
        #expect(!tinted.isIdentical(to: base))
        // A copy shares the box until one of them writes: the other keeps its value.
        var copy = tinted
        #expect(copy.isIdentical(to: tinted))
        copy.rightToLeft = true
        #expect(copy.rightToLeft && !tinted.rightToLeft && copy.tint == .black)
        #expect(!copy.isIdentical(to: tinted))
        // Every rare value written on a fresh environment reads back.
        var all = Environment()
        all.listRowMinHeight = 44
        all.insetList = true
        all.contentTransition = .identity
        all.coordinateSpaces = ["stack": Point(x: 3, y: 4)]
        #expect(all.listRowMinHeight == 44 && all.insetList && all.contentTransition == .identity)
        #expect(all.coordinateSpaces["stack"] == Point(x: 3, y: 4) && all.tint == Environment.defaultTint)
    }

    @Test("a fresh space has no effects, scopes, transition or groups; a written one keeps them apart from its copy")
    func space() {
        let root = Space(transform: .identity)
        #expect(root.effects.isEmpty && root.scopes.isEmpty && root.transition == nil && root.groups.isEmpty)
        var inner = root
        inner.effects.append(
            PlacedEffect(
                key: 7, effect: RotationEffect(angle: .degrees(30), anchor: .center),
                frame: Rect(x: 0, y: 0, width: 10, height: 10), scopes: []))
        #expect(inner.effects.count == 1 && inner.effects[0].key == 7)
        #expect(root.effects.isEmpty)
        #expect(inner.scopes.isEmpty && inner.transition == nil && inner.groups.isEmpty)
    }
}
