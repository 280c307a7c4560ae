// TextCoverageCacheTests.swift: static text drawn from cached coverage masks (Render CoverageCache.swift) and cached
// colour-glyph mips (Render ImageMipCache.swift) has exactly the bytes of drawing it anew, in the frame and in layers.
// Rule: issue #21 (glyph coverage cache; exact equality with the uncached pixels). Status: complete.

import Geometry
import Layout
import Render
import Scene
import Testing

struct TextCoverageCacheTests {
    /// Mixed scripts and emoji at fractional positions and a non-integer scale, one line in a translucent group (a
    /// layer), one rotated, one turning with time (rotation is not pixel-rounded, so it differs every frame).
    static let source = """
        scene(width: 320, height: 200, fps: 30, duration: 1, background: .white)
        VStack(alignment: .leading, spacing: 1.3) {
            Text("Static 0123 שלום 你好 🎉").font(.system(size: 13))
            Text("Layered text, fi ffl").font(.system(size: 14)).foregroundStyle(.blue).opacity(0.5).blur(radius: 0.7)
            Text("Rotated ÅÉÎ").font(.system(size: 12, weight: .bold)).rotationEffect(.degrees(7))
            Text("Turning").font(.system(size: 16)).rotationEffect(.degrees(time * 10))
        }
        .padding(3.3)
        """

    static func frame(_ program: SceneProgram, time: Double, cache: CoverageCache?) throws -> [UInt8] {
        let engine = LayoutEngine(canvas: Size(width: 320, height: 200), scale: 1.5)
        let framebuffer = Framebuffer(width: 480, height: 300)
        let list = engine.displayList(of: try program.view(time: time, frame: Int(time * 30)))
        CoverageCache.$current.withValue(cache) {
            Renderer().render(list, background: .white, into: framebuffer)
        }
        return framebuffer.bytes
    }

    @Test("frames 0–5 with a fresh cache equal the same frames without one; static lines hit from the second frame")
    func cachedTextIsExact() throws {
        let program = try SceneProgram(source: Self.source, path: "text-cache.scene")
        let cache = CoverageCache(byteLimit: 8 << 20)
        for i in 0..<6 {
            let t = Double(i) / 30
            #expect(try Self.frame(program, time: t, cache: cache) == Self.frame(program, time: t, cache: nil))
        }
        let s = cache.statistics
        // The two static lines drawn in the frame recur: masked on frame 0, hit on frames 1–5. The line inside a layer
        // (whose offset could change) is masked on its second sighting, frame 1, and hit on frames 2–5. The turning
        // line is masked on frame 0 (nothing says yet that it moves) and never again.
        #expect(s.masksMade == 4)
        #expect(s.hits == 2 * 5 + 4)
    }

    /// Which text outlines Layout marks `recurs` (TextInk.swift rule 3), frame by frame.
    @Test("static text recurs every frame; moving text only before it has moved; a second copy of a text does not")
    func recurringOutlines() throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 1)
            VStack {
                Text("Recurs 7q").font(.system(size: 13))
                Text("Slides 7q").font(.system(size: 13)).offset(x: time * 20)
                HStack { Text("Twice 7q"); Text("Twice 7q") }
            }
            """
        let program = try SceneProgram(source: source, path: "recurs.scene")
        let engine = LayoutEngine(canvas: Size(width: 200, height: 100), scale: 1)
        for frame in 0..<4 {
            let items = engine.displayList(of: try program.view(time: Double(frame) / 10, frame: frame)).items
            #expect(items.count == 4)
            guard items.count == 4 else { return }
            #expect(items[0].recurs, "static text, frame \(frame)")
            #expect(items[1].recurs == (frame == 0), "sliding text, frame \(frame)")
            #expect(!items[3].recurs, "second copy, frame \(frame)")
        }
    }
}
