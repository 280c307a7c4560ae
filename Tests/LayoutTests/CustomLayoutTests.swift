// CustomLayoutTests.swift: the Layout protocol as blog posts write it (a radial layout from Hacking with Swift's
// "How to create a custom layout using the Layout protocol", and a flow layout), positions in pixels computed here
// from each layout's own arithmetic; `safeAreaInset` and `Stepper` around them.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct CustomLayoutTests {
    static let radial = """
        struct RadialLayout: Layout {
            func sizeThatFits(
                proposal: ProposedViewSize,
                subviews: Subviews,
                cache: inout ()
            ) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }

            func placeSubviews(
                in bounds: CGRect,
                proposal: ProposedViewSize,
                subviews: Subviews,
                cache: inout ()
            ) {
                let radius = min(bounds.size.width, bounds.size.height) / 2
                let angle = Angle.degrees(360 / Double(subviews.count)).radians

                for (index, subview) in subviews.enumerated() {
                    let viewSize = subview.sizeThatFits(.unspecified)

                    let xPos = cos(angle * Double(index) - .pi / 2) * (radius - viewSize.width / 2)
                    let yPos = sin(angle * Double(index) - .pi / 2) * (radius - viewSize.height / 2)

                    let point = CGPoint(x: bounds.midX + xPos, y: bounds.midY + yPos)
                    subview.place(at: point, anchor: .center, proposal: .unspecified)
                }
            }
        }
        """

    @Test("a radial layout places 4 circles on a circle of radius 100 − 10 about the frame's centre")
    func radialLayout() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 240, height: 240, background: .white)
            \(Self.radial)
            RadialLayout {
                ForEach(0..<4, id: \\.self) { _ in
                    Circle().frame(width: 20, height: 20)
                }
            }
            .frame(width: 200, height: 200)
            """)
        let centres = leaves.map { Point(x: $0.frame.midX, y: $0.frame.midY) }
        // Frame (20, 20, 200, 200): centre (120, 120); 90 pt from it at −90°, 0°, 90°, 180°.
        let expected = [Point(x: 120, y: 30), Point(x: 210, y: 120), Point(x: 120, y: 210), Point(x: 30, y: 120)]
        #expect(centres.count == 4)
        for (c, e) in zip(centres, expected) {
            #expect(abs(c.x - e.x) < 1e-9 && abs(c.y - e.y) < 1e-9, "\(c) vs \(e)")
        }
    }

    /// A layout answering `proposal.replacingUnspecifiedDimensions()` takes all a stack gives it: the stack's probe
    /// of infinity is answered with infinity (it was taken for a size of 0, and the ring collapsed to its centre).
    @Test(arguments: [
        "VStack { RING.padding(20) }", "HStack { RING }.padding(20)", "VStack(spacing: 0) { RING.padding(20) }",
    ])
    func radialLayoutInAStack(_ body: String) throws {
        let ring = """
            RadialLayout {
                ForEach(0..<4, id: \\.self) { _ in
                    Circle().frame(width: 20, height: 20)
                }
            }
            """
        let (_, leaves) = try SceneRender.render(
            "scene(width: 240, height: 240, background: .white)\n\(Self.radial)\n"
                + body.replacingOccurrences(of: "RING", with: ring))
        let centres = leaves.map { Point(x: $0.frame.midX, y: $0.frame.midY) }
        // The 200 × 200 box inside the 20-pt padding, as in `radialLayout`.
        let expected = [Point(x: 120, y: 30), Point(x: 210, y: 120), Point(x: 120, y: 210), Point(x: 30, y: 120)]
        #expect(centres.count == 4)
        for (c, e) in zip(centres, expected) {
            #expect(abs(c.x - e.x) < 1e-9 && abs(c.y - e.y) < 1e-9, "\(c) vs \(e)")
        }
    }

    @Test("a flow layout wraps 60-pt tags into rows of the proposed width; unplaced subviews go to the centre")
    func flowLayout() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 120, background: .white)
            struct FlowLayout: Layout {
                var spacing: CGFloat = 10
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let width = proposal.width ?? .infinity
                    var x: CGFloat = 0
                    var y: CGFloat = 0
                    var rowHeight: CGFloat = 0
                    for size in subviews.map({ $0.sizeThatFits(.unspecified) }) {
                        if x + size.width > width {
                            x = 0
                            y += rowHeight + spacing
                            rowHeight = 0
                        }
                        x += size.width + spacing
                        rowHeight = max(rowHeight, size.height)
                    }
                    return CGSize(width: proposal.width ?? x, height: y + rowHeight)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.minX
                    var y = bounds.minY
                    var rowHeight: CGFloat = 0
                    for subview in subviews {
                        let size = subview.sizeThatFits(.unspecified)
                        if x + size.width > bounds.maxX {
                            x = bounds.minX
                            y += rowHeight + spacing
                            rowHeight = 0
                        }
                        subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                        x += size.width + spacing
                        rowHeight = max(rowHeight, size.height)
                    }
                }
            }
            FlowLayout(spacing: 10) {
                ForEach(0..<5, id: \\.self) { _ in
                    Rectangle().frame(width: 60, height: 20)
                }
            }
            .frame(width: 200)
            """)
        // Width 200: rows of three (0, 70, 140) then two; height 20 + 10 + 20 = 50, centred in 120 → y 35.
        let origins = leaves.map { Point(x: $0.frame.minX, y: $0.frame.minY) }
        let expected = [(0.0, 35.0), (70, 35), (140, 35), (0, 65), (70, 65)].map { Point(x: $0.0, y: $0.1) }
        #expect(origins == expected)
    }

    @Test("safeAreaInset(edge: .bottom) puts its content under the view's, which is laid out in what is left")
    func safeAreaInset() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            Color.red
                .safeAreaInset(edge: .bottom) {
                    Color.blue.frame(width: 100, height: 40)
                }
            """)
        #expect(leaves.count == 2)
        #expect(leaves[0].frame == Rect(x: 0, y: 0, width: 200, height: 160))
        #expect(leaves[1].frame == Rect(x: 50, y: 160, width: 100, height: 40))
    }
}
