// AnimatedLayoutTests.swift: scenes with `@State`, events and transactions, laid out between their state
// snapshots. Expected positions come from formulas computed here (cubic Bézier by bisection, the damped oscillator's
// closed form), not from the Animate module.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct AnimatedLayoutTests {
    static let header = "scene(width: 400, height: 200, fps: 60, duration: 3)\n"

    func program(_ body: String) throws -> SceneProgram {
        try SceneProgram(source: AnimatedLayoutTests.header + body, path: "animated.scene")
    }

    func leaves(_ p: SceneProgram, _ t: Double) throws -> [PlacedLeaf] {
        let engine = LayoutEngine(canvas: Size(width: 400, height: 200), scale: 1)
        return engine.leaves(of: try p.snapshots(time: t, frame: Int(t * 60)), at: t)
    }

    /// The x of a leaf's frame origin in device pixels.
    func x(_ leaf: PlacedLeaf) -> Double { leaf.frame.origin.applying(leaf.transform).x }

    /// y(x) of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1), x solved by bisection (independent of UnitCurve).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if b(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return b(y1, y2, (lo + hi) / 2)
    }

    @Test("withAnimation(.easeInOut) moves a leaf along the Bézier; a plain write jumps")
    func easeInOutThenJump() throws {
        let p = try program(
            """
            @State var x = 0.0
            at(0.5) { withAnimation(.easeInOut(duration: 1)) { x = 200 } }
            at(2.0) { x = 0 }
            Rectangle().frame(width: 20, height: 20).offset(x: x).position(x: 100, y: 100)
            """)
        #expect(p.timeline.updates.count == 2)
        let start = x(try leaves(p, 0)[0])
        #expect(start == 90)
        for t in [0.5, 0.6, 0.75, 1.0, 1.25, 1.45, 1.5, 1.9] {
            let expected = start + 200 * AnimatedLayoutTests.bezier(0.42, 0, 0.58, 1, min(1, (t - 0.5) / 1))
            let got = x(try leaves(p, t)[0])
            #expect(abs(got - expected) < 1e-3, "t = \(t): \(got) vs \(expected)")
        }
        #expect(x(try leaves(p, 2.0)[0]) == start)
        #expect(try leaves(p, 2.0).count == 1)
    }

    @Test("an interpolating spring follows the damped oscillator's closed form")
    func interpolatingSpring() throws {
        let p = try program(
            """
            @State var on = false
            at(0.25) { withAnimation(.interpolatingSpring(mass: 1, stiffness: 100, damping: 5)) { on.toggle() } }
            Circle().frame(width: 20, height: 20).offset(x: on ? 300 : 0).position(x: 40, y: 100)
            """)
        let start = x(try leaves(p, 0)[0])
        // m = 1, k = 100, c = 5: ω0 = 10, ζ = 0.25 (underdamped).
        let w0 = 10.0
        let zeta = 0.25
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in stride(from: 0.25, through: 2.5, by: 0.15) {
            let s = t - 0.25
            let progress = 1 - exp(-zeta * w0 * s) * (cos(wd * s) + zeta * w0 / wd * sin(wd * s))
            let got = x(try leaves(p, t)[0])
            #expect(abs(got - (start + 300 * progress)) < 1e-6, "t = \(t)")
        }
        // It overshoots (ζ < 1): some frame lies past the target.
        let peak = try stride(from: 0.3, through: 1.0, by: 1.0 / 60).map { x(try leaves(p, $0)[0]) }.max()!
        #expect(peak > start + 300 + 100)
    }

    @Test("a spring interrupted by a spring keeps its position and velocity")
    func retargetKeepsVelocity() throws {
        let p = try program(
            """
            @State var x = 0.0
            at(0.25) { withAnimation(.spring(duration: 0.8, bounce: 0.25)) { x = 300 } }
            at(0.6) { withAnimation(.spring(duration: 0.8, bounce: 0.25)) { x = 100 } }
            Rectangle().frame(width: 10, height: 10).offset(x: x).position(x: 20, y: 100)
            """)
        // Differences over 20 ms either side of the interruption (the integrator steps 1/300 s, OpenSwiftUI
        // FluidSpringAnimation.swift). The acceleration jumps there (the target moved), so they differ by about a·h; a
        // spring restarted from rest would instead start at 0 px/s.
        let h = 0.02
        let at = x(try leaves(p, 0.6)[0])
        let before = (at - x(try leaves(p, 0.6 - h)[0])) / h
        let after = (x(try leaves(p, 0.6 + h)[0]) - at) / h
        #expect(before > 300, "moving right fast when interrupted (\(before) px/s)")
        #expect(abs(after - before) < 0.35 * abs(before), "velocity carried over: \(before) → \(after) px/s")
        #expect(after > 0.5 * before)
        // And it settles at the new target.
        #expect(abs(x(try leaves(p, 2.9)[0]) - (15 + 100)) < 0.01)
    }

    @Test("two ease-in-out changes combine as DefaultCombiningAnimation: no jump at the interruption")
    func bezierCombines() throws {
        let p = try program(
            """
            @State var x = 0.0
            at(0.25) { withAnimation(.easeInOut(duration: 1)) { x = 300 } }
            at(0.75) { withAnimation(.easeInOut(duration: 1)) { x = 100 } }
            Rectangle().frame(width: 10, height: 10).offset(x: x).position(x: 20, y: 100)
            """)
        let e = { (s: Double) in AnimatedLayoutTests.bezier(0.42, 0, 0.58, 1, max(0, min(1, s))) }
        for t in [0.75, 0.9, 1.1, 1.3, 1.6, 1.8] {
            // OpenSwiftUI AnimatorState.combine, DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge:
            // r0(t) + p1(t − e)·((V0 + V1) − r0(t)), V0 = 300, V0 + V1 = 100.
            let r0 = 300 * e(t - 0.25)
            let expected = 15 + r0 + e(t - 0.75) * (100 - r0)
            let got = x(try leaves(p, t)[0])
            #expect(abs(got - expected) < 1e-3, "t = \(t): \(got) vs \(expected)")
        }
    }

    @Test(".animation(_:value:) animates a plain write below it; views outside it jump")
    func implicitAnimation() throws {
        let p = try program(
            """
            @State var on = false
            at(1) { on = true }
            VStack {
                Rectangle().frame(width: 10, height: 10).offset(x: on ? 100 : 0).animation(.linear(duration: 1), value: on)
                Rectangle().frame(width: 10, height: 10).offset(x: on ? 100 : 0)
                Rectangle().frame(width: 10, height: 10).offset(x: on ? 100 : 0).animation(.linear(duration: 1), value: 0)
            }
            """)
        let start = try leaves(p, 0).map(x)
        let mid = try leaves(p, 1.25).map(x)
        #expect(abs(mid[0] - (start[0] + 25)) < 1e-9)
        #expect(mid[1] == start[1] + 100)
        #expect(mid[2] == start[2] + 100, "a value that did not change leaves the transaction's (none)")
    }

    @Test("insertion with .move(edge: .leading) starts one width to the left; removal fades with .opacity")
    func transitions() throws {
        let p = try program(
            """
            @State var show = false
            at(0.5) { withAnimation(.linear(duration: 1)) { show = true } }
            at(2.0) { withAnimation(.linear(duration: 0.5)) { show = false } }
            ZStack {
                Color.clear.frame(width: 10, height: 10)
                if show {
                    Rectangle().fill(Color.red).frame(width: 80, height: 20).transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity))
                }
            }
            """)
        #expect(try leaves(p, 0.4).count == 1)
        let final = x(try leaves(p, 1.6).last!)
        #expect(final == 160)
        let quarter = try leaves(p, 0.75).last!
        #expect(abs(x(quarter) - (final - 80 * 0.75)) < 1e-9)
        let fading = try leaves(p, 2.25).last!
        #expect(abs(fading.color.opacity - 0.5) < 1e-9)
        #expect(x(fading) == final)
        #expect(try leaves(p, 2.6).count == 1, "dropped once the removal finished")
    }

    @Test("a Text whose string changes under animation cross-fades: old out where it was, new in where it goes")
    func textCrossFade() throws {
        let p = try program(
            """
            @State var n = 9
            at(0.5) { withAnimation(.linear(duration: 1)) { n = 10 } }
            Text("\\(n)").font(.system(size: 30)).position(x: n > 9 ? 300 : 100, y: 100)
            """)
        let mid = try leaves(p, 1.0)
        #expect(mid.count == 2)
        let alphas = mid.map(\.color.opacity).sorted()
        #expect(abs(alphas[0] - 0.5) < 1e-9 && abs(alphas[1] - 0.5) < 1e-9)
        let xs = mid.map { $0.frame.center.applying($0.transform).x }.sorted()
        #expect(abs(xs[0] - 100) < 1 && abs(xs[1] - 300) < 1)
        #expect(try leaves(p, 1.6).count == 1)
    }

    @Test(
        "a RoundedRectangle's corner radius morphs under animation (one leaf), as an UnevenRoundedRectangle's radii do")
    func cornerRadiusMorphs() throws {
        let p = try program(
            """
            @State var on = false
            at(0.5) { withAnimation(.linear(duration: 1)) { on = true } }
            ZStack {
                RoundedRectangle(cornerRadius: on ? 5 : 25).fill(.blue).frame(width: 100, height: 100)
                UnevenRoundedRectangle(topLeadingRadius: on ? 0 : 40, bottomTrailingRadius: on ? 30 : 10)
                    .frame(width: 80, height: 80).offset(x: 120)
            }
            """)
        func shapes(_ t: Double) throws -> [ShapeKind] {
            try leaves(p, t).compactMap { if case .shape(let kind) = $0.content { kind } else { nil } }
        }
        // Before, halfway (linear: t = 1.0 is half of 0.5 … 1.5) and after: one leaf each, the radius in between.
        for (t, radius, uneven) in [(0.2, 25.0, (40.0, 10.0)), (1.0, 15.0, (20.0, 20.0)), (1.8, 5.0, (0.0, 30.0))] {
            let kinds = try shapes(t)
            #expect(kinds.count == 2, "no cross-fade ghost at \(t)")
            guard kinds.count == 2, case .roundedRectangle(let r, let style) = kinds[0],
                case .unevenRoundedRectangle(let radii, _) = kinds[1]
            else {
                Issue.record("unexpected shapes \(kinds) at \(t)")
                continue
            }
            #expect(abs(r - radius) < 1e-9 && style == .continuous)
            #expect(abs(radii.topLeading - uneven.0) < 1e-9 && abs(radii.bottomTrailing - uneven.1) < 1e-9)
            #expect(radii.bottomLeading == 0 && radii.topTrailing == 0)
        }
        // Another kind of shape is new content: it still cross-fades.
        let swapped = try program(
            """
            @State var on = false
            at(0.5) { withAnimation(.linear(duration: 1)) { on = true } }
            Group { if on { Circle() } else { RoundedRectangle(cornerRadius: 10) } }.frame(width: 100, height: 100)
            """)
        #expect(try leaves(swapped, 1.0).count == 2)
    }

    @Test("a clip's corner radius animates: .cornerRadius and .clipShape(RoundedRectangle) morph, not jump")
    func clipRadiusMorphs() throws {
        for modifier in [".cornerRadius(on ? 0 : 50)", ".clipShape(RoundedRectangle(cornerRadius: on ? 0 : 50))"] {
            let p = try program(
                """
                @State var on = false
                at(0.5) { withAnimation(.linear(duration: 1)) { on = true } }
                Color.blue.frame(width: 100, height: 100)\(modifier)
                """)
            // The clip's path at t: its bounds are the 100 × 100 frame; a corner's diagonal point shows the radius.
            func cornerInside(_ t: Double) throws -> Bool? {
                let leaf = try #require(try leaves(p, t).first)
                guard case .clip(let path)? = leaf.groups.last?.kind else { return nil }
                let b = path.bounds
                // The point 10 pt in from the top-left corner on the diagonal: outside a circle (radius 50: the arc
                // crosses the diagonal ≈ 14.6 pt in), inside a radius-25 corner (≈ 7.3 pt in) and a square.
                let q = Point(x: b.minX + 10, y: b.minY + 10)
                return path.contains(q)
            }
            #expect(try cornerInside(0.2) == false, "\(modifier): a circle before")
            #expect(try cornerInside(1.0) == true, "\(modifier): radius 25 halfway, not yet a square")
            #expect(try cornerInside(1.8) == true, "\(modifier): a square after")
            // Halfway the radius is 25, not 0: a point 3 pt in on the diagonal is still outside.
            let leaf = try #require(try leaves(p, 1.0).first)
            guard case .clip(let path)? = leaf.groups.last?.kind else {
                Issue.record("no clip")
                continue
            }
            let b = path.bounds
            #expect(!path.contains(Point(x: b.minX + 3, y: b.minY + 3)))
            #expect(abs(b.width - 100) < 1e-6 && abs(b.height - 100) < 1e-6)
        }
    }

    @Test("a clip's frame animates with its content, and a clip moves with an animated offset around it")
    func clipFrameAndPlaceAnimate() throws {
        // The clip's device bounds at t, and the leaf's.
        func bounds(_ p: SceneProgram, _ t: Double) throws -> (clip: Rect, leaf: Rect)? {
            let leaf = try #require(try leaves(p, t).first)
            guard case .clip(let path)? = leaf.groups.last?.kind else { return nil }
            return (path.bounds, leaf.frame.applying(leaf.transform))
        }
        // A frame 100 → 300 wide, clipped: halfway (linear) the clip is 200 wide, as the colour is.
        let grow = try program(
            """
            @State var on = false
            at(0.5) { withAnimation(.linear(duration: 1)) { on = true } }
            Color.blue.frame(width: on ? 300 : 100, height: 100).clipShape(RoundedRectangle(cornerRadius: 20))
            """)
        for (t, width) in [(0.2, 100.0), (1.0, 200.0), (1.8, 300.0)] {
            let b = try #require(try bounds(grow, t))
            #expect(abs(b.clip.width - width) < 1e-6, "t \(t): clip \(b.clip.width) wide")
            #expect(abs(b.clip.minX - b.leaf.minX) < 1e-6 && abs(b.clip.maxX - b.leaf.maxX) < 1e-6, "t \(t)")
        }
        // An offset 0 → 200 outside the clip: halfway both are 100 pt along, the clip over the colour.
        let slide = try program(
            """
            @State var on = false
            at(0.5) { withAnimation(.linear(duration: 1)) { on = true } }
            Color.blue.frame(width: 100, height: 100).clipped().offset(x: on ? 200 : 0)
            """)
        let start = try #require(try bounds(slide, 0.2))
        for (t, dx) in [(1.0, 100.0), (1.8, 200.0)] {
            let b = try #require(try bounds(slide, t))
            #expect(abs(b.clip.minX - start.clip.minX - dx) < 1e-6, "t \(t): clip at \(b.clip.minX)")
            #expect(abs(b.clip.minX - b.leaf.minX) < 1e-6 && abs(b.clip.width - 100) < 1e-6, "t \(t)")
        }
    }

    @Test("a container's clip stays put while a child moves in and out by transition; a clip inside the view moves")
    func clipAndTransition() throws {
        // The clip bounds of every leaf drawn at t.
        func clips(_ p: SceneProgram, _ t: Double) throws -> [Rect] {
            try leaves(p, t).compactMap { leaf in
                let clip = leaf.groups.last { if case .clip = $0.kind { true } else { false } }
                guard case .clip(let path)? = clip?.kind else { return nil }
                return path.bounds
            }
        }
        let swap = try program(
            """
            @State var sel = 0
            at(0.5) { withAnimation(.linear(duration: 1)) { sel = 1 } }
            ZStack {
                if sel == 0 { Color.red.frame(width: 100, height: 40).transition(.move(edge: .bottom)) }
                if sel == 1 { Color.blue.frame(width: 100, height: 40).transition(.move(edge: .top)) }
            }
            .frame(width: 200, height: 60)
            .clipped()
            """)
        let container = try #require(try clips(swap, 0.2).first)
        #expect(abs(container.width - 200) < 1e-9 && abs(container.height - 60) < 1e-9)
        let mid = try clips(swap, 1.0)
        #expect(mid.count == 2)
        for clip in mid { #expect(clip == container, "\(clip) moved with the transition") }
        // `.clipped()` written on the view that moves: its clip moves with it (halfway: 20 pt of the way in from the
        // top edge of its 40-pt frame, i.e. its frame moved up by half its distance).
        let inside = try program(
            """
            @State var on = false
            at(0.5) { withAnimation(.linear(duration: 1)) { on = true } }
            ZStack {
                if on { Color.blue.frame(width: 100, height: 40).clipped().transition(.offset(y: -60)) }
            }
            .frame(width: 200, height: 60)
            """)
        let leaf = try #require(try leaves(inside, 1.0).first)
        let moving = try #require(try clips(inside, 1.0).first)
        let drawn = leaf.frame.applying(leaf.transform)
        #expect(abs(moving.minY - drawn.minY) < 1e-6 && abs(moving.height - 40) < 1e-6, "\(moving) vs \(drawn)")
    }

    @Test(
        "an .offset written outside .animation(_:value:) moves with the transaction around it, one inside with the scope"
    )
    func offsetOutsideAnimationScope() throws {
        func origins(_ transaction: String) throws -> [Point] {
            let p = try program(
                """
                @State var on = false
                at(0.5) { \(transaction) }
                Color.blue.frame(width: 10, height: 10)
                    .offset(x: on ? 100 : 0)
                    .animation(.linear(duration: 1), value: on)
                    .offset(y: on ? 100 : 0)
                    .frame(width: 200, height: 200, alignment: .topLeading)
                """)
            let start = try #require(try leaves(p, 0.2).first).frame.origin
            return try [1.0, 1.5, 2.0, 3.0].map { t in
                let leaf = try #require(try leaves(p, t).first)
                return Point(x: leaf.frame.minX - start.x, y: leaf.frame.minY - start.y)
            }
        }
        // x (inside the scope): linear over 1 s from 0.5; y (outside): the transaction's linear 2 s.
        let animated = try origins("withAnimation(.linear(duration: 2)) { on = true }")
        let expected = [Point(x: 50, y: 25), Point(x: 100, y: 50), Point(x: 100, y: 75), Point(x: 100, y: 100)]
        for (got, want) in zip(animated, expected) {
            #expect(abs(got.x - want.x) < 1e-6 && abs(got.y - want.y) < 1e-6, "\(got) vs \(want)")
        }
        // Without a transaction the outer offset jumps; the scope still animates x.
        let plain = try origins("on = true")
        #expect(abs(plain[0].x - 50) < 1e-6 && abs(plain[0].y - 100) < 1e-6, "\(plain[0])")
    }

    @Test("a mask's own content animates: a 20-pt bar offset -100 → 100 sweeps across, halfway at the centre")
    func maskContentAnimates() throws {
        let source = """
            scene(width: 300, height: 40, fps: 60, duration: 3, background: .white)
            @State var on = false
            at(0.5) { withAnimation(.linear(duration: 2)) { on = true } }
            Color.black.mask(Rectangle().frame(width: 20).offset(x: on ? 100 : -100)).frame(width: 300, height: 40)
            """
        // The black columns on row 20 at t: the bar's span (x0 ..< x1).
        func bar(_ t: Double) throws -> (Int, Int) {
            let fb = try SceneRender.render(source, at: t).0
            let dark = (0..<300).filter { fb[$0, 20].g < 128 }
            return (dark.first ?? -1, (dark.last ?? -2) + 1)
        }
        #expect(try bar(0.25) == (40, 60))
        #expect(try bar(1.5) == (140, 160))
        #expect(try bar(2.75) == (240, 260))
        // Without animation the bar jumps: at t = 1 it is already at its end without `withAnimation`.
        let jump = try SceneRender.render(
            source.replacingOccurrences(of: "withAnimation(.linear(duration: 2)) { on = true }", with: "on = true"),
            at: 1.5
        ).0
        #expect((0..<300).filter { jump[$0, 20].g < 128 } == Array(240..<260))
        // An `.animation(_:value:)` written inside the mask's content animates it without a transaction.
        let scoped = source.replacingOccurrences(
            of: "withAnimation(.linear(duration: 2)) { on = true }", with: "on = true"
        ).replacingOccurrences(
            of: ".offset(x: on ? 100 : -100)",
            with: ".offset(x: on ? 100 : -100).animation(.linear(duration: 2), value: on)")
        let half = try SceneRender.render(scoped, at: 1.5).0
        #expect((0..<300).filter { half[$0, 20].g < 128 } == Array(140..<160))
    }

    @Test(".contentTransition(.identity) swaps the text at once; the frame still animates")
    func identityContent() throws {
        let p = try program(
            """
            @State var n = 9
            at(0.5) { withAnimation(.linear(duration: 1)) { n = 10 } }
            Text("\\(n)").font(.system(size: 30)).contentTransition(.identity).position(x: n > 9 ? 300 : 100, y: 100)
            """)
        let mid = try leaves(p, 1.0)
        #expect(mid.count == 1)
        #expect(mid[0].color.opacity == 1)
        #expect(abs(mid[0].frame.center.applying(mid[0].transform).x - 200) < 1)
    }

    @Test("a rotation's angle and anchor animate as parameters, not as a matrix")
    func rotationParameters() throws {
        let p = try program(
            """
            @State var on = false
            at(0) { withAnimation(.linear(duration: 1)) { on = true } }
            Rectangle().frame(width: 100, height: 20).rotationEffect(.degrees(on ? 180 : 0), anchor: on ? .trailing : .leading)
                .position(x: 200, y: 100)
            """)
        let leaf = try leaves(p, 0.5)[0]
        // Half-way: 90° about the anchor half-way between leading and trailing (the centre): a vertical bar there.
        let c = leaf.frame.center.applying(leaf.transform)
        #expect(abs(c.x - 200) < 1e-9 && abs(c.y - 100) < 1e-9)
        let corner = leaf.frame.origin.applying(leaf.transform)
        #expect(abs(corner.x - 210) < 1e-9 && abs(corner.y - 50) < 1e-9, "\(corner)")
    }

    @Test("an event's `let` is seen by the statements after it; an `if` in an event may hold withAnimation")
    func eventScopes() throws {
        let p = try program(
            """
            @State var x = 0.0
            @State var on = false
            at(0.5) {
                let target = 40.0
                x = target
                if x > 10 {
                    withAnimation(.linear(duration: 1)) { on.toggle() }
                }
            }
            Rectangle().frame(width: 10, height: 10).offset(x: x).opacity(on ? 1 : 0.5).position(x: 100, y: 100)
            """)
        #expect(p.timeline.updates.count == 2, "the plain write, then the transaction")
        let start = try leaves(p, 0)[0]
        let mid = try leaves(p, 1.0)[0]
        #expect(x(mid) == x(start) + 40, "the plain write jumps")
        #expect(abs(mid.color.opacity - 0.75) < 1e-9, "the write in the if's withAnimation animates")
    }

    @Test("colours interpolate in linear sRGB")
    func colourInLinearLight() throws {
        let p = try program(
            """
            @State var on = false
            at(0) { withAnimation(.linear(duration: 1)) { on = true } }
            Rectangle().fill(on ? Color(red: 1, green: 1, blue: 1) : Color(red: 0, green: 0, blue: 0)).frame(width: 10, height: 10)
            """)
        let mid = try leaves(p, 0.5)[0].color
        // Linear 0.5 encodes to sRGB 0.7354 (IEC 61966-2-1).
        let expected = 1.055 * pow(0.5, 1 / 2.4) - 0.055
        #expect(abs(mid.red - expected) < 1e-9)
    }

    @Test("geometryGroup animates the group's frame once: a capsule and its text stay together")
    func geometryGroupMovesAsOne() throws {
        func offsets(_ grouped: Bool, _ t: Double) throws -> (Double, Double) {
            let p = try program(
                """
                @State var done = false
                at(0.5) { withAnimation(.easeInOut(duration: 2.2)) { done.toggle() } }
                VStack {
                    Text(done ? "Delivered" : "Out for delivery").padding().background(Color.blue.opacity(0.15), in: Capsule())
                        \(grouped ? ".geometryGroup()" : "")
                        .frame(maxWidth: .infinity, alignment: done ? .trailing : .leading)
                }
                """)
            let l = try leaves(p, t)
            let capsule = l.first { if case .shape = $0.content { true } else { false } }!
            let texts = l.filter { if case .text = $0.content { true } else { false } }
            #expect(texts.count == 2, "old and new renderings cross-fade")
            // The text sits 16 pt (default padding) inside the capsule's leading edge; how far off is the worst one?
            let capsuleX = capsule.frame.origin.applying(capsule.transform).x
            let worst = texts.map { abs($0.frame.origin.applying($0.transform).x - capsuleX - 16) }.max()!
            return (worst, capsuleX)
        }
        let (apart, _) = try offsets(false, 1.6)
        let (together, capsuleX) = try offsets(true, 1.6)
        #expect(apart > 60, "ungrouped: the renderings stay where the text was and goes (\(apart) px off)")
        #expect(together < 1, "grouped: the text rides with the capsule (\(together) px off)")
        #expect(capsuleX > 20, "the pill is moving")
    }
}
