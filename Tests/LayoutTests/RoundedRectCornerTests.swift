// RoundedRectCornerTests.swift: `Path.addRoundedRect(in:cornerSize:style:)` with unequal width and height (elliptical
// corners, CGPath's addRoundedRect(in:cornerWidth:cornerHeight:)), `addRoundedRect(in:cornerRadii:style:)` and
// `Path(roundedRect:cornerRadii:style:)` with `RectangleCornerRadii`, and their agreement with
// `UnevenRoundedRectangle` (Apple: Path, RectangleCornerRadii, UnevenRoundedRectangle —
// developer.apple.com/documentation/swiftui/…). Areas against the closed form: a rect W·H less (1 − π/4)·rx·ry per
// rounded corner; the cubic quarter-ellipse (k = 0.5523) is within 0.03 % of the true arc's area, so ±0.1 %.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct RoundedRectCornerTests {
    static func bytes(_ fb: Framebuffer) -> [UInt8] {
        Array(UnsafeBufferPointer(start: fb.pixels, count: fb.width * fb.height * 4))
    }

    static func render(_ body: String) throws -> Framebuffer {
        try SceneRender.render(
            """
            scene(width: 200, height: 160, background: .white)
            \(body)
            """
        ).0
    }

    @Test("addRoundedRect(in: 160×120, cornerSize: 40×20, .circular): area 160·120 − 4(1 − π/4)·40·20")
    func ellipticalCorners() throws {
        let fb = try RoundedRectCornerTests.render(
            """
            Path { p in
                p.addRoundedRect(in: CGRect(x: 20, y: 20, width: 160, height: 120), cornerSize: CGSize(width: 40, height: 20), style: .circular)
            }
            .fill(Color.black)
            """)
        let m = SceneRender.ink(fb)
        let expected = 160.0 * 120 - 4 * (1 - Double.pi / 4) * 40 * 20
        #expect(abs(m.area - expected) / expected < 0.001, "\(m.area) vs \(expected)")
        #expect(abs(m.x - 100) < 0.01 && abs(m.y - 80) < 0.01)
        // The corners reach 40 along the horizontal edges and 20 along the vertical ones: (25, 21) is outside the
        // ellipse (((25 − 60)/40)² + ((21 − 40)/20)² > 1), (58, 21) and (25, 39) are inside.
        #expect(fb[24, 21].g > 250 && fb[58, 21].g < 5 && fb[22, 39].g < 5)
    }

    @Test("cornerSize with equal sides is exactly Path(roundedRect:cornerRadius:style:), both styles")
    func equalSizeIsRadius() throws {
        for style in [".continuous", ".circular"] {
            let a = try RoundedRectCornerTests.render(
                """
                Path { p in p.addRoundedRect(in: CGRect(x: 20, y: 20, width: 160, height: 120), cornerSize: CGSize(width: 25, height: 25), style: \(style)) }
                    .fill(Color.black)
                """)
            let b = try RoundedRectCornerTests.render(
                """
                Path(roundedRect: CGRect(x: 20, y: 20, width: 160, height: 120), cornerRadius: 25, style: \(style))
                    .fill(Color.black)
                """)
            #expect(RoundedRectCornerTests.bytes(a) == RoundedRectCornerTests.bytes(b), "style \(style)")
        }
    }

    @Test("addRoundedRect(in:cornerRadii:) with unequal corners: area W·H − (1 − π/4)(30² + 10²), = UnevenRoundedRectangle")
    func cornerRadii() throws {
        let path = try RoundedRectCornerTests.render(
            """
            Path { p in
                p.addRoundedRect(in: CGRect(x: 20, y: 20, width: 160, height: 120), cornerRadii: RectangleCornerRadii(topLeading: 30, bottomTrailing: 10), style: .circular)
            }
            .fill(Color.black)
            """)
        let expected = 160.0 * 120 - (1 - Double.pi / 4) * (30 * 30 + 10 * 10)
        let m = SceneRender.ink(path)
        #expect(abs(m.area - expected) / expected < 0.001, "\(m.area) vs \(expected)")
        // The same outline three more ways: Path(roundedRect:cornerRadii:), the shape with radii, with cornerRadii.
        for body in [
            "Path(roundedRect: CGRect(x: 20, y: 20, width: 160, height: 120), cornerRadii: RectangleCornerRadii(topLeading: 30, bottomTrailing: 10), style: .circular).fill(Color.black)",
            "UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 10, style: .circular).fill(Color.black).frame(width: 160, height: 120)",
            "UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 30, bottomTrailing: 10), style: .circular).fill(Color.black).frame(width: 160, height: 120)",
        ] {
            let other = try RoundedRectCornerTests.render(body)
            #expect(RoundedRectCornerTests.bytes(other) == RoundedRectCornerTests.bytes(path), "\(body)")
        }
    }

    @Test("Continuous uneven corners: the shape and the path agree pixel for pixel")
    func continuousConsistency() throws {
        let path = try RoundedRectCornerTests.render(
            """
            Path { p in
                p.addRoundedRect(in: CGRect(x: 20, y: 20, width: 160, height: 120), cornerRadii: RectangleCornerRadii(topLeading: 12, bottomLeading: 30, bottomTrailing: 0, topTrailing: 20))
            }
            .fill(Color.black)
            """)
        let shape = try RoundedRectCornerTests.render(
            """
            UnevenRoundedRectangle(topLeadingRadius: 12, bottomLeadingRadius: 30, bottomTrailingRadius: 0, topTrailingRadius: 20)
                .fill(Color.black).frame(width: 160, height: 120)
            """)
        #expect(RoundedRectCornerTests.bytes(path) == RoundedRectCornerTests.bytes(shape))
        // Sharp bottom-trailing corner: its pixel is fully inked.
        #expect(path[179, 139].g == 0)
    }
}
