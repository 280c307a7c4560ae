// SceneProgramTests.swift: evaluating scenes into view trees.
// Rule: issue #2; seed 000 ("Modifier Order Is Matrix Order": markers 120 × 60, offset 200, one turn in 3 s at
// 24 fps, background (14, 16, 24)/255); Swift's literal typing and string interpolation.

import Geometry
import Testing
import Timeline

@testable import Layout
@testable import Scene

/// The seed 000 sweep scene, as issue #2 gives it.
let seedScene = """
    scene(width: 800, height: 450, fps: 24, duration: 3, background: Color(red: 14/255, green: 16/255, blue: 24/255))
    let angle = Angle.degrees(360 * time / 3)
    func marker(_ color: Color) -> some View { Rectangle().fill(color).frame(width: 120, height: 60) }
    ZStack {
        marker(.orange).offset(x: 200).rotationEffect(angle).position(x: 200, y: 225)
        marker(.teal).rotationEffect(angle).offset(x: 200).position(x: 600, y: 225)
    }
    """

private func load(_ body: String, header: String = "scene(width: 400, height: 300)") throws -> SceneProgram {
    try SceneProgram(source: header + "\n" + body, path: "test.scene")
}

struct SceneProgramTests {
    @Test("seed 000: a ZStack of two markers whose chains are in written order, at t = 1.5 s (180°)")
    func seedScene000() throws {
        let program = try SceneProgram(source: seedScene, path: "000.scene")
        let root = try program.view(time: 1.5, frame: 36)
        #expect(root.stack?.axis == .z)
        #expect(root.stack?.alignment == .center)
        #expect(root.children.count == 2)

        let (orangeLeaf, orange) = root.children[0].chain
        #expect(orangeLeaf.shape == .rectangle)
        #expect(orange.map(\.name) == ["fill", "frame", "offset", "rotationEffect", "position"])
        #expect(orange[0].fillColor == Color.named["orange"])
        #expect(orange[1].frameSize?.width == 120 && orange[1].frameSize?.height == 60)
        #expect(orange[2].offset?.x == 200 && orange[2].offset?.y == 0)
        #expect(orange[3].rotation?.angle.degrees == 180)
        #expect(orange[3].rotation?.anchor == .center)
        #expect(orange[4].position?.x == 200 && orange[4].position?.y == 225)

        let (tealLeaf, teal) = root.children[1].chain
        #expect(tealLeaf.shape == .rectangle)
        #expect(teal.map(\.name) == ["fill", "frame", "rotationEffect", "offset", "position"])
        #expect(teal[0].fillColor == Color.named["teal"])
        #expect(teal[2].rotation?.angle.degrees == 180)
        #expect(teal[3].offset?.x == 200)
        #expect(teal[4].position?.x == 600 && teal[4].position?.y == 225)
    }

    @Test("seed 000: the angle sweeps with time (0° at frame 0, 90° at 0.75 s)")
    func seedSweep() throws {
        let program = try SceneProgram(source: seedScene, path: "000.scene")
        let start = try program.view(time: 0, frame: 0).children[0].chain.modifiers[3]
        #expect(start.rotation?.angle.degrees == 0)
        let quarter = try program.view(frame: 18).children[1].chain.modifiers[2]
        #expect(quarter.rotation?.angle.degrees == 90)
    }

    @Test("seed 000: modifier nodes carry the range of their call, from '.' to ')'")
    func modifierRanges() throws {
        let program = try SceneProgram(source: seedScene, path: "000.scene")
        let ranges = try program.view(time: 0, frame: 0).children[0].modifierRanges
        // Line 5 is `    marker(.orange).offset(x: 200)…`: `.offset(x: 200)` spans columns 20..<35.
        #expect(ranges[2].start.line == 5 && ranges[2].start.column == 20 && ranges[2].end.column == 35)
        // `.fill(color)` is inside `marker`, on line 3.
        #expect(ranges[0].start.line == 3)
    }

    @Test("seed 000 header: 800 × 450 at 24 fps for 3 s, background exactly (14, 16, 24)/255")
    func seedHeader() throws {
        let header = try SceneProgram(source: seedScene, path: "000.scene").header
        #expect(header.width == 800 && header.height == 450)
        #expect(header.fps == FrameRate(24))
        #expect(header.duration == Rational(3))
        #expect(header.frameCount == 72)
        #expect(header.scale == 1)
        #expect(header.background == Color(red: 14.0 / 255, green: 16.0 / 255, blue: 24.0 / 255))
    }

