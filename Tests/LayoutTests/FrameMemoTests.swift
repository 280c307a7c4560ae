// FrameMemoTests.swift: frames evaluated with the table of frame-invariant values (FrameInvariance, FrameMemo) are
// byte for byte the frames evaluated without it: over time, across an animated @State change, with random draws
// per frame, with a local that changes per frame, and with frames rendered concurrently on several threads.

import Foundation
import Geometry
import Layout
import Render
import Testing

@testable import Scene

@Suite struct FrameMemoTests {
    /// Rotating rectangles whose fills, sizes and positions come from a pure function of the ForEach element (the
    /// bench's stress scene, small), shifted by an animated @State; a fully invariant row of dots; capsules sized by
    /// an invariant builder `let` and moved by one of `time`; a dot placed by a random draw each frame; a label whose
    /// text changes with `frame`; a bar sized by a top-level constant of `time`.
    static let source = """
        scene(width: 320, height: 180, fps: 30, duration: 2, background: .white)

        @State var shift = 0.0

        func wobble(_ i: Int, _ k: Int) -> Double {
            Double((i * 7919 + k * 104729) % 1000) / 1000
        }

        at(0.5) {
            withAnimation(.easeInOut(duration: 1)) {
                shift = 40
            }
        }

        let grow = 20 + 100 * time

        ZStack {
            ForEach(0..<60) { i in
                Rectangle()
                    .fill(Color(red: wobble(i, 1), green: wobble(i, 2), blue: 0.5).opacity(0.3 + 0.7 * wobble(i, 3)))
                    .frame(width: 8 + 24 * wobble(i, 4), height: 8 + 24 * wobble(i, 5))
                    .rotationEffect(.degrees(360 * wobble(i, 6) + 45 * time))
                    .position(x: 280 * wobble(i, 7) + shift, y: 180 * wobble(i, 8))
            }
            HStack(spacing: 4) {
                ForEach(0..<5) { j in
                    Circle().fill(Color(hue: Double(j) / 5, saturation: 0.8, brightness: 0.9)).frame(width: 8, height: 8)
                }
            }
            .position(x: 40, y: 170)
            ForEach(0..<4) { j in
                let w = 4 + 3 * Double(j)
                let d = 20 * time * Double(j)
                Capsule().fill(.green).frame(width: w * 2, height: w).offset(x: d).position(x: 60, y: 40 + 12 * Double(j))
            }
            Circle().fill(.red).frame(width: 10, height: 10).position(x: Double.random(in: 20..<300), y: 20)
            Text("frame \\(frame)").font(.system(size: 12)).position(x: 260, y: 170)
            Rectangle().fill(.black).frame(width: grow, height: 4).position(x: 160, y: 90)
        }
        """

    static func frame(_ p: SceneProgram, _ index: Int) throws -> [UInt8] {
        let h = p.header
        let t = Double(index) / 30
        let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale)
        let list = engine.displayList(of: try p.snapshots(time: t, frame: index), at: t)
        let fb = Framebuffer(width: Int(h.width * h.scale), height: Int(h.height * h.scale))
        Renderer().render(list, background: h.background, into: fb)
        return Array(UnsafeBufferPointer(start: fb.pixels, count: fb.byteCount))
    }

    /// Bytes that differ (a length mismatch counts as all of the longer).
    static func differingBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard a.count == b.count else { return max(a.count, b.count) }
        return zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    @Test func cachedFramesEqualUncachedFrames() throws {
        let cached = try SceneProgram(source: Self.source, path: "memo.scene")
        let uncached = try SceneProgram(source: Self.source, path: "memo.scene", memoizesInvariants: false)
        var previous: [UInt8]?
        // Before, during (0.5–1.5 s) and after the animated change; twice each, so the second pass reads the table.
        for pass in 0..<2 {
            for index in [0, 10, 15, 20, 30, 44, 59] {
                let a = try Self.frame(cached, index)
                let b = try Self.frame(uncached, index)
                #expect(Self.differingBytes(a, b) == 0, "frame \(index), pass \(pass)")
                if pass == 0, let previous {
                    #expect(Self.differingBytes(a, previous) > 0, "frame \(index) should differ from the one before")
                }
                previous = a
            }
        }
        #expect(cached.memoEntryCount > 60, "the ForEach's invariant expressions should be in the table")
    }

    @Test func concurrentFramesEqualUncachedFrames() throws {
        let cached = try SceneProgram(source: Self.source, path: "memo.scene")
        let uncached = try SceneProgram(source: Self.source, path: "memo.scene", memoizesInvariants: false)
        let expected = try (0..<24).map { try Self.frame(uncached, $0 * 2) }
        let results = Results(count: expected.count)
        DispatchQueue.concurrentPerform(iterations: expected.count) { i in
            results.set(i, try? Self.frame(cached, i * 2))
        }
        for i in expected.indices {
            #expect(Self.differingBytes(results.get(i) ?? [], expected[i]) == 0, "frame \(i * 2)")
        }
    }

    /// The time-dependent parts are left out of the table: nothing keyed on `time`, `frame`, a random draw or state.
    @Test func timeDependentExpressionsAreNotSites() throws {
        let cached = try SceneProgram(source: Self.source, path: "memo.scene")
        _ = try cached.view(time: 0, frame: 0)
        let first = cached.memoEntryCount
        for index in 1..<8 { _ = try cached.view(time: Double(index) / 30, frame: index) }
        #expect(first > 0)
        #expect(cached.memoEntryCount == first, "later frames should add no entries")
    }
}

/// Frames collected from several threads (also CarriedPlacementsTests).
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [[UInt8]?]
    init(count: Int) { frames = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ frame: [UInt8]?) { lock.withLock { frames[i] = frame } }
    func get(_ i: Int) -> [UInt8]? { lock.withLock { frames[i] } }
}
