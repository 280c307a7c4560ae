// AffineTransformTests.swift: the matrix conventions everything else rests on (seed 000's `about` and order law).

import Geometry
import Testing

struct AffineTransformTests {
    @Test("concatenating applies the receiver to points first (CG order)")
    func order() {
        let shift = AffineTransform(translationX: 160, y: 0)
        let rotate = AffineTransform(rotation: .degrees(30))
        // Offset then rotate (seed 000 chain 1): the centre swings to (160·cos30, 160·sin30).
        let p = Point.zero.applying(shift.concatenating(rotate))
        #expect(abs(p.x - 138.5640646) < 1e-6)
        #expect(abs(p.y - 80) < 1e-9)
        // Rotate then offset: the centre only slides.
        let q = Point.zero.applying(rotate.concatenating(shift))
        #expect(q == Point(x: 160, y: 0))
    }

    @Test("about() rotates about the anchor; the anchor is fixed")
    func about() {
        let t = AffineTransform.about(Point(x: -60, y: -30), AffineTransform(rotation: .degrees(30)))
        let fixed = Point(x: -60, y: -30).applying(t)
        #expect(abs(fixed.x + 60) < 1e-12 && abs(fixed.y + 30) < 1e-12)
        // Seed 000 chain 7: the marker centre goes to (377.0, 251.0) − (400, 225), to the table's 0.1 px;
        // exactly, (−60, −30) + R30·(60, 30) = (60·cos30 − 30·sin30 − 60, 60·sin30 + 30·cos30 − 30).
        let c = Point.zero.applying(t)
        #expect(abs(c.x - (60 * 3.0.squareRoot() / 2 - 15 - 60)) < 1e-12)
        #expect(abs(c.y - (30 + 15 * 3.0.squareRoot() - 30)) < 1e-12)
        #expect(abs(c.x + 400 - 377.0) < 0.05 && abs(c.y + 225 - 251.0) < 0.05)
    }

    @Test("quarter turns are exact", arguments: [90.0, 180, 270, -90, 360])
    func quarterTurns(degrees: Double) {
        let t = AffineTransform(rotation: .degrees(degrees))
        for v in [t.a, t.b, t.c, t.d] { #expect(v == 0 || abs(v) == 1) }
    }

    @Test("inverse composes to identity")
    func inverse() throws {
        let t = AffineTransform(rotation: .degrees(17)).concatenating(AffineTransform(scaleX: 2, y: 0.5))
            .concatenating(AffineTransform(translationX: 3, y: -4))
        let i = try #require(t.inverted)
        let p = Point(x: 12.5, y: -7).applying(t).applying(i)
        #expect(abs(p.x - 12.5) < 1e-12 && abs(p.y + 7) < 1e-12)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted == nil)
    }
}