    @Test("integer literals take the type the context asks for")
    func literalTyping() throws {
        let program = try load(
            """
            let x = 14/255
            let c = Color(red: 14/255, green: 0, blue: 0)
            let d: Double = 7 / 2
            let t = 360 * time / 3
            let n = 5
            let m = Double(n) * 2.5
            let i = Int(-2.7)
            let k = min(3, 2.5)
            let a = abs(-3)
            let b: Double = abs(-3)
            let h = 0x1F + 0b101 + 0o17 + 1_000
            Rectangle().fill(c)
            """)
        #expect(try program.describeGlobal("x", time: 0, frame: 0) == "0")
        #expect(try program.describeGlobal("d", time: 0, frame: 0) == "3.5")
        #expect(try program.describeGlobal("t", time: 1.5, frame: 45) == "180.0")
        #expect(try program.describeGlobal("m", time: 0, frame: 0) == "12.5")
        #expect(try program.describeGlobal("i", time: 0, frame: 0) == "-2")
        #expect(try program.describeGlobal("k", time: 0, frame: 0) == "2.5")
        #expect(try program.describeGlobal("a", time: 0, frame: 0) == "3")
        #expect(try program.describeGlobal("b", time: 0, frame: 0) == "3.0")
        #expect(try program.describeGlobal("h", time: 0, frame: 0) == "1051")
        let fill = try program.view(time: 0, frame: 0).chain.modifiers[0].fillColor
        #expect(fill?.red == 14.0 / 255)
    }

