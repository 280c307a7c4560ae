// PastedSnippets22Tests.swift: forms blog and tutorial code uses and anim refused — `Text(.init(label))` (a
// LocalizedStringKey made from a String, Markdown read), a layout subview's dimensions subscripted by an alignment
// known only at run time, a Layout value called as a function, and String indices (`text[text.index(text.startIndex,
// offsetBy: i)]`, typewriter effects).
// Rule: Apple: LocalizedStringKey.init(_:), ViewDimensions.subscript(_:), Layout.callAsFunction(_:); The Swift
// Standard Library: String.Index, String.subscript(_:). Expected values are worked out from each source: black ink
// on a white canvas (SceneRender.ink), or the texts laid out.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedSnippets22Tests {
    func render(_ source: String) throws -> (Framebuffer, [PlacedLeaf]) {
        try SceneRender.render("scene(width: 300, height: 200, background: .white)\n" + source)
    }

    func ink(_ source: String) throws -> (area: Double, x: Double, y: Double) {
        SceneRender.ink(try render(source).0)
    }

    func texts(_ source: String) throws -> [String] {
        PastedFiles13Tests().texts(try render(source).1).map(\.0)
    }

    @Test("Text(.init(label)) reads the String as a LocalizedStringKey: '**B**' draws a bold B, not the asterisks")
    func textFromImplicitKeyInit() throws {
        let source = """
            struct FormatButton: View {
                let label: String
                var body: some View {
                    Text(.init(label))
                }
            }
            #Preview { FormatButton(label: "**B**") }
            """
        #expect(try texts(source) == ["B"])
        let verbatim = """
            struct FormatButton: View {
                let label: String
                var body: some View { Text(label) }
            }
            #Preview { FormatButton(label: "**B**") }
            """
        #expect(try texts(verbatim) == ["**B**"])
    }

    @Test("subview.dimensions(in:)[alignment.horizontal]: a 40-wide subview centred at x = 150 by its own guide")
    func layoutDimensionsSubscriptByRuntimeGuide() throws {
        func source(_ alignment: String) -> String {
            """
            struct Pinned: Layout {
                var alignment: Alignment
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews {
                        let d = subview.dimensions(in: .unspecified)
                        let x = d[alignment.horizontal]
                        let y = d[VerticalAlignment.top]
                        subview.place(at: CGPoint(x: bounds.midX - x, y: bounds.minY + y), proposal: .unspecified)
                    }
                }
            }
            #Preview {
                Pinned(alignment: \(alignment)) { Color.black.frame(width: 40, height: 20) }
                    .frame(width: 300, height: 200)
            }
            """
        }
        let centre = try ink(source(".center"))
        #expect(abs(centre.area - 800) < 1 && abs(centre.x - 150) < 0.01, "\(centre)")
        let leading = try ink(source(".leading"))
        #expect(abs(leading.x - 170) < 0.01, "leading guide 0: the subview starts at the midline, \(leading)")
        let trailing = try ink(source(".trailing"))
        #expect(abs(trailing.x - 130) < 0.01, "trailing guide 40: the subview ends at the midline, \(trailing)")
        #expect(abs(trailing.y - 10) < 0.01)
    }

    @Test("A Layout value called as a function: Plain()() { … } is Plain { … }")
    func layoutCallAsFunction() throws {
        let m = try ink(
            """
            struct Plain: Layout {
                var inset: CGFloat = 0
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews.first?.place(at: CGPoint(x: bounds.minX + inset, y: bounds.minY + inset), proposal: .unspecified)
                }
            }
            #Preview {
                Plain(inset: 20)() {
                    Color.black.frame(width: 50, height: 10)
                }
                .frame(width: 300, height: 200)
            }
            """)
        #expect(abs(m.area - 500) < 1)
        #expect(abs(m.x - 45) < 0.01 && abs(m.y - 25) < 0.01, "\(m)")
    }

    @Test("String indices: text[text.index(text.startIndex, offsetBy: i)] per letter, a range slice, distance")
    func stringIndices() throws {
        let source = """
            struct Typewriter: View {
                let text = "Hello"
                var body: some View {
                    VStack {
                        HStack(spacing: 0) {
                            ForEach(0..<text.count, id: \\.self) { i in
                                Text(String(text[text.index(text.startIndex, offsetBy: i)]))
                            }
                        }
                        Text(text[text.startIndex..<text.index(text.startIndex, offsetBy: 3)])
                        Text("\\(text.distance(from: text.startIndex, to: text.endIndex))")
                        Text(String(text[text.index(before: text.endIndex)]))
                    }
                }
            }
            #Preview { Typewriter() }
            """
        #expect(try texts(source) == ["H", "e", "l", "l", "o", "Hel", "5", "o"])
    }

    @Test("Reading past a String's end is Swift's trap, located at the subscript")
    func stringIndexOutOfBounds() throws {
        let source = """
            scene(width: 300, height: 200, background: .white)
            struct V: View {
                let text = "ab"
                var body: some View { Text(String(text[text.index(text.startIndex, offsetBy: 2)])) }
            }
            #Preview { V() }
            """
        #expect(throws: (any Error).self) { try SceneRender.render(source) }
        do {
            _ = try SceneRender.render(source)
        } catch {
            #expect("\(error)".contains("out of bounds"), "\(error)")
        }
    }

    @Test(".redacted(reason: flag ? .placeholder : .init()): .init() is the empty set, so the text is drawn")
    func redactedImplicitInit() throws {
        func leaves(_ flag: Bool) throws -> [PlacedLeaf] {
            try render(
                """
                struct V: View {
                    @State private var isRedacted = \(flag)
                    var body: some View {
                        Text("Some text").redacted(reason: isRedacted ? .placeholder : .init())
                    }
                }
                #Preview { V() }
                """
            ).1
        }
        guard case .shape(.roundedRectangle) = try leaves(true).first?.content else {
            Issue.record("redacted: a bar")
            return
        }
        #expect(PastedFiles13Tests().texts(try leaves(false)).map(\.0) == ["Some text"])
    }

    @Test("PhaseAnimator([10, 20, 30, 40]) { phase in RoundedRectangle(cornerRadius: phase) }: the phases are CGFloats")
    func integerPhasesTypedByTheirUse() throws {
        // At time 0 the first phase: radius 10, as RoundedRectangle(cornerRadius: 10.0) draws it.
        let m = try ink(
            """
            #Preview {
                PhaseAnimator([10, 20, 30, 40]) { phase in
                    RoundedRectangle(cornerRadius: phase)
                        .fill(Color.black)
                        .frame(width: 120, height: 120)
                }
            }
            """)
        let direct = try ink(
            "#Preview { RoundedRectangle(cornerRadius: 10.0).fill(Color.black).frame(width: 120, height: 120) }")
        #expect(m.area < 14_400 - 10 && abs(m.area - direct.area) < 0.01, "area \(m.area) vs \(direct.area)")
        // An Int phase used as an Int keeps its type: Text("\(phase)") shows "10", not "10.0".
        let phaseText = try ink("#Preview { PhaseAnimator([10, 20]) { phase in Text(\"\\(phase)\") } }")
        let written = try ink("#Preview { Text(\"10\") }")
        #expect(phaseText.area > 10 && abs(phaseText.area - written.area) < 0.01, "\(phaseText) vs \(written)")
    }

    @Test("UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:) in a Shape: two rounded corners of radius 20")
    func bezierPathRoundedCorners() throws {
        let m = try ink(
            """
            struct CustomCorners: Shape {
                var corners: UIRectCorner
                var radius: CGFloat
                func path(in rect: CGRect) -> Path {
                    let path = UIBezierPath(
                        roundedRect: rect,
                        byRoundingCorners: corners,
                        cornerRadii: CGSize(width: radius, height: radius))
                    return Path(path.cgPath)
                }
            }
            #Preview {
                Color.black.frame(width: 100, height: 100)
                    .clipShape(CustomCorners(corners: [.topRight, .bottomRight], radius: 20))
            }
            """)
        // Each rounded corner removes (1 − π/4)·20² from the square; both are on the right.
        let corner = (1 - Double.pi / 4) * 400
        let expected = 10_000 - 2 * corner
        #expect(abs(m.area - expected) < 2, "area \(m.area) vs \(expected)")
        #expect(m.x < 150 - 0.1 && abs(m.y - 100) < 0.01, "the missing area is on the right: \(m)")
    }

    @Test("UIBezierPath.addArc(withCenter:…clockwise: true) from 0 to π is the lower half, as on screen in UIKit")
    func bezierPathArcDirection() throws {
        let m = try ink(
            """
            struct Half: Shape {
                func path(in rect: CGRect) -> Path {
                    let path = UIBezierPath()
                    path.addArc(withCenter: CGPoint(x: rect.midX, y: rect.midY), radius: 50, startAngle: 0, endAngle: .pi, clockwise: true)
                    path.close()
                    return Path(path.cgPath)
                }
            }
            #Preview { Half().fill(Color.black).frame(width: 100, height: 100) }
            """)
        let expected = Double.pi * 50 * 50 / 2
        #expect(abs(m.area - expected) / expected < 0.005, "area \(m.area)")
        // A half disc's centroid lies 4r/(3π) from the centre, here below it.
        #expect(abs(m.y - (100 + 200 / (3 * Double.pi))) < 0.3, "centroid \(m)")
    }

    @Test(
        "Color(flag ? \"a\" : \"b\") is the asset-name initialiser; [.red, .green].randomElement()! where a Color is expected"
    )
    func colourChoicesFromLiterals() throws {
        let source = """
            struct V: View {
                @State var on = true
                private let color: Color = [.black, .black].randomElement()!
                var body: some View {
                    VStack(spacing: 0) {
                        Color(on ? "dragbg1" : "dragbg2").frame(width: 10, height: 10)
                        color.frame(width: 40, height: 20)
                    }
                }
            }
            #Preview { V() }
            """
        let m = try ink(source)
        // The asset colours are missing (clear, with a warning); the random element of two blacks is black.
        #expect(abs(m.area - 800) < 1, "area \(m.area)")
    }

    @Test("private var frame: RoundedRectangle { .init(cornerRadius: 12) } — the one shape with that initialiser")
    func builtinShapeImplicitInit() throws {
        let m = try ink(
            """
            struct Card: View {
                private var frameShape: RoundedRectangle { .init(cornerRadius: 12) }
                var body: some View { frameShape.fill(Color.black).frame(width: 100, height: 60) }
            }
            #Preview { Card() }
            """)
        let direct = try ink(
            "#Preview { RoundedRectangle(cornerRadius: 12).fill(Color.black).frame(width: 100, height: 60) }")
        #expect(m.area < 6000 - 20 && abs(m.area - direct.area) < 0.01, "area \(m.area) vs \(direct.area)")
    }

    @Test("switch over an Axis.Set with case [.horizontal, .vertical]: the literal is the set, compared by value")
    func axisSetLiteralCasePattern() throws {
        let source = """
            func label(for axes: Axis.Set) -> String {
                switch axes {
                case [.horizontal, .vertical]: return "both"
                case .horizontal: return "horizontal"
                default: return "other"
                }
            }
            #Preview {
                VStack {
                    Text(label(for: [.vertical, .horizontal]))
                    Text(label(for: .horizontal))
                    Text(label(for: .vertical))
                }
            }
            """
        #expect(try texts(source) == ["both", "horizontal", "other"])
    }

    @Test("withAnimation(.linear(duration: 1), { x = 100 }): the body as the second argument animates the change")
    func withAnimationBodyArgument() throws {
        let source = """
            scene(width: 300, height: 200, duration: 2, background: .white)
            struct V: View {
                @State private var x: CGFloat = 0
                var body: some View {
                    Color.black.frame(width: 20, height: 20)
                        .offset(x: x)
                        .onAppear {
                            withAnimation(Animation.linear(duration: 1), {
                                self.x = 100
                            })
                        }
                }
            }
            #Preview { V() }
            """
        // The square starts centred (x 150) and is halfway, 50 pt right, after 0.5 s of the linear second.
        let start = SceneRender.ink(try SceneRender.render(source, at: 0).0)
        let half = SceneRender.ink(try SceneRender.render(source, at: 0.5).0)
        #expect(abs(start.x - 150) < 0.01, "\(start)")
        #expect(abs(half.x - 200) < 0.01, "\(half)")
    }

    @Test("var id: UUID = .init() is a fresh UUID per value: a ForEach over three such items draws three rows")
    func uuidImplicitInit() throws {
        let source = """
            struct Item: Identifiable {
                var id: UUID = .init()
                var width: CGFloat
            }
            struct V: View {
                let items = [Item(width: 10), Item(width: 20), Item(width: 30)]
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(items) { item in Color.black.frame(width: item.width, height: 10) }
                    }
                }
            }
            #Preview { V() }
            """
        let m = try ink(source)
        #expect(abs(m.area - 600) < 1, "area \(m.area)")
    }

    @Test("rects.max { $0.maxY < $1.maxY } and min(by:); scaleEffect(CGSize(width: 1, height: 2))")
    func maxByAndScaleEffectSize() throws {
        let tallest = try ink(
            """
            struct V: View {
                let rects = [CGRect(x: 0, y: 0, width: 10, height: 40), CGRect(x: 0, y: 0, width: 30, height: 20)]
                var body: some View {
                    let tallest = rects.max { $0.maxY < $1.maxY } ?? .zero
                    let narrowest = rects.min(by: { $0.width < $1.width }) ?? .zero
                    Color.black.frame(width: tallest.width + narrowest.width, height: tallest.height)
                }
            }
            #Preview { V() }
            """)
        #expect(abs(tallest.area - 800) < 1, "a 20 × 40 rectangle: \(tallest)")
        let scaled = try ink(
            """
            struct V: View {
                @State var scale = CGSize(width: 1, height: 2)
                var body: some View { Color.black.frame(width: 50, height: 50).scaleEffect(scale) }
            }
            #Preview { V() }
            """)
        #expect(abs(scaled.area - 5000) < 1 && abs(scaled.y - 100) < 0.01, "50 × 100 about the centre: \(scaled)")
    }
}
