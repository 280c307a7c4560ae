// MemoTraceFramesTests.swift: frames that follow the last frame's trace of FrameMemo lookups (MemoTrace) are byte for
// byte the frames evaluated without the table, when the lookups change from frame to frame: views inserted as time
// goes on, a view that comes and goes, a ForEach whose order flips, an element's key that changes with the frame.

import Foundation
import Testing

@testable import Scene

@Suite struct MemoTraceFramesTests {
    static let source = """
        scene(width: 160, height: 90, fps: 30, duration: 1, background: .white)

        func w(_ i: Int, _ k: Int) -> Double {
            Double((i * 7919 + k * 104729) % 1000) / 1000
        }

        let order = Int(time * 8) % 2 == 0 ? [0, 1, 2, 3, 4] : [4, 3, 2, 1, 0]

        ZStack {
            ForEach(0..<(3 + Int(time * 12))) { i in
                Rectangle()
                    .fill(Color(red: w(i, 1), green: w(i, 2), blue: 0.5))
                    .frame(width: 4 + 20 * w(i, 3), height: 4 + 12 * w(i, 4))
                    .rotationEffect(.degrees(360 * w(i, 5) + 90 * time))
                    .position(x: 160 * w(i, 6), y: 90 * w(i, 7))
            }
            if Int(time * 10) % 3 == 0 {
                Circle().fill(.red).frame(width: 6 + 10 * w(9, 1), height: 6).position(x: 20, y: 20)
            }
            HStack(spacing: 2) {
                ForEach(order, id: \\.self) { j in
                    Capsule().fill(Color(hue: w(j, 8), saturation: 0.8, brightness: 0.9))
                        .frame(width: 4 + 8 * w(j, 9), height: 6)
                }
            }
            .position(x: 80, y: 80)
            ForEach(0..<4) { k in
                Circle().frame(width: 3 + Double((k + frame / 7) % 4), height: 3).position(x: 10 * Double(k) + 100, y: 10)
            }
        }
        """

    @Test("30 frames in order, then 12 out of order: each frame equals the one evaluated without the table")
    func framesEqualUncachedFrames() throws {
        let cached = try SceneProgram(source: Self.source, path: "trace.scene")
        let uncached = try SceneProgram(source: Self.source, path: "trace.scene", memoizesInvariants: false)
        var followed = 0
        for index in Array(0..<30) + [29, 3, 17, 17, 0, 25, 8, 8, 8, 14, 2, 21] {
            let a = try FrameMemoTests.frame(cached, index)
            let b = try FrameMemoTests.frame(uncached, index)
            #expect(FrameMemoTests.differingBytes(a, b) == 0, "frame \(index)")
            followed += cached.lastFrameFollowed
        }
        // Frames that repeat their predecessor's lookups follow its trace; the others left it and recorded their own.
        #expect(followed > 0)
        #expect(cached.traceLength(state: -1) == cached.lastFrameLookups)
    }

    @Test("frames on several threads sharing the traces equal the frames evaluated without the table")
    func concurrentFramesEqualUncachedFrames() throws {
        let cached = try SceneProgram(source: Self.source, path: "trace.scene")
        let uncached = try SceneProgram(source: Self.source, path: "trace.scene", memoizesInvariants: false)
        let expected = try (0..<30).map { try FrameMemoTests.frame(uncached, $0) }
        let results = Results(count: expected.count)
        for _ in 0..<2 {
            DispatchQueue.concurrentPerform(iterations: expected.count) { i in
                results.set(i, try? FrameMemoTests.frame(cached, i))
            }
            for i in expected.indices {
                #expect(FrameMemoTests.differingBytes(results.get(i) ?? [], expected[i]) == 0, "frame \(i)")
            }
        }
    }
}
