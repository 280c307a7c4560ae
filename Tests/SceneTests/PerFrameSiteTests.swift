// PerFrameSiteTests.swift: inside a ForEach, an expression that reads `time` (or `frame`) but no local has one value
// per frame, so FrameInvariance makes it a per-frame site (MemoSite.perFrame) that one evaluation computes once for
// all its elements (Evaluator+Memo, `perFrameValue`). The values, identities and failures are those of evaluating
// without the table; a site whose value is a view is never shared between elements.

import Testing

@testable import Layout
@testable import Scene

@Suite struct PerFrameSiteTests {
    /// Twelve rectangles turning by one angle per frame times an invariant factor of their element.
    static let source = """
        scene(width: 200, height: 100, fps: 30, duration: 1)
        ZStack {
            ForEach(0..<12) { i in
                Rectangle()
                    .rotationEffect(.degrees(360 * time / 3 * (Double(i) / 7 - 0.5)))
            }
        }
        """

    /// The per-frame sites of `source`'s top level after FrameInvariance.
    static func perFrameSites(_ source: String) -> [MemoSite] {
        let (statements, end, _) = Parser.parse(source)
        let (scene, log) = Checker.check(statements, end: end, afterSyntaxErrors: false, vocabulary: .swiftUI)
        #expect(!log.hasErrors)
        var sites: [MemoSite] = []
        func walk(_ statements: [Statement]) {
            for statement in statements {
                switch statement {
                case .emit(let ir), .evaluate(let ir), .setLocal(_, let ir): walk(ir)
                case .branch(let c, let a, let b):
                    walk(c)
                    walk(a)
                    walk(b)
                default: break
                }
            }
        }
        func walk(_ ir: IR) {
            switch ir {
            case .memo(let site):
                if site.perFrame { sites.append(site) }
                walk(site.body)
            case .apply(_, let arguments, _), .modifier(_, let arguments, _), .construct(let arguments):
                arguments.forEach(walk)
            case .numeric(_, let l, let r, _):
                walk(l)
                walk(r)
            case .applyInvariantTail(_, let arguments, let site, _):
                arguments.forEach(walk)
                walk(site.body)
            case .modifierInvariantArguments(_, let receiver, let site, _):
                walk(receiver)
                walk(site.body)
            case .builder(let statements): walk(statements)
            case .forEach(let data, _, let body, _):
                walk(data)
                walk(body)
            default: break
            }
        }
        walk(FrameInvariance.memoized(scene.topLevel, routines: scene.routines).body)
        return sites
    }

    @Test("`360 * time / 3` inside the ForEach is one per-frame site reading no local; nothing outside a loop is one")
    func siteMade() {
        let sites = Self.perFrameSites(Self.source)
        #expect(sites.count == 1)
        #expect(sites.first?.locals == [])
        // At the top level an expression of `time` is evaluated once per frame anyway: no site.
        let single = """
            scene(width: 200, height: 100, fps: 30, duration: 1)
            Rectangle().rotationEffect(.degrees(360 * time / 3))
            """
        #expect(Self.perFrameSites(single).isEmpty)
    }

    @Test("angles equal the closed form and the frames evaluated without the table, in every frame and pass")
    func valuesAsWritten() throws {
        let cached = try SceneProgram(source: Self.source, path: "perframe.scene")
        let uncached = try SceneProgram(source: Self.source, path: "perframe.scene", memoizesInvariants: false)
        for pass in 0..<2 {
            for index in [0, 5, 17, 29] {
                let time = Double(index) / 30
                let a = try cached.view(time: time, frame: index).children
                let b = try uncached.view(time: time, frame: index).children
                #expect(a.count == 12 && b.count == 12)
                for i in 0..<min(a.count, b.count) {
                    let (ma, mb) = (a[i].chain.modifiers, b[i].chain.modifiers)
                    // Within rounding of the angle's radians (Angle keeps radians: degrees come back to 1e-12).
                    let closedForm = 360 * time / 3 * (Double(i) / 7 - 0.5)
                    let degrees = ma.first?.rotation?.angle.degrees ?? .nan
                    #expect(abs(degrees - closedForm) < 1e-9, "pass \(pass)")
                    #expect(ma.first?.rotation?.angle.degrees == mb.first?.rotation?.angle.degrees)
                    #expect(a[i].identity == b[i].identity)
                }
            }
        }
    }

