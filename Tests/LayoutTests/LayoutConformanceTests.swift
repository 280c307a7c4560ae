// LayoutConformanceTests.swift: the conformance table (LayoutConformance) gives the same typed modifier and view as the
// runtime's cast, falls back to it for types it does not list, and the boxed AppliedModifier/AppliedView keep value
// semantics (a write to a copy leaves the original as it was).

import Geometry
import Testing

@testable import Layout
@testable import Scene

@Suite struct LayoutConformanceTests {
    /// A modifier Layout does not know: neither the table nor the runtime's cast makes it a LayoutModifier.
    struct Unknown: ViewModifier {}

    @Test func registeredModifierComesBackWithItsValues() throws {
        let frame = FrameLayout(width: 30, height: 12, alignment: .center)
        let applied = AppliedModifier(name: "frame", arguments: [], modifier: frame)
        let m = try #require(LayoutConformance.modifier(applied) as? FrameLayout)
        #expect(m.width == 30 && m.height == 12)
        let rotation = RotationEffect(angle: .degrees(33), anchor: UnitPoint(x: 0.25, y: 1))
        let turned = AppliedModifier(name: "rotationEffect", arguments: [], modifier: rotation)
        let r = try #require(LayoutConformance.modifier(turned) as? RotationEffect)
        #expect(r.angle.radians == Angle.degrees(33).radians && r.anchor.x == 0.25 && r.anchor.y == 1)
    }

    @Test func unregisteredTypesTakeTheRuntimeCast() throws {
        #expect(LayoutConformance.modifier(AppliedModifier(name: "unknown", arguments: [], modifier: Unknown())) == nil)
        // A payload holding references (a string, arrays) comes back intact from the table's path.
        let tag = TagModifier(value: .string("a tag long enough to live on the heap"))
        let t = try #require(
            LayoutConformance.modifier(AppliedModifier(name: "tag", arguments: [], modifier: tag)) as? TagModifier)
        guard case .string(let text) = t.value else {
            Issue.record("tag value changed kind")
            return
        }
        #expect(text == "a tag long enough to live on the heap")
        // ColorView is built by a coercion, not a declaration: the runtime's answer and the table's agree.
        let color = ColorView(color: Color(red: 1, green: 0, blue: 0, opacity: 1))
        let v = try #require(
            LayoutConformance.view(AppliedView(name: "Color", arguments: [], view: color)) as? ColorView)
        #expect(v.color == color.color)
    }

    @Test func boxedModifierAndViewKeepValueSemantics() {
        let original = AppliedModifier(name: "frame", arguments: [], modifier: FrameLayout(width: 1, height: 2))
        var copy = original
        copy.name = "padding"
        copy.secondary = ViewNode(.empty)
        #expect(original.name == "frame" && original.secondary == nil)
        #expect(copy.name == "padding" && copy.secondary != nil)
        #expect((copy.modifier as? FrameLayout)?.height == 2)

        let child = ViewNode(.empty)
        let view = AppliedView(name: "HStack", arguments: [], view: Rectangle(), children: [child, child])
        var changed = view
        changed.children.append(child)
        changed.children[0].identity = 7
        #expect(view.children.count == 2 && view.children[0].identity == 0)
        #expect(changed.children.count == 3 && changed.children[0].identity == 7)
    }
}
