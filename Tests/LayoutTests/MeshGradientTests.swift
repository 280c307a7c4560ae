// MeshGradientTests.swift: MeshGradient drawn through the whole pipeline, its pixels against an independent
// evaluation: on an evenly spaced grid the patches map the unit square onto itself, so the colour at a pixel centre is
// the bicubic Catmull–Rom interpolation of the vertex colours (the textbook 1-D form 0.5·(2p1 + (p2 − p0)t +
// (2p0 − 5p1 + 4p2 − p3)t² + (3p1 − p0 − 3p2 + p3)t³), applied along rows then columns, with ghost vertices extrapolated
// linearly at the border) or, with `smoothsColors: false`, the bilinear one; colours in encoded sRGB (Apple:
// MeshGradient, Gradient.ColorSpace `.device`). Each within ±1 level.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct MeshGradientTests {
    /// The 1-D Catmull–Rom value between p1 and p2 at t.
    static func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
        let a: Double = 2 * p1 + (p2 - p0) * t
        let b: Double = (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
        let c: Double = (3 * p1 - p0 - 3 * p2 + p3) * t * t * t
        return 0.5 * (a + b + c)
    }

    /// One channel of an evenly spaced `n` × `n` mesh at unit point (x, y): bicubic or bilinear.
    static func expected(_ grid: [[Double]], x: Double, y: Double, smooth: Bool) -> Double {
        let n = grid.count
        func at(_ i: Int, _ j: Int) -> Double {
            if j < 0 { return 2 * at(i, 0) - at(i, 1) }
            if j >= n { return 2 * at(i, n - 1) - at(i, n - 2) }
            if i < 0 { return 2 * at(0, j) - at(1, j) }
            if i >= n { return 2 * at(n - 1, j) - at(n - 2, j) }
            return grid[j][i]
        }
        let gx = x * Double(n - 1)
        let gy = y * Double(n - 1)
        let c = min(n - 2, Int(gx))
        let r = min(n - 2, Int(gy))
        let u = gx - Double(c)
        let v = gy - Double(r)
        if !smooth {
            let top = at(c, r) + (at(c + 1, r) - at(c, r)) * u
            let bottom = at(c, r + 1) + (at(c + 1, r + 1) - at(c, r + 1)) * u
            return top + (bottom - top) * v
        }
        let rows = (-1...2).map { dj in
            catmullRom(at(c - 1, r + dj), at(c, r + dj), at(c + 1, r + dj), at(c + 2, r + dj), u)
        }
        return catmullRom(rows[0], rows[1], rows[2], rows[3], v)
    }

    static let points3 = "[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]"
    /// Red, green and blue levels of a 3 × 3 mesh, row by row.
    static let reds: [[Double]] = [[1, 0.6, 0.2], [1, 1, 0], [0.9, 0.2, 0.4]]
    static let greens: [[Double]] = [[0, 0.2, 0.4], [0.5, 1, 0.5], [0.8, 0.7, 1]]
    static let blues: [[Double]] = [[0, 0.8, 0.6], [0, 1, 1], [0.1, 0.3, 0.8]]
    static var colors3: String {
        (0..<3).flatMap { j in
            (0..<3).map { i in "Color(red: \(reds[j][i]), green: \(greens[j][i]), blue: \(blues[j][i]))" }
        }.joined(separator: ", ")
    }

    static func check(
        _ fb: Framebuffer, pixels: [(Int, Int)], size: Double, smooth: Bool, offset: (Int, Int) = (0, 0)
    ) {
        for (x, y) in pixels {
            let ux = (Double(x) + 0.5) / size
            let uy = (Double(y) + 0.5) / size
            let p = fb[x + offset.0, y + offset.1]
            // A cubic overshoots between vertices; the pixel holds it clamped to 0…255.
            let want = [reds, greens, blues].map { 255 * max(0, min(1, expected($0, x: ux, y: uy, smooth: smooth))) }
            let got = [Double(p.r), Double(p.g), Double(p.b)]
            for k in 0..<3 {
                #expect(abs(got[k] - want[k]) <= 1, "(\(x), \(y)) channel \(k): \(got[k]) vs \(want[k])")
            }
        }
    }

    @Test("2×2 mesh red/green/blue/white: corners are their vertex colours, the centre their mean, ±1")
    func twoByTwo() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 100, background: .black)
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                         colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
                                  Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 1)])
                .frame(width: 100, height: 100)
            """)
        // A 2 × 2 mesh is bilinear in either mode (one-sided tangents on every side).
        func want(_ x: Int, _ y: Int) -> [Double] {
            let u = (Double(x) + 0.5) / 100
            let v = (Double(y) + 0.5) / 100
            let corners: [[Double]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 1]]
            return (0..<3).map { k in
                255
                    * ((1 - u) * (1 - v) * corners[0][k] + u * (1 - v) * corners[1][k] + (1 - u) * v * corners[2][k]
                        + u * v * corners[3][k])
            }
        }
        for (x, y) in [(0, 0), (99, 0), (0, 99), (99, 99), (49, 49), (50, 50), (20, 70), (85, 33)] {
            let p = fb[x, y]
            let got = [Double(p.r), Double(p.g), Double(p.b)]
            let w = want(x, y)
            for k in 0..<3 { #expect(abs(got[k] - w[k]) <= 1, "(\(x), \(y)) channel \(k): \(got[k]) vs \(w[k])") }
        }
        // The centre (between pixels 49 and 50) is the mean of the four: (0.5, 0.5, 0.5) → 127.5.
        #expect(abs(Double(fb[49, 49].r) + Double(fb[50, 50].r) - 255) <= 2)
    }

    @Test("3×3 mesh, smoothsColors default: corners, centre and a grid of pixels match bicubic Catmull–Rom ±1")
    func threeByThreeSmooth() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 201, height: 201, background: .black)
            MeshGradient(width: 3, height: 3, points: [\(MeshGradientTests.points3)], colors: [\(MeshGradientTests.colors3)])
                .frame(width: 201, height: 201)
            """)
        // Pixel 100's centre is the centre vertex (100.5 / 201 = 0.5): exactly its colour (255, 255, 255).
        #expect(fb[100, 100].r == 255 && fb[100, 100].g == 255 && fb[100, 100].b == 255)
        var pixels = [(0, 0), (200, 0), (0, 200), (200, 200), (100, 100)]
        for y in stride(from: 5, to: 201, by: 39) {
            for x in stride(from: 3, to: 201, by: 37) { pixels.append((x, y)) }
        }
        MeshGradientTests.check(fb, pixels: pixels, size: 201, smooth: true)
    }

    @Test("3×3 mesh with smoothsColors: false is bilinear per patch ±1")
    func threeByThreeLinear() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 201, height: 201, background: .black)
            MeshGradient(width: 3, height: 3, points: [\(MeshGradientTests.points3)], colors: [\(MeshGradientTests.colors3)], smoothsColors: false)
                .frame(width: 201, height: 201)
            """)
        var pixels = [(0, 0), (200, 200), (100, 100)]
        for y in stride(from: 7, to: 201, by: 41) {
            for x in stride(from: 11, to: 201, by: 43) { pixels.append((x, y)) }
        }
        MeshGradientTests.check(fb, pixels: pixels, size: 201, smooth: false)
    }

    @Test("MeshGradient as a ShapeStyle: Circle().fill(mesh) paints the mesh inside, leaves the corners")
    func asFill() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 201, height: 201, background: .black)
            Circle()
                .fill(MeshGradient(width: 3, height: 3, points: [\(MeshGradientTests.points3)], colors: [\(MeshGradientTests.colors3)]))
                .frame(width: 201, height: 201)
            """)
        #expect(fb[2, 2].r == 0 && fb[2, 2].g == 0 && fb[2, 2].b == 0)
        MeshGradientTests.check(fb, pixels: [(100, 100), (60, 130), (150, 80), (100, 20)], size: 201, smooth: true)
    }

    @Test("MeshGradient in background(_:) and foregroundStyle(_:) of a Rectangle: the same colours")
    func asBackgroundAndForeground() throws {
        for modifier in [
            "Color.clear.frame(width: 201, height: 201).background(MESH)",
            "Rectangle().foregroundStyle(MESH).frame(width: 201, height: 201)",
        ] {
            let mesh =
                "MeshGradient(width: 3, height: 3, points: [\(MeshGradientTests.points3)], colors: [\(MeshGradientTests.colors3)])"
            let (fb, _) = try SceneRender.render(
                """
                scene(width: 201, height: 201, background: .black)
                \(modifier.replacingOccurrences(of: "MESH", with: mesh))
                """)
            MeshGradientTests.check(fb, pixels: [(100, 100), (30, 170), (180, 20)], size: 201, smooth: true)
        }
    }

    @Test("An animated mesh point moves the colour field: the white centre vertex is at x = 130.5 halfway")
    func animatedPoint() throws {
        // The centre vertex moves from x = 100.5/200 to 160.5/200 over 1 s, linearly; at 0.5 s it is at 130.5/200,
        // the centre of pixel 130, which then shows exactly the vertex's white.
        let source = """
            scene(width: 200, height: 201, fps: 30, duration: 1, background: .black)
            @State var moved = false
            at(0) { withAnimation(.linear(duration: 1)) { moved = true } }
            MeshGradient(width: 3, height: 3, points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [moved ? 0.8025 : 0.5025, 0.5], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1]
            ], colors: [.black, .black, .black, .black, .white, .black, .black, .black, .black])
            .frame(width: 200, height: 201)
            """
        let (start, _) = try SceneRender.render(source, at: 0)
        let (half, _) = try SceneRender.render(source, at: 0.5)
        #expect(start[100, 100].r == 255)
        // 30 px from the vertex the bicubic falloff toward the black border has begun (216 here).
        #expect(start[130, 100].r < 225, "\(start[130, 100].r)")
        #expect(half[130, 100].r == 255 && half[130, 100].g == 255)
        #expect(half[100, 100].r < 250, "\(half[100, 100].r)")
        let (end, _) = try SceneRender.render(source, at: 1)
        #expect(end[160, 100].r == 255 && half[160, 100].r < 250)
    }

    @Test("SIMD2<Float> spellings in a pasted View (SIMD2<Float>(x, y), .init(x:y:), [x, y], a [SIMD2<Float>] state)")
    func pastedSpellings() throws {
        func render(_ points: String) throws -> [UInt8] {
            let (fb, _) = try SceneRender.render(
                """
                import SwiftUI

                struct ContentView: View {
                    @State private var points: [SIMD2<Float>] = [\(points)]

                    var body: some View {
                        MeshGradient(width: 3, height: 3, points: points, colors: [
                            .red, .purple, .indigo,
                            .orange, .white, .blue,
                            .yellow, .green, .mint
                        ], background: .black, smoothsColors: true, colorSpace: .device)
                        .frame(width: 90, height: 90)
                    }
                }

                #Preview { ContentView() }
                """)
            return Array(UnsafeBufferPointer(start: fb.pixels, count: fb.width * fb.height * 4))
        }
        let literal = try render(MeshGradientTests.points3.replacingOccurrences(of: "[0.5, 0.5]", with: "[0.4, 0.6]"))
        let spelled = try render(
            """
            SIMD2<Float>(0.0, 0.0), SIMD2<Float>(0.5, 0.0), SIMD2(1.0, 0.0),
            .init(0, 0.5), .init(x: 0.4, y: 0.6), SIMD2<Float>(x: 1, y: 0.5),
            [0, 1], [0.5, 1], [1, 1]
            """)
        #expect(literal == spelled)
        #expect(literal.contains { $0 != 0 })
    }

    @Test("colorSpace: .perceptual mixes red and blue through OKLab's LMS cube roots, not encoded sRGB")
    func perceptual() throws {
        let source = { (space: String) in
            """
            scene(width: 101, height: 20, background: .black)
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                         colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
                                  Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                         colorSpace: \(space))
                .frame(width: 101, height: 20)
            """
        }
        let (perceptual, _) = try SceneRender.render(source(".perceptual"))
        let (device, _) = try SceneRender.render(source(".device"))
        // Independent midpoint: linear red (1, 0, 0) and blue (0, 0, 1) → LMS by OKLab's M1 (Ottosson 2020) → cube
        // roots → average → cubes → M1⁻¹ → sRGB-encoded.
        let m1: [[Double]] = [
            [0.4122214708, 0.5363325363, 0.0514459929], [0.2119034982, 0.6806995451, 0.1073969566],
            [0.0883024619, 0.2817188376, 0.6299787005],
        ]
        let inverse: [[Double]] = [
            [4.0767416621, -3.3077115913, 0.2309699292], [-1.2684380046, 2.6097574011, -0.3413193965],
            [-0.0041960863, -0.7034186147, 1.7076147010],
        ]
        let lmsRed = (0..<3).map { cbrt(m1[$0][0]) }
        let lmsBlue = (0..<3).map { cbrt(m1[$0][2]) }
        let cubes = (0..<3).map { k -> Double in
            let x = (lmsRed[k] + lmsBlue[k]) / 2
            return x * x * x
        }
        let linear = (0..<3).map { r in (0..<3).reduce(0.0) { $0 + inverse[r][$1] * cubes[$1] } }
        let want = linear.map { l -> Double in
            let c = l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
            return 255 * max(0, min(1, c))
        }
        let p = perceptual[50, 10]
        let got = [Double(p.r), Double(p.g), Double(p.b)]
        for k in 0..<3 { #expect(abs(got[k] - want[k]) <= 1, "channel \(k): \(got[k]) vs \(want[k])") }
        // Device space: the encoded average (127.5, 0, 127.5); the perceptual mix is far from it.
        let d = device[50, 10]
        #expect(abs(Double(d.r) - 127.5) <= 1 && d.g == 0 && abs(Double(d.b) - 127.5) <= 1)
        #expect(abs(got[0] - Double(d.r)) + abs(got[2] - Double(d.b)) > 20, "\(got) vs device \(d)")
    }

    @Test("A mesh whose arrays do not hold width × height entries is a located error, not a picture")
    func wrongCounts() throws {
        do {
            _ = try SceneRender.render(
                """
                scene(width: 100, height: 100, background: .black)
                MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .white])
                """)
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("3 × 3 with 4 points"), "\(error)")
        }
    }
}
