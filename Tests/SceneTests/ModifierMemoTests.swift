// ModifierMemoTests.swift: a builtin modifier call is IR of its own (IR.modifier) whose maker the evaluator calls
// directly; when its arguments are frame-invariant, FrameMemo keeps the modifier made from them
// (IR.modifierInvariantArguments), so later frames wrap the changing receiver in the same box. The views are the
// same as without the table, and a failure in an argument is reported where it was.

import Testing

@testable import Layout
@testable import Scene

@Suite struct ModifierMemoTests {
    /// Eight rectangles turning with `time` (a receiver that changes every frame), each placed by invariant
    /// arguments of its element and given a background whose view depends on the element.
    static let source = """
        scene(width: 200, height: 100, fps: 30, duration: 1)
        ZStack {
            ForEach(0..<8) { i in
                Rectangle()
                    .rotationEffect(.degrees(45 * time + Double(i)))
                    .background { Circle().frame(width: Double(i)) }
                    .position(x: 10 + 3 * Double(i), y: 20 + 2 * Double(i))
            }
        }
        """

    @Test("a modifier with invariant arguments is the same box in every frame; a changing one is made anew")
    func boxKept() throws {
        let program = try SceneProgram(source: Self.source, path: "modifier.scene")
        let first = try program.view(time: 0, frame: 0).children
        let later = try program.view(time: 0.5, frame: 15).children
        #expect(first.count == 8 && later.count == 8)
        for i in 0..<min(first.count, later.count) {
            let (a, b) = (first[i].chain.modifiers, later[i].chain.modifiers)
            #expect(a.map(\.name) == ["rotationEffect", "background", "position"])
            #expect(b.map(\.name) == ["rotationEffect", "background", "position"])
            guard a.count == 3, b.count == 3 else { continue }
            // `position`: invariant arguments, kept; `rotationEffect` reads `time`: a new box with the new angle.
            #expect(a[2].sharesStorage(with: b[2]))
            #expect(!a[0].sharesStorage(with: b[0]))
            #expect(a[0].rotation?.angle.degrees == Double(i))
            #expect(b[0].rotation?.angle.degrees == 22.5 + Double(i))
            #expect(b[2].position?.x == 10 + 3 * Double(i) && b[2].position?.y == 20 + 2 * Double(i))
            // The element's arguments in the kept box are as written (the answer key reads them).
            #expect(b[2].argument("x")?.double == 10 + 3 * Double(i))
        }
        // One entry per element for the background's builder and one for the position's arguments.
        #expect(program.memoEntryCount == 16)
    }

    @Test("views, secondary views and identities equal the frames evaluated without the table")
    func asWithoutTable() throws {
        let cached = try SceneProgram(source: Self.source, path: "modifier.scene")
        let uncached = try SceneProgram(source: Self.source, path: "modifier.scene", memoizesInvariants: false)
        for pass in 0..<2 {
            for index in [0, 7, 20] {
                let time = Double(index) / 30
                let a = try cached.view(time: time, frame: index).children
                let b = try uncached.view(time: time, frame: index).children
                #expect(a.count == 8 && b.count == 8)
                for i in 0..<min(a.count, b.count) {
                    let (ma, mb) = (a[i].chain.modifiers, b[i].chain.modifiers)
                    guard ma.count == 3, mb.count == 3 else {
                        Issue.record("pass \(pass): modifiers \(ma.map(\.name)) \(mb.map(\.name))")
                        continue
                    }
                    // Angles are kept in radians: degrees come back within rounding.
                    #expect(abs((ma[0].rotation?.angle.degrees ?? .nan) - (45 * time + Double(i))) < 1e-9)
                    #expect(ma[0].rotation?.angle.degrees == mb[0].rotation?.angle.degrees)
                    #expect(ma[1].secondary?.viewUnderModifiers?.name == "Circle")
                    #expect(ma[1].secondary?.chain.modifiers.first?.frameSize?.width == Double(i))
                    #expect(ma[1].secondary?.identity == mb[1].secondary?.identity)
                    #expect(ma[1].secondary?.identity != 0)
                    #expect(ma[2].position?.x == mb[2].position?.x && ma[2].position?.y == mb[2].position?.y)
                    #expect(a[i].identity == b[i].identity && a[i].identity != 0)
                }
                // Distinct elements, distinct identities.
                #expect(Set(a.map(\.identity)).count == 8)
            }
        }
    }

    @Test("a failure in an invariant argument is reported at its expression, on the first frame and the next")
    func failureInArgument() throws {
        let source = """
            scene(width: 200, height: 100, fps: 30, duration: 1)
            ZStack {
                ForEach(0..<5) { i in
                    Rectangle()
                        .rotationEffect(.degrees(45 * time))
                        .offset(x: Double(i), y: Double(100 / (3 - i)))
                }
            }
            """
        let cached = try SceneProgram(source: source, path: "modifier.scene")
        let uncached = try SceneProgram(source: source, path: "modifier.scene", memoizesInvariants: false)
        for index in [0, 1] {
            let a = #expect(throws: SceneError.self) { try cached.view(time: Double(index) / 30, frame: index) }
            let b = #expect(throws: SceneError.self) { try uncached.view(time: Double(index) / 30, frame: index) }
            let (da, db) = (a?.diagnostics.first, b?.diagnostics.first)
            #expect(da?.message == db?.message)
            #expect(da?.range == db?.range)
            // The division `100 / (3 - i)` on line 6 of the scene.
            #expect(da?.range.start.line == 6)
        }
    }

    @Test("a failure in the maker of a kept modifier is reported on every frame, as without the table")
    func failureInMaker() throws {
        // `frame(width:)` of infinity is a located error (GeometryArgument); element 3 divides by zero.
        let source = """
            scene(width: 200, height: 100, fps: 30, duration: 1)
            ZStack {
                ForEach(0..<5) { i in
                    Rectangle()
                        .rotationEffect(.degrees(45 * time))
                        .frame(width: 10 / Double(3 - i))
                }
            }
            """
        let cached = try SceneProgram(source: source, path: "modifier.scene")
        let uncached = try SceneProgram(source: source, path: "modifier.scene", memoizesInvariants: false)
        for index in [0, 1, 2] {
            let a = #expect(throws: SceneError.self) { try cached.view(time: Double(index) / 30, frame: index) }
            let b = #expect(throws: SceneError.self) { try uncached.view(time: Double(index) / 30, frame: index) }
            let (da, db) = (a?.diagnostics.first, b?.diagnostics.first)
            #expect(da?.message == db?.message)
            #expect(da?.message.contains("frame(width:) must be finite") == true)
            #expect(da?.range == db?.range)
            #expect(da?.range.start.line == 6)
        }
    }
}
