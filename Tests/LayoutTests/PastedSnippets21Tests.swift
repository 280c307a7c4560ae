// PastedSnippets21Tests.swift: declaration forms blog and tutorial code uses and anim refused — a conformance
// declared by an extension (`extension Wedge: Shape`, `extension Card: View`, `extension Boxed: ViewModifier`), an
// extension of a nested type, a ButtonStyle nested in an enum, globals read by a `@State` initialiser above their
// declaration, a bare static member inside an extension of Double, a View extension's computed property read through
// implicit self, and a function named with its argument labels (`onDrag(value:)`).
// Rule: The Swift Programming Language — "Protocols" (Adding Protocol Conformance with an Extension; Protocol
// Extensions), "Nested Types" (Referring to Nested Types), "Declarations" (Top-Level Code: globals outside main.swift
// are lazily initialised), "Expressions" (function references with argument names). Expected areas are plane
// geometry worked out from each source: black ink on a white canvas (SceneRender.ink).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedSnippets21Tests {
    func ink(_ source: String) throws -> (area: Double, x: Double, y: Double) {
        SceneRender.ink(try SceneRender.render("scene(width: 300, height: 200, background: .white)\n" + source).0)
    }

    func texts(_ source: String) throws -> [String] {
        let (_, placed) = try SceneRender.render("scene(width: 300, height: 200, background: .white)\n" + source)
        return PastedFiles13Tests().texts(placed).map(\.0)
    }

    @Test("struct Wedge + extension Wedge: Shape — the extension's path(in:) draws: an 80 × 80 square centred")
    func shapeConformanceInExtension() throws {
        let m = try ink(
            """
            struct Wedge {
                var inset: CGFloat
            }

            extension Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    Path(rect.insetBy(dx: inset, dy: inset))
                }
            }

            #Preview {
                Wedge(inset: 10).fill(Color.black).frame(width: 100, height: 100)
            }
            """)
        #expect(abs(m.area - 6400) < 1, "area \(m.area)")
        #expect(abs(m.x - 150) < 0.01 && abs(m.y - 100) < 0.01)
    }

    @Test("struct Card {} + extension Card: View { var body } — the extension's body is the view: 40 × 30")
    func viewConformanceInExtension() throws {
        let m = try ink(
            """
            struct Card {
            }

            extension Card: View {
                var body: some View {
                    Color.black.frame(width: 40, height: 30)
                }
            }

            #Preview { Card() }
            """)
        #expect(abs(m.area - 1200) < 1, "area \(m.area)")
    }

    @Test("A generic ViewModifier conformance in an extension sees Content: a 100 pt square clipped to a circle")
    func viewModifierConformanceInExtension() throws {
        let m = try ink(
            """
            struct ShapeClip<S: Shape> {
                let shape: S
            }

            extension ShapeClip: ViewModifier {
                func body(content: Content) -> some View {
                    content.clipShape(shape)
                }
            }

            #Preview {
                Color.black.frame(width: 100, height: 100).modifier(ShapeClip(shape: Circle()))
            }
            """)
        let expected = Double.pi * 50 * 50
        #expect(abs(m.area - expected) / expected < 0.005, "area \(m.area) vs \(expected)")
    }

    @Test("extension Styles.Filled { init() } of a ButtonStyle nested in an enum: .buttonStyle(Styles.Filled())")
    func nestedButtonStyleAndExtension() throws {
        let m = try ink(
            """
            enum Styles {}

            extension Styles {
                struct Filled: ButtonStyle {
                    var width: CGFloat
                    func makeBody(configuration: Configuration) -> some View {
                        Color.black.frame(width: width, height: 20)
                    }
                }
            }

            extension Styles.Filled {
                init() {
                    width = 40
                }
            }

            #Preview {
                Button("Tap") {}.buttonStyle(Styles.Filled())
            }
            """)
        #expect(abs(m.area - 800) < 1, "area \(m.area)")
    }

    @Test("Globals read by @State initialisers: a fileprivate let above and sample data below the view")
    func lazyGlobalsInStateInitialisers() throws {
        let source = """
            fileprivate let baseWidth: Double = 120

            struct Servers: View {
                @State private var width = baseWidth
                @State var selected = servers.first!

                var body: some View {
                    VStack(spacing: 0) {
                        Text(selected)
                        Color(red: 1, green: 0, blue: 0).frame(width: CGFloat(width), height: 40)
                    }
                }
            }

            var servers = ["Frankfurt", "Tokyo", "Ohio"]

            #Preview { Servers() }
            """
        #expect(try texts(source) == ["Frankfurt"])
        let (fb, _) = try SceneRender.render("scene(width: 300, height: 200, background: .white)\n" + source)
        var red = 0
        for y in 0..<fb.height { for x in 0..<fb.width where fb[x, y].r == 255 && fb[x, y].g == 0 { red += 1 } }
        #expect(red == 120 * 40)
    }

    @Test("extension Double { static let twoPi = 2 * pi }: bare pi is Double.pi")
    func bareStaticMemberOfBuiltinType() throws {
        let texts = try texts(
            """
            extension Double {
                static let twoPi = 2 * pi
            }

            Text(String(format: "%.5f", Double.twoPi))
            """)
        #expect(texts == ["6.28319"])
    }

    @Test("extension View { var rect: CGRect } read as rect in a view's body: 200 × 100")
    func viewExtensionPropertyThroughImplicitSelf() throws {
        let m = try ink(
            """
            extension View {
                var rect: CGRect {
                    CGRect(x: 0, y: 0, width: 300, height: 200)
                }
            }

            struct Panel: View {
                var body: some View {
                    Color.black.frame(width: rect.width - 100, height: rect.height / 2)
                }
            }

            #Preview { Panel() }
            """)
        #expect(abs(m.area - 20000) < 1, "area \(m.area)")
    }

    @Test("A function named with its labels, onDrag(value:), passed to a gesture: parses, the view renders")
    func functionReferenceWithLabels() throws {
        let m = try ink(
            """
            struct Knob: View {
                @State var angle: Double = 0

                var body: some View {
                    Circle()
                        .fill(Color.black)
                        .frame(width: 100, height: 100)
                        .gesture(DragGesture().onChanged(onDrag(value:)))
                }

                func onDrag(value: CGSize) {
                    angle = Double(value.width)
                }
            }

            #Preview { Knob() }
            """)
        let expected = Double.pi * 50 * 50
        #expect(abs(m.area - expected) / expected < 0.005, "area \(m.area) vs \(expected)")
    }

    @Test("Bare members of self in extensions of CGRect and Array: minX, size, count")
    func implicitSelfInBuiltinExtensions() throws {
        let m = try ink(
            """
            extension CGRect {
                var quarterX: CGFloat {
                    minX + size.width / 4
                }
            }

            extension Array {
                var half: Int { count / 2 }
            }

            struct Bar: Shape {
                func path(in rect: CGRect) -> Path {
                    Path(CGRect(x: rect.quarterX, y: rect.minY, width: rect.width / 2, height: rect.height))
                }
            }

            #Preview {
                Bar().fill(Color.black).frame(width: CGFloat([1, 2, 3, 4, 5, 6, 7, 8].half * 50), height: 100)
            }
            """)
        // A 200 × 100 frame centred at (150, 100); the bar is its middle half: x 100…200.
        #expect(abs(m.area - 10000) < 1, "area \(m.area)")
        #expect(abs(m.x - 150) < 0.01)
    }

    @Test("An extension init that delegates to the memberwise one: self.init(color:) stays available")
    func extensionInitKeepsMemberwise() throws {
        let m = try ink(
            """
            struct Swatch: View {
                var side: CGFloat
                var body: some View { Color.black.frame(width: side, height: side) }
            }

            extension Swatch {
                init() { self.init(side: 30) }
            }

            #Preview {
                HStack(spacing: 10) {
                    Swatch()
                    Swatch(side: 20)
                }
            }
            """)
        #expect(abs(m.area - (900 + 400)) < 1, "area \(m.area)")
    }

    @Test("func select(_: Int): an unnamed parameter takes its argument and the call runs")
    func unnamedParameter() throws {
        let texts = try texts(
            """
            struct Row: View {
                func label(_: Int, suffix: String) -> String { "row" + suffix }
                var body: some View { Text(label(1, suffix: "!")) }
            }

            #Preview { Row() }
            """)
        #expect(texts == ["row!"])
    }

    @Test("A triggered PhaseAnimator's animation closure written as an if expression (SE-0380)")
    func ifExpressionAnimationClosure() throws {
        // Trigger at 0.5 s: the phase goes 360 → 0 with .linear(duration: 2): at 1.5 s half way, 180°. A 100 × 20
        // bar turned by 180° covers the same pixels, so the check is at 1.0 s: a quarter, 270° → the bar is upright.
        let source = """
            struct Spinner: View {
                @State var trigger = false
                var body: some View {
                    PhaseAnimator([360.0, 0.0], trigger: trigger) { phase in
                        Rectangle()
                            .fill(Color.black)
                            .frame(width: 100, height: 20)
                            .rotationEffect(.degrees(phase))
                    } animation: { phase in
                        if phase == 0 {
                            .linear(duration: 2)
                        } else {
                            .none
                        }
                    }
                }
            }

            Spinner()
            at(0.5) { trigger.toggle() }
            """
        let (fb, _) = try SceneRender.render(
            "scene(width: 300, height: 200, duration: 3, background: .white)\n" + source, at: 1.0)
        // Upright: ink spans y 50…150 in the centre column, none at x = 110 on the centre row.
        #expect(fb[150, 60].g < 128 && fb[150, 140].g < 128)
        #expect(fb[110, 100].g > 200)
    }

    @Test("Core Graphics' Int initialisers: CGSize, CGPoint, CGRect and CGVector from Int variables")
    func intGeometryInitialisers() throws {
        let m = try ink(
            """
            let w = 40
            let h = 20
            let size = CGSize(width: w, height: h)
            let rect = CGRect(x: 0, y: 0, width: w, height: w)
            let point = CGPoint(x: w, y: h)
            let vector = CGVector(dx: h, dy: w)
            Color.black.frame(width: size.width + rect.width + point.x + vector.dx, height: size.height + point.y)
            """)
        // (40 + 40 + 40 + 20) × (20 + 20) = 140 × 40.
        #expect(abs(m.area - 5600) < 1, "area \(m.area)")
    }
}
