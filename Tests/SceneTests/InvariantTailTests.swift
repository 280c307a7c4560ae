// InvariantTailTests.swift: an apply whose trailing arguments are all frame-invariant keeps them as one FrameMemo site
// (IR.applyInvariantTail, FrameInvariance.swift): one table entry per element instead of one per argument, the same
// values as evaluating without the table, and failures reported where and as they were. A builtin modifier's
// invariant arguments (`.position` below) are one site too, which also keeps the modifier
// (IR.modifierInvariantArguments, ModifierMemoTests); a value's initialiser (`Color(red:green:blue:)`) keeps the tail.

import Testing

@testable import Layout
@testable import Scene

@Suite struct InvariantTailTests {
    /// Ten rectangles turning with `time` (a receiver that changes every frame), each placed by two invariant
    /// expressions of its element: the position's `x:` and `y:` are the tail.
    static let source = """
        scene(width: 200, height: 100, fps: 30, duration: 1)
        ZStack {
            ForEach(0..<10) { i in
                Rectangle()
                    .rotationEffect(.degrees(45 * time))
                    .position(x: 10 + 3 * Double(i), y: 20 + 2 * Double(i))
            }
        }
        """

    @Test("one entry per element for the two invariant arguments, none added by later frames")
    func oneEntryPerElement() throws {
        let program = try SceneProgram(source: Self.source, path: "tail.scene")
        _ = try program.view(time: 0, frame: 0)
        // Two sites (x and y) would be 20 entries; `Rectangle()` alone is not worth a lookup, the angle reads `time`.
        #expect(program.memoEntryCount == 10)
        for index in 1..<5 { _ = try program.view(time: Double(index) / 30, frame: index) }
        #expect(program.memoEntryCount == 10)
    }

    @Test("positions and angles equal the closed form and the frames evaluated without the table")
    func valuesAsWritten() throws {
        let cached = try SceneProgram(source: Self.source, path: "tail.scene")
        let uncached = try SceneProgram(source: Self.source, path: "tail.scene", memoizesInvariants: false)
        for pass in 0..<2 {
            for index in [0, 6, 12] {
                let time = Double(index) / 30
                let a = try cached.view(time: time, frame: index).children
                let b = try uncached.view(time: time, frame: index).children
                #expect(a.count == 10 && b.count == 10)
                for i in 0..<min(a.count, b.count) {
                    let (ma, mb) = (a[i].chain.modifiers, b[i].chain.modifiers)
                    #expect(ma.map(\.name) == ["rotationEffect", "position"], "pass \(pass)")
                    #expect(ma[1].position?.x == 10 + 3 * Double(i) && ma[1].position?.y == 20 + 2 * Double(i))
                    #expect(ma[1].position?.x == mb[1].position?.x && ma[1].position?.y == mb[1].position?.y)
                    #expect(ma[0].rotation?.angle.degrees == 45 * time)
                    #expect(a[i].identity == b[i].identity)
                }
            }
        }
    }

    @Test("a failure in an initialiser's tail is reported at its expression, as without the table")
    func failureInTail() throws {
        // `red:` reads `time`, so `green:` (with the division) is the invariant tail of one `apply`; a modifier's
        // invariant arguments take another path (ModifierMemoTests).
        let source = """
            scene(width: 200, height: 100, fps: 30, duration: 1)
            ZStack {
                ForEach(0..<5) { i in
                    Rectangle()
                        .fill(Color(red: 0.5 * time, green: Double(100 / (3 - i)) / 100, blue: 0))
                }
            }
            """
        let cached = try SceneProgram(source: source, path: "tail.scene")
        let uncached = try SceneProgram(source: source, path: "tail.scene", memoizesInvariants: false)
        for index in [0, 1] {
            let a = #expect(throws: SceneError.self) { try cached.view(time: Double(index) / 30, frame: index) }
            let b = #expect(throws: SceneError.self) { try uncached.view(time: Double(index) / 30, frame: index) }
            let (da, db) = (a?.diagnostics.first, b?.diagnostics.first)
            #expect(da?.message == db?.message)
            #expect(da?.range == db?.range)
            // The division `100 / (3 - i)` on line 5 of the scene.
            #expect(da?.range.start.line == 5)
        }
    }

    @Test("an initialiser's invariant tail is one entry per element; values as the closed form and without the table")
    func initializerTail() throws {
        // `red:` reads `time`; `green:` and `blue:` are three nodes each: the tail of one `apply`.
        let source = """
            scene(width: 200, height: 100, fps: 30, duration: 1)
            ZStack {
                ForEach(0..<10) { i in
                    Rectangle()
                        .fill(Color(red: 0.5 * time, green: 0.05 * Double(i) + 0.1, blue: 0.5 - 0.04 * Double(i)))
                }
            }
            """
        let cached = try SceneProgram(source: source, path: "tail.scene")
        let uncached = try SceneProgram(source: source, path: "tail.scene", memoizesInvariants: false)
        for index in [0, 6, 12] {
            let time = Double(index) / 30
            let a = try cached.view(time: time, frame: index).children
            let b = try uncached.view(time: time, frame: index).children
            #expect(a.count == 10 && b.count == 10)
            for i in 0..<min(a.count, b.count) {
                let (ca, cb) = (a[i].chain.modifiers.first?.fillColor, b[i].chain.modifiers.first?.fillColor)
                #expect(ca?.red == 0.5 * time)
                #expect(ca?.green == 0.05 * Double(i) + 0.1 && ca?.blue == 0.5 - 0.04 * Double(i))
                #expect(ca == cb)
            }
            // Two sites (green and blue) would be 20 entries.
            #expect(cached.memoEntryCount == 10)
        }
    }
}