    @Test("string interpolation prints Int and Double as Swift does")
    func interpolation() throws {
        let program = try load(
            """
            let n = 3
            let s = "n=\\(n) x=\\(Double(n)) tenth=\\(0.1) small=\\(0.00001) t=\\(time) \\(n > 2) \\("a\\("b")")\\t\\u{41}"
            Rectangle()
            """)
        #expect(
            try program.describeGlobal("s", time: 0.5, frame: 15) == "n=3 x=3.0 tenth=0.1 small=1e-05 t=0.5 true ab\tA")
    }

    @Test("ForEach over a range gives one child per index")
    func forEachRange() throws {
        let root = try load("HStack(spacing: 4) { ForEach(0..<3) { i in Circle().frame(width: 10 + Double(i) * 5) } }")
            .view(time: 0, frame: 0)
        #expect(root.stack?.axis == .horizontal && root.stack?.spacing == 4)
        #expect(root.children.map { $0.chain.modifiers[0].frameSize?.width } == [10, 15, 20])
        #expect(root.children.allSatisfy { $0.chain.leaf.shape == .circle })
    }

    @Test("ForEach over an array, its indices and a closed range; `$0`; results flatten into the stack")
    func forEachArray() throws {
        let root = try load(
            """
            let colors: [Color] = [.red, .green, .blue]
            VStack(alignment: .leading) {
                Rectangle()
                ForEach(colors, id: \\.self) { c in Capsule().fill(c) }
                ForEach(colors.indices, id: \\.self) { Circle().fill(colors[$0]) }
                ForEach(1...2, id: \\.self) { _ in Ellipse() }
            }
            """
        ).view(time: 0, frame: 0)
        #expect(root.stack?.alignment == Alignment(horizontal: .leading, vertical: .center))
        #expect(root.children.count == 9)
        #expect(
            root.children[1...3].map { $0.chain.modifiers[0].fillColor }
                == ["red", "green", "blue"].map { Color.named[$0] })
        #expect(
            root.children[4...6].map { $0.chain.modifiers[0].fillColor }
                == ["red", "green", "blue"].map { Color.named[$0] })
        #expect(root.children[7].shape == .ellipse && root.children[8].shape == .ellipse)
    }

    @Test("a modifier on a ForEach applies to each element; several views at the root make a group")
    func distributedModifier() throws {
        let root = try load("ForEach(0..<2) { i in Circle() }.padding(4)").view(time: 0, frame: 0)
        guard case .group(let children) = root.kind else {
            Issue.record("expected a group, got \(root.kind)")
            return
        }
        #expect(children.count == 2)
        #expect(children.allSatisfy { $0.chain.modifiers.first?.insets == EdgeInsets(all: 4) })
    }

    @Test("`if frame % 2 == 0` toggles between frames")
    func conditionalView() throws {
        let program = try load(
            """
            ZStack {
                if frame % 2 == 0 {
                    Rectangle()
                } else if frame == 3 {
                    Ellipse()
                } else {
                    Circle()
                }
            }
            """)
        #expect(try program.view(time: 0, frame: 0).children.first?.shape == .rectangle)
        #expect(try program.view(time: 0, frame: 1).children.first?.shape == .circle)
        #expect(try program.view(time: 0, frame: 2).children.first?.shape == .rectangle)
        #expect(try program.view(time: 0, frame: 3).children.first?.shape == .ellipse)
    }

    @Test("an `if` without a taken branch at the root gives an empty view")
    func emptyRoot() throws {
        let program = try load("func maybe() -> some View { if frame > 5 { Circle() } }\nmaybe()")
        #expect(try program.view(time: 0, frame: 0).isEmpty)
        #expect(try program.view(time: 0, frame: 6).shape == .circle)
    }

    @Test("struct views: memberwise init, defaults, a let with a default, computed properties and methods")
    func structViews() throws {
        let program = try load(
            """
            struct Badge: View {
                let color: Color
                var size: Double = 40
                let corner: Double = 8
                var doubled: Double { size * 2 }
                private func dot() -> some View { Circle().fill(.white) }
                @ViewBuilder var body: some View {
                    RoundedRectangle(cornerRadius: corner)
                        .fill(color)
                        .frame(width: doubled, height: self.size)
                        .overlay(alignment: .topLeading) { dot() }
                }
            }
            HStack {
                Badge(color: .orange)
                Badge(color: .blue, size: 10).opacity(0.5)
            }
            """)
        let root = try program.view(time: 0, frame: 0)
        let (leaf, first) = root.children[0].chain
        #expect(leaf.shape == .roundedRectangle(cornerRadius: 8, style: .continuous))
        #expect(first[0].fillColor == Color.named["orange"])
        #expect(first[1].frameSize?.width == 80 && first[1].frameSize?.height == 40)
        #expect(first[2].decoration?.alignment == Alignment.named["topLeading"])
        #expect(first[2].decoration?.content.chain.leaf.shape == .circle)
        let second = root.children[1].chain.modifiers
        #expect(second[1].frameSize?.width == 20 && second[1].frameSize?.height == 10)
        #expect(second.last?.name == "opacity")
    }

    @Test("Group and multi-view functions flatten into the parent stack, each element taking the modifiers")
    func groups() throws {
        let root = try load(
            """
            func pair() -> some View {
                Circle()
                Rectangle()
            }
            struct Framed: View {
                let content: some View
                var body: some View { content.padding(1) }
            }
            HStack {
                Group { Ellipse(); Capsule() }.opacity(0.5)
                pair().offset(x: 2)
                Framed(content: Circle())
            }
            """
        ).view(time: 0, frame: 0)
        #expect(
            root.children.map { $0.chain.leaf.shape } == [
                .ellipse, .capsule(style: .continuous), .circle, .rectangle, .circle,
            ])
        #expect(
            root.children.map { $0.chain.modifiers.map(\.name) } == [
                ["opacity"], ["opacity"], ["offset"], ["offset"], ["padding"],
            ])
    }

    @Test("functions with labels, defaults, early returns and loops")
    func functions() throws {
        let program = try load(
            """
            func square(_ v: Double) -> Double { v * v }
            func pick(_ i: Int, scale s: Double = 2) -> Double {
                if i > 2 {
                    return Double(i) * s
                } else if i == 1 {
                    return 100
                }
                var total = 0.0
                for k in 0..<3 { total += Double(k) }
                return total
            }
            let w = square(3) + pick(5) + pick(1) + pick(0, scale: 1)
            Color.red.frame(width: w)
            """)
        #expect(try program.describeGlobal("w", time: 0, frame: 0) == "122.0")
        let root = try program.view(time: 0, frame: 0)
        #expect(root.chain.leaf.color == Color.named["red"])
    }

    @Test("padding's forms resolve to edge insets (default length 16)")
    func paddingForms() throws {
        let root = try load(
            """
            Rectangle()
                .padding()
                .padding(10)
                .padding(.horizontal)
                .padding([.top, .leading], 3)
                .padding(.vertical, 7)
                .padding(Edge.Set.trailing, 2)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            """
        ).view(time: 0, frame: 0)
        #expect(
            root.chain.modifiers.map(\.insets) == [
                EdgeInsets(all: 16), EdgeInsets(all: 10),
                EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                EdgeInsets(top: 3, leading: 3, bottom: 0, trailing: 0),
                EdgeInsets(top: 7, leading: 0, bottom: 7, trailing: 0),
                EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2),
                EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            ])
    }

    @Test("`.background(.blue, in: Capsule())` is a filled capsule behind the view, centred")
    func backgroundInShape() throws {
        let root = try load("Circle().background(.blue, in: Capsule())").view(time: 0, frame: 0)
        let background = try #require(root.chain.modifiers.first?.decoration)
        #expect(background.alignment == .center)
        let (shape, fill) = background.content.chain
        #expect(shape.shape == .capsule(style: .continuous))
        #expect(fill.first?.fillColor == Color.named["blue"])
    }

    @Test("background and overlay: a colour, a view, a builder with alignment")
    func decorations() throws {
        let root = try load(
            """
            Rectangle()
                .background(Color.green)
                .background(Circle(), alignment: .bottom)
                .overlay(alignment: .topTrailing) { Ellipse(); Circle() }
                .overlay(.red.opacity(0.5))
            """
        ).view(time: 0, frame: 0)
        let m = root.chain.modifiers.compactMap(\.decoration)
        #expect(m[0].content.color == Color.named["green"] && m[0].alignment == .center)
        #expect(m[1].content.shape == .circle && m[1].alignment == Alignment.named["bottom"])
        #expect(m[2].content.children.count == 2 && m[2].alignment == Alignment.named["topTrailing"])
        #expect(m[3].content.color == Color.named["red"]?.opacity(0.5))
    }

    @Test("frames, offsets, scales, rotations and the remaining modifiers")
    func otherModifiers() throws {
        let root = try load(
            """
            Capsule(style: .circular)
                .frame(minWidth: 10, maxWidth: .infinity, alignment: .topLeading)
                .offset(CGSize(width: 3, height: 4))
                .scaleEffect(2, anchor: .bottomTrailing)
                .scaleEffect(x: 3)
                .rotationEffect(.radians(.pi / 2), anchor: .top)
                .rotationEffect(Angle(degrees: 45))
                .opacity(0.5)
                .fixedSize()
                .fixedSize(horizontal: true, vertical: false)
                .zIndex(2)
                .foregroundStyle(.mint)
                .frame(height: Double.greatestFiniteMagnitude)
            """
        ).view(time: 0, frame: 0)
        let (leaf, m) = root.chain
        #expect(leaf.shape == .capsule(style: .circular))
        #expect(
            m[0].flexFrame?.horizontal.min == 10 && m[0].flexFrame?.horizontal.max == .infinity
                && m[0].flexFrame?.vertical.min == nil && m[0].flexFrame?.alignment == Alignment.named["topLeading"]!)
        #expect(m[1].offset?.x == 3 && m[1].offset?.y == 4)
        #expect(m[2].scale?.x == 2 && m[2].scale?.y == 2 && m[2].scale?.anchor == .bottomTrailing)
        #expect(m[3].scale?.x == 3 && m[3].scale?.y == 1 && m[3].scale?.anchor == .center)
        #expect(m[4].rotation?.angle.radians == .pi / 2 && m[4].rotation?.anchor == .top)
        #expect(abs((m[5].rotation?.angle.degrees ?? 0) - 45) < 1e-12)
        #expect(m.map(\.name)[6...] == ["opacity", "fixedSize", "fixedSize", "zIndex", "foregroundStyle", "frame"])
        #expect(m[11].frameSize?.width == nil && m[11].frameSize?.height == .greatestFiniteMagnitude)
    }

    @Test("stacks map their alignment to the right guide; Spacer and EmptyView")
    func stacks() throws {
        let root = try load(
            """
            VStack(alignment: .trailing, spacing: 2) {
                HStack(alignment: .bottom) { Spacer(); Spacer(minLength: 8); EmptyView() }
                ZStack(alignment: .bottomLeading) { Color.black }
            }
            """
        ).view(time: 0, frame: 0)
        #expect(root.stack?.alignment == Alignment(horizontal: .trailing, vertical: .center))
        let h = root.children[0]
        #expect(h.stack?.alignment == Alignment(horizontal: .center, vertical: .bottom) && h.stack?.spacing == nil)
        #expect(h.children[1].spacerMinLength == .some(8))
        #expect(h.children[2].isEmpty)
        #expect(root.children[1].stack?.alignment == Alignment.named["bottomLeading"])
        #expect(root.children[1].children.first?.color == .black)
    }

    @Test("frames evaluate concurrently and deterministically")
    func concurrentFrames() async throws {
        let program = try SceneProgram(source: seedScene, path: "000.scene")
        let angles = try await withThrowingTaskGroup(of: (Int, Double).self) { group in
            for frame in 0..<72 {
                group.addTask {
                    (frame, try program.view(frame: frame).children[0].chain.modifiers[3].rotation?.angle.degrees ?? -1)
                }
            }
            var result = [Double](repeating: 0, count: 72)
            for try await (frame, angle) in group { result[frame] = angle }
            return result
        }
        #expect(angles == (0..<72).map { Angle.degrees(360 * (Double($0) / 24) / 3).degrees })
    }
}
