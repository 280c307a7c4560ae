// ButtonViewTests.swift: `Button` drawn in its style and run by `tap("Title")` (issue #14 item 4).
// Rule: Apple: Button and PrimitiveButtonStyle (the automatic iOS style draws the label in the accent colour, system
// blue 0/122/255, no chrome; a destructive role in system red); the bordered metrics are ButtonView's stated
// approximation (12 × 7 pt insets). Expected sizes: the label's own size plus those insets.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct ButtonViewTests {
    static func program(_ body: String) throws -> SceneProgram {
        try SceneProgram(source: "scene(width: 400, height: 200, fps: 10, duration: 3)\n" + body, path: "button.scene")
    }

    static func leaves(_ p: SceneProgram, _ t: Double) throws -> [PlacedLeaf] {
        let engine = LayoutEngine(canvas: Size(width: 400, height: 200), scale: 1)
        return engine.leaves(of: try p.snapshots(time: t, frame: Int((t * 10).rounded())), at: t)
    }

    @Test("the automatic style draws the label in the accent colour with no chrome; .plain keeps the foreground")
    func automaticAndPlain() throws {
        let p = try ButtonViewTests.program(
            """
            HStack {
                Button { } label: { Rectangle().frame(width: 30, height: 20) }
                Button(action: {}) { Rectangle().frame(width: 30, height: 20) }.buttonStyle(.plain)
                Button("Delete", role: .destructive) { }
            }
            """)
        let leaves = try ButtonViewTests.leaves(p, 0)
        #expect(leaves.count == 3)
        #expect(leaves[0].color == Color(r8: 0, g8: 122, b8: 255))
        #expect(leaves[0].frame.size == Size(width: 30, height: 20))
        #expect(leaves[1].color == Color.black)
        #expect(leaves[2].color == Color.named["red"])
    }

    @Test("a label of two views with no stack written is a VStack (SwiftUI's implicit root), never two views overlaid")
    func multiViewLabel() throws {
        let p = try ButtonViewTests.program(
            """
            Button { } label: {
                Rectangle().frame(width: 30, height: 20)
                Rectangle().frame(width: 50, height: 10)
            }
            """)
        let leaves = try ButtonViewTests.leaves(p, 0)
        #expect(leaves.count == 2)
        // A VStack of 30 × 20 over 50 × 10 with the default 8 pt spacing between two shapes: 50 × 38, centred in
        // 400 × 200 at (175, 81); the first centred across it at x 185, the second 28 pt below the top.
        #expect(leaves[0].frame == Rect(x: 185, y: 81, width: 30, height: 20))
        #expect(leaves[1].frame == Rect(x: 175, y: 109, width: 50, height: 10))
        #expect(leaves.allSatisfy { $0.color == Color(r8: 0, g8: 122, b8: 255) })
    }

    @Test(
        ".bordered insets the label 12 × 7 pt on a tinted rounded rectangle; .borderedProminent fills it with the tint")
    func borderedMetrics() throws {
        let p = try ButtonViewTests.program(
            """
            VStack(spacing: 0) {
                Button { } label: { Rectangle().frame(width: 40, height: 20) }.buttonStyle(.bordered)
                Button { } label: { Rectangle().frame(width: 40, height: 20) }.buttonStyle(BorderedProminentButtonStyle())
            }
            """)
        let leaves = try ButtonViewTests.leaves(p, 0)
        #expect(leaves.count == 4)
        // Background first: 40 + 24 wide, 20 + 14 high; the label inset by (12, 7).
        let blue = Color(r8: 0, g8: 122, b8: 255)
        #expect(leaves[0].frame.size == Size(width: 64, height: 34))
        #expect(leaves[0].color == blue.opacity(0.15))
        #expect(leaves[1].frame.size == Size(width: 40, height: 20))
        #expect(leaves[1].frame.origin.x - leaves[0].frame.origin.x == 12)
        #expect(leaves[1].frame.origin.y - leaves[0].frame.origin.y == 7)
        #expect(leaves[1].color == blue)
        #expect(leaves[2].color == blue)
        #expect(leaves[3].color == Color.white)
        #expect(leaves[2].frame.origin.y - leaves[0].frame.origin.y == 34)
    }

    @Test("a buttonStyle on a container reaches the buttons inside; the nearest one wins")
    func styleIsInherited() throws {
        let p = try ButtonViewTests.program(
            """
            HStack {
                Button("A") { }
                Button("B") { }.buttonStyle(.plain)
            }
            .buttonStyle(.borderedProminent)
            """)
        let leaves = try ButtonViewTests.leaves(p, 0)
        // A: background + white text; B: plain text only.
        #expect(leaves.count == 3)
        #expect(leaves[1].color == Color.white)
        #expect(leaves[2].color == Color.black)
    }

    @Test("tap(\"Title\") runs that button's action, with its animation; an action may call a method")
    func tapRunsAction() throws {
        let p = try ButtonViewTests.program(
            """
            struct Counter: View {
                @State private var count = 0
                @State private var x = 0.0
                func bump() { count += 1 }
                var body: some View {
                    VStack {
                        Button("Move") { withAnimation(.linear(duration: 1)) { x = 100 } }
                        Button("Count", action: bump)
                        Rectangle().frame(width: 10, height: 10).offset(x: x)
                    }
                }
            }
            Counter()
            at(0.5) { tap("Move") }
            at(1) { tap("Count") }
            at(2) { tap("Count") }
            """)
        #expect(p.timeline.updates.map(\.time) == [0.5, 1, 2])
        #expect(try p.describeGlobal("count", time: 2, frame: 20) == "2")
        let marker = { (t: Double) throws -> Double in
            let leaf = try ButtonViewTests.leaves(p, t).last!
            return leaf.frame.origin.applying(leaf.transform).x
        }
        // Linear over 1 s from 0.5 s: at 1 s halfway.
        #expect(try abs(marker(1.0) - marker(0) - 50) < 1e-9)
        #expect(try marker(1.5) - marker(0) == 100)
    }

    @Test("tap of a title no button has, or that two buttons share, is a located error naming the buttons")
    func tapErrors() throws {
        for (title, message) in [("Stop", "no button titled 'Stop'"), ("Go", "2 buttons are titled 'Go'")] {
            let error = try #require(throws: SceneError.self) {
                try ButtonViewTests.program(
                    """
                    @State var n = 0
                    VStack { Button("Go") { n = 1 }; Button("Go") { n = 2 } }
                    at(1) { tap("\(title)") }
                    """)
            }
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.message.contains(message))
            #expect(diagnostic.range.start.line == 4)
        }
    }

    @Test("a custom ButtonStyle's makeBody(configuration:) draws configuration.label, with isPressed false")
    func customStyle() throws {
        let p = try ButtonViewTests.program(
            """
            struct PillStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(10)
                        .background(Capsule().fill(.orange))
                        .foregroundStyle(.white)
                        .opacity(configuration.isPressed ? 0.5 : 1)
                }
            }
            Button { } label: { Rectangle().frame(width: 30, height: 10) }
                .buttonStyle(PillStyle())
            """)
        let leaves = try ButtonViewTests.leaves(p, 0)
        #expect(leaves.count == 2)
        // The capsule: 30 + 20 by 10 + 20, centred in 400 × 200; the label inset by 10, white, fully opaque.
        #expect(leaves[0].frame == Rect(x: 175, y: 85, width: 50, height: 30))
        #expect(leaves[0].color == Color.named["orange"])
        #expect(leaves[1].frame == Rect(x: 185, y: 95, width: 30, height: 10))
        #expect(leaves[1].color == Color.white)
    }
}
