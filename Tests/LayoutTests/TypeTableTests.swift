// TypeTableTests.swift: the open-addressing table behind LayoutConformance finds every registered type as the
// Dictionary it replaced did (first entry wins, unknown types miss), and the modifiers shrunk to fit an existential's
// inline buffer (FrameLayout's NaN-for-nil dimensions, ShapeFill's shared box) keep their values; every modifier of an
// evaluated frame of rotated, framed, filled shapes comes out of the table as the runtime's cast gives it.

import Geometry
import Render
import Testing

@testable import Layout
@testable import Scene

@Suite struct TypeTableTests {
    @Test func findsEveryRegisteredTypeAndMissesOthers() {
        let types: [any LayoutModifier.Type] = Vocabulary.modifierTypes
        let table = TypeTable<Int>(types.enumerated().map { ($0.element, $0.offset) })
        var reference: [ObjectIdentifier: Int] = [:]
        for (i, type) in types.enumerated() where reference[ObjectIdentifier(type)] == nil {
            reference[ObjectIdentifier(type)] = i
        }
        #expect(types.count > 40)
        for type in types { #expect(table[type] == reference[ObjectIdentifier(type)]) }
        // Not in the table: a miss, also after probing past occupied slots.
        #expect(table[Int.self] == nil && table[String.self] == nil && table[LayoutConformanceTests.self] == nil)
        // The first value given for a type wins, as `uniquingKeysWith: { first, _ in first }` did.
        let twice = TypeTable<Int>([(FrameLayout.self, 1), (PositionLayout.self, 2), (FrameLayout.self, 3)])
        #expect(twice[FrameLayout.self] == 1 && twice[PositionLayout.self] == 2)
        #expect(TypeTable<Int>([])[FrameLayout.self] == nil)
    }

    @Test func shrunkModifiersKeepTheirValues() {
        var frame = FrameLayout(width: nil, height: 12, alignment: Alignment(horizontal: .leading, vertical: .top))
        #expect(frame.width == nil && frame.height == 12 && frame.alignment.horizontal == .leading)
        frame.width = 0
        #expect(frame.width == 0)
        frame.height = nil
        #expect(frame.height == nil)
        // Invalid dimensions are dropped, as before.
        let invalid = FrameLayout(width: -1, height: .infinity)
        #expect(invalid.width == nil && invalid.height == nil)
        #expect(MemoryLayout<FrameLayout>.size <= 3 * MemoryLayout<Int>.size)
        #expect(MemoryLayout<ShapeFill>.size <= 3 * MemoryLayout<Int>.size)
        let red = Color(red: 1, green: 0, blue: 0, opacity: 0.5)
        let fill = ShapeFill(color: red, evenOdd: true, material: .material(.thin))
        #expect(fill.color == red && fill.evenOdd && fill.paint == nil && fill.shader == nil && fill.material != nil)
    }

    /// Every modifier and view of an evaluated frame comes out of the table as the same type, with the same values, as
    /// the runtime's `as?` gives.
    @Test func tableAndRuntimeCastAgreeOnEveryModifierOfAFrame() throws {
        let source = """
            scene(width: 160, height: 90, fps: 30, duration: 1, background: .white)

            ZStack {
                ForEach(0..<12) { i in
                    RoundedRectangle(cornerRadius: 3)
                        .fill(Color(red: Double(i) / 12, green: 0.3, blue: 0.6), style: FillStyle(eoFill: i % 2 == 0))
                        .frame(width: 10 + Double(i), height: i % 3 == 0 ? nil : 14)
                        .rotationEffect(.degrees(15 * Double(i) + 40 * time))
                        .position(x: 12 + 12 * Double(i), y: 45)
                }
            }
            """
        let p = try SceneProgram(source: source, path: "table.scene")
        let view = try p.view(time: 0.4, frame: 12)
        var seen = 0
        func walk(_ node: ViewNode) {
            switch node.kind {
            case .view(let v):
                let viaTable = LayoutConformance.view(v).map { ObjectIdentifier(type(of: $0)) }
                let viaCast = (v.view as? any LayoutView).map { ObjectIdentifier(type(of: $0)) }
                #expect(viaTable != nil && viaTable == viaCast)
                v.children.forEach(walk)
            case .group(let children): children.forEach(walk)
            case .empty: break
            case .modified(let content, let applied):
                let viaTable = LayoutConformance.modifier(applied)
                let viaCast = applied.modifier as? any LayoutModifier
                let tableType = viaTable.map { ObjectIdentifier(type(of: $0)) }
                #expect(tableType != nil && tableType == viaCast.map { ObjectIdentifier(type(of: $0)) })
                if let a = viaTable as? FrameLayout, let b = viaCast as? FrameLayout {
                    #expect(a.width == b.width && a.height == b.height && a.alignment == b.alignment)
                }
                if let a = viaTable as? ShapeFill, let b = viaCast as? ShapeFill {
                    #expect(a.color == b.color && a.evenOdd == b.evenOdd)
                }
                seen += 1
                walk(content)
            }
        }
        walk(view)
        #expect(seen == 12 * 4)
    }
}