    @Test("a per-frame angle (`.degrees(90 * time)`) is kept once for all elements; angles as without the table")
    func plainDataKept() throws {
        let source = """
            scene(width: 200, height: 100, fps: 30, duration: 1)
            ZStack {
                ForEach(0..<5) { i in
                    Rectangle().rotationEffect(.degrees(90 * time)).offset(x: Double(i))
                }
            }
            """
        let sites = Self.perFrameSites(source)
        #expect(sites.count == 1)
        // Evaluated as a frame is: the memoized top level, with a table.
        let (statements, end, _) = Parser.parse(source)
        let (scene, _) = Checker.check(statements, end: end, afterSyntaxErrors: false, vocabulary: .swiftUI)
        let topLevel = FrameInvariance.memoized(scene.topLevel, routines: scene.routines)
        var evaluator = Evaluator(routines: scene.routines, globalCount: scene.globalCount, time: 0.5, frame: 15)
        evaluator.memo = FrameMemo()
        let views = try evaluator.runTopLevel(topLevel)
        #expect(evaluator.perFrameValues.count == 1)
        guard case .angle(let kept)? = evaluator.perFrameValues.first?.entry.value else {
            Issue.record("the kept value is not an angle")
            return
        }
        #expect(kept.degrees == 45)
        let uncached = try SceneProgram(source: source, path: "perframe.scene", memoizesInvariants: false)
        let b = try uncached.view(time: 0.5, frame: 15).children
        let a = views.first?.children ?? []
        #expect(a.count == 5 && b.count == 5)
        for i in 0..<min(a.count, b.count) {
            #expect(a[i].chain.modifiers.compactMap(\.rotation).first?.angle.degrees == 45)
            #expect(
                a[i].chain.modifiers.compactMap(\.rotation).first?.angle.radians
                    == b[i].chain.modifiers.compactMap(\.rotation).first?.angle.radians)
            #expect(a[i].identity == b[i].identity)
        }
        // Views, arrays and instances are never kept: every element gets its own.
        #expect(!Value.views([]).isPlainData && !Value.array([.int(1)]).isPlainData)
        #expect(!Value.instance([]).isPlainData && Value.angle(.degrees(1)).isPlainData)
    }

    @Test("a per-frame view is made for each element: identities and texts as without the table")
    func viewsNotShared() throws {
        let source = """
            scene(width: 200, height: 100, fps: 30, duration: 1)
            VStack {
                ForEach(0..<4) { i in
                    Text(String(Int(time * 100) + 7))
                }
            }
            """
        #expect(Self.perFrameSites(source).count == 1)
        let cached = try SceneProgram(source: source, path: "perframe.scene")
        let uncached = try SceneProgram(source: source, path: "perframe.scene", memoizesInvariants: false)
        let a = try cached.view(time: 0.5, frame: 15).children
        let b = try uncached.view(time: 0.5, frame: 15).children
        #expect(a.count == 4 && b.count == 4)
        #expect(Set(a.map(\.identity)).count == 4)
        #expect(a.map(\.identity) == b.map(\.identity))
        #expect(a.map(\.text?.string) == Array(repeating: "57", count: 4))
        #expect(a.map(\.text?.string) == b.map(\.text?.string))
    }

    @Test("a failure inside a per-frame site is reported where it is, as without the table")
    func failureReported() throws {
        // `1 / (frame - 3)` divides by zero at frame 3 only.
        let source = """
            scene(width: 200, height: 100, fps: 30, duration: 1)
            ZStack {
                ForEach(0..<3) { i in
                    Rectangle().frame(width: Double(10 / (frame - 3) + 20))
                }
            }
            """
        #expect(Self.perFrameSites(source).count == 1)
        let cached = try SceneProgram(source: source, path: "perframe.scene")
        let uncached = try SceneProgram(source: source, path: "perframe.scene", memoizesInvariants: false)
        #expect(try cached.view(time: 2 / 30, frame: 2).children.count == 3)
        let a = #expect(throws: SceneError.self) { try cached.view(time: 3 / 30, frame: 3) }
        let b = #expect(throws: SceneError.self) { try uncached.view(time: 3 / 30, frame: 3) }
        #expect(a?.diagnostics.first?.message == b?.diagnostics.first?.message)
        #expect(a?.diagnostics.first?.range == b?.diagnostics.first?.range)
        #expect(a?.diagnostics.first?.range.start.line == 4)
    }
}
