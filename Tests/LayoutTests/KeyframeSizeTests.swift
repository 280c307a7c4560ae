// KeyframeSizeTests.swift: keyframes over CGSize and CGPoint values — a CGSize `initialValue:` with loose keyframes,
// and a struct's CGSize and CGPoint properties with their own tracks — measured by where a 10 pt black square is.
// Rule: Apple: KeyframeAnimator, KeyframeTrack, LinearKeyframe; CGSize and CGPoint animate as their two components
// (AnimatablePair). Expected positions: a linear keyframe of d seconds has moved t / d of the way, by hand; the square
// starts centred in a 100 × 40 canvas, at (45, 15).

import Scene
import Testing

struct KeyframeSizeTests {
    /// The top-left dark pixel of the square at `time`.
    static func corner(_ source: String, at time: Double) throws -> (x: Int, y: Int)? {
        let (fb, _) = try SceneRender.render("scene(width: 100, height: 40, fps: 10, duration: 2)\n" + source, at: time)
        for y in 0..<fb.height {
            for x in 0..<fb.width where fb[x, y].g < 128 { return (x, y) }
        }
        return nil
    }

    @Test(
        "a CGSize initialValue moves along LinearKeyframe(CGSize(…)) keyframes, both components at once",
        arguments: [(0.0, 45, 15), (0.5, 65, 20), (1.0, 85, 25), (1.5, 65, 20)])
    func wholeSize(time: Double, x: Int, y: Int) throws {
        let source = """
            Rectangle().fill(Color.black).frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: CGSize.zero, repeating: true) { content, v in content.offset(v) } keyframes: { _ in
                    LinearKeyframe(CGSize(width: 40, height: 10), duration: 1)
                    LinearKeyframe(CGSize.zero, duration: 1)
                }
            """
        let corner = try Self.corner(source, at: time)
        #expect(corner?.x == x && corner?.y == y, "t = \(time): \(String(describing: corner))")
    }

    @Test(
        "tracks of a struct's CGSize and CGPoint properties animate each property's components",
        arguments: [(0.0, 45, 15), (0.5, 50, 19), (1.0, 55, 23)])
    func structProperties(time: Double, x: Int, y: Int) throws {
        let source = """
            struct Values { var offset = CGSize.zero; var shift = CGPoint(x: 0, y: 0) }
            Rectangle().fill(Color.black).frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: Values(), repeating: true) { content, v in
                    content.offset(v.offset).offset(x: v.shift.x, y: v.shift.y)
                } keyframes: { _ in
                    KeyframeTrack(\\.offset) { LinearKeyframe(CGSize(width: 10, height: 0), duration: 1); LinearKeyframe(.zero, duration: 1) }
                    KeyframeTrack(\\.shift) { LinearKeyframe(CGPoint(x: 0, y: 8), duration: 1); LinearKeyframe(.zero, duration: 1) }
                }
            """
        let corner = try Self.corner(source, at: time)
        #expect(corner?.x == x && corner?.y == y, "t = \(time): \(String(describing: corner))")
    }

    @Test("a track of a String property is still a located error")
    func stringPropertyRejected() throws {
        let source = """
            scene(width: 100, height: 40)
            struct Values { var name = "a" }
            Color.red.keyframeAnimator(initialValue: Values()) { content, v in content } keyframes: { _ in
                KeyframeTrack(\\.name) { LinearKeyframe(1, duration: 1) }
            }
            """
        let error = #expect(throws: SceneError.self) { _ = try SceneProgram(source: source, path: "k.scene") }
        #expect(
            error?.diagnostics.first?.message
                == "keyframes animate Double, Angle, CGSize and CGPoint properties in scenes, and 'name' is 'String'")
        #expect(error?.diagnostics.first?.range.start.line == 4)
    }
}
