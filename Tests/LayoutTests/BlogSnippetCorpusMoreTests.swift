// BlogSnippetCorpusMoreTests.swift: twenty-two more snippets in blog formatting (issue #14 "a corpus test: ~30 SwiftUI
// snippets … each with its expected marker positions computed by hand"), run as BlogSnippetCorpusTests runs its ten:
// column-1 arguments, CG types and tuples, generics and @ViewBuilder, Group/ForEach, enums with raw values and
// CaseIterable, computed and static properties, closures with $0, default arguments, the modifier-order rules of
// seed 000, repeating and delayed animations. The root is centred in the 400 × 200 canvas unless noted; the marker is
// the last leaf.

import Foundation
import Geometry
import Layout
import Scene
import Testing

extension BlogSnippetCorpusTests {
    static let moreSnippets: [BlogSnippet] = [
        BlogSnippet(
            name: "arguments and closing parens at column 1",
            source: """
                struct ContentView: View {
                var body: some View {
                Rectangle()
                .frame(
                width: 40,
                height: 20
                )
                .offset(
                x: 50,
                y: -30
                )
                }
                }
                """,
            expected: [(0, 250, 70)]),
        BlogSnippet(
            name: "tuple destructuring in the body",
            source: """
                struct ContentView: View {
                    var body: some View {
                        let (dx, dy) = (25.0, -15.0)
                        Rectangle()
                            .frame(width: 10, height: 10)
                            .offset(x: dx, y: dy)
                    }
                }
                """,
            expected: [(0, 225, 85)]),
        BlogSnippet(
            name: "CGPoint and CGSize properties",
            source: """
                struct ContentView: View {
                    let origin = CGPoint(x: 60, y: 40)
                    let size = CGSize(width: 30, height: 10)
                    var body: some View {
                        Rectangle()
                            .frame(width: size.width, height: size.height)
                            .position(origin)
                    }
                }
                """,
            // position(_:) places the centre in the 400 × 200 the position view fills.
            expected: [(0, 60, 40)]),
        BlogSnippet(
            name: "CGRect insetBy and midX/midY",
            source: """
                struct ContentView: View {
                    let box = CGRect(x: 100, y: 20, width: 80, height: 60).insetBy(dx: 10, dy: 10)
                    var body: some View {
                        Rectangle()
                            .frame(width: box.width, height: box.height)
                            .position(x: box.midX, y: box.midY)
                    }
                }
                """,
            // (110, 30, 60, 40): centre (140, 50).
            expected: [(0, 140, 50)]),
        BlogSnippet(
            name: "Group with if/else switched by an event",
            source: """
                struct ContentView: View {
                    @State private var flag = true
                    var body: some View {
                        Group {
                            if flag {
                                Rectangle().frame(width: 20, height: 20).offset(x: -80)
                            } else {
                                Rectangle().frame(width: 20, height: 20).offset(x: 80)
                            }
                        }
                    }
                }
                at(2) { flag = false }
                """,
            expected: [(0, 120, 100), (3, 280, 100)]),
        BlogSnippet(
            name: "ForEach over a range in an HStack",
            source: """
                struct ContentView: View {
                    var body: some View {
                        HStack(spacing: 10) {
                            ForEach(0..<4) { i in
                                Rectangle()
                                    .frame(width: 20, height: 20)
                            }
                        }
                    }
                }
                """,
            // 4 × 20 + 3 × 10 = 110 wide from x 145: the last spans 235…255.
            expected: [(0, 245, 100)]),
        BlogSnippet(
            name: "ForEach over an array with id: \\.self in a VStack",
            source: """
                struct ContentView: View {
                    let widths: [CGFloat] = [10, 30, 50]
                    var body: some View {
                        VStack(spacing: 5) {
                            ForEach(widths, id: \\.self) { w in
                                Rectangle().frame(width: w, height: 10)
                            }
                        }
                    }
                }
                """,
            // 3 × 10 + 2 × 5 = 40 high from y 80: the last spans 110…120.
            expected: [(0, 200, 115)]),
        BlogSnippet(
            name: "a generic Card with a @ViewBuilder content property",
            source: """
                struct Card<Content: View>: View {
                    @ViewBuilder let content: Content
                    var body: some View {
                        content
                            .padding(20)
                    }
                }
                struct ContentView: View {
                    var body: some View {
                        Card {
                            Rectangle()
                                .frame(width: 40, height: 40)
                        }
                        .offset(x: 30)
                    }
                }
                """,
            expected: [(0, 230, 100)]),
        BlogSnippet(
            name: "a @ViewBuilder method with a parameter",
            source: """
                struct ContentView: View {
                    @ViewBuilder
                    func marker(_ x: CGFloat) -> some View {
                        Rectangle().frame(width: 10, height: 10).offset(x: x)
                    }
                    var body: some View {
                        marker(70)
                    }
                }
                """,
            expected: [(0, 270, 100)]),
        BlogSnippet(
            name: "an enum with raw values, CaseIterable and a switch",
            source: """
                enum Size: String, CaseIterable {
                    case small, medium, large
                    var width: CGFloat {
                        switch self {
                        case .small: return 10
                        case .medium: return 20
                        case .large: return 40
                        }
                    }
                }
                struct ContentView: View {
                    var body: some View {
                        HStack(spacing: 0) {
                            ForEach(Size.allCases, id: \\.self) { size in
                                Rectangle().frame(width: size.width, height: 10)
                            }
                        }
                    }
                }
                """,
            // 10 + 20 + 40 = 70 wide from x 165: the large one spans 195…235.
            expected: [(0, 215, 100)]),
        BlogSnippet(
            name: "a computed property of @State",
            source: """
                struct ContentView: View {
                    @State private var count = 3
                    private var distance: CGFloat { CGFloat(count) * 15 }
                    var body: some View {
                        Rectangle()
                            .frame(width: 10, height: 10)
                            .offset(y: distance)
                    }
                }
                at(1) { count = 1 }
                """,
            expected: [(0, 200, 145), (2, 200, 115)]),
        BlogSnippet(
            name: "map with $0 and reduce with an operator",
            source: """
                struct ContentView: View {
                    let steps = [1, 2, 3, 4]
                    var body: some View {
                        let total = steps.map { $0 * 10 }.reduce(0, +)
                        Rectangle()
                            .frame(width: 10, height: 10)
                            .offset(x: CGFloat(total))
                    }
                }
                """,
            expected: [(0, 300, 100)]),
        BlogSnippet(
            name: "static constants in an enum namespace",
            source: """
                enum Metrics {
                    static let side: CGFloat = 24
                    static let shift: CGFloat = -60
                }
                struct ContentView: View {
                    var body: some View {
                        Rectangle()
                            .frame(width: Metrics.side, height: Metrics.side)
                            .offset(x: Metrics.shift, y: Metrics.shift / 2)
                    }
                }
                """,
            expected: [(0, 140, 70)]),
        BlogSnippet(
            name: "a function with labels and default arguments",
            source: """
                func shifted(by amount: CGFloat = 40, times: Int = 2) -> CGFloat {
                    amount * CGFloat(times)
                }
                struct ContentView: View {
                    var body: some View {
                        Rectangle()
                            .frame(width: 10, height: 10)
                            .offset(x: shifted(), y: shifted(by: 10, times: 3))
                    }
                }
                """,
            expected: [(0, 280, 130)]),
        BlogSnippet(
            name: "rotationEffect before offset leaves the shift along x",
            source: """
                struct ContentView: View {
                    var body: some View {
                        Rectangle()
                            .frame(width: 40, height: 20)
                            .rotationEffect(.degrees(90))
                            .offset(x: 50)
                    }
                }
                """,
            expected: [(0, 250, 100)]),
        BlogSnippet(
            name: "offset before rotationEffect swings the shift around the centre",
            source: """
                struct ContentView: View {
                    var body: some View {
                        Rectangle()
                            .frame(width: 40, height: 20)
                            .offset(x: 50)
                            .rotationEffect(.degrees(90))
                    }
                }
                """,
            // The offset content (centre 250, 100) turns 90° about the frame's centre (200, 100): (200, 150).
            expected: [(0, 200, 150)]),
        BlogSnippet(
            name: "scaleEffect after offset doubles the offset",
            source: """
                struct ContentView: View {
                    var body: some View {
                        Rectangle()
                            .frame(width: 20, height: 20)
                            .offset(x: 40)
                            .scaleEffect(2)
                    }
                }
                """,
            expected: [(0, 280, 100)]),
        BlogSnippet(
            name: "a linear animation repeating forever, autoreversing",
            source: """
                struct ContentView: View {
                    @State private var on = false
                    var body: some View {
                        Rectangle()
                            .frame(width: 20, height: 20)
                            .offset(x: on ? 100 : 0)
                            .onAppear {
                                withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) {
                                    on = true
                                }
                            }
                    }
                }
                """,
            // Out in 1 s, back in the next: 50 at 0.5 and 1.5 s, 100 at 1 s, 0 at 2 s.
            expected: [(0.5, 250, 100), (1, 300, 100), (1.5, 250, 100), (2, 200, 100)]),
        BlogSnippet(
            name: "a delayed linear animation",
            source: """
                struct ContentView: View {
                    @State private var on = false
                    var body: some View {
                        Rectangle()
                            .frame(width: 20, height: 20)
                            .offset(x: on ? 100 : 0)
                            .onAppear {
                                withAnimation(.linear(duration: 2).delay(1)) { on = true }
                            }
                    }
                }
                """,
            expected: [(0.5, 200, 100), (2, 250, 100), (3.5, 300, 100)]),
        BlogSnippet(
            name: "ZStack(alignment: .topLeading) in a fixed frame",
            source: """
                struct ContentView: View {
                    var body: some View {
                        ZStack(alignment: .topLeading) {
                            Color.clear
                            Rectangle()
                                .frame(width: 20, height: 20)
                        }
                        .frame(width: 200, height: 100)
                    }
                }
                """,
            // The 200 × 100 ZStack sits at (100, 50); the marker in its top-leading corner.
            expected: [(0, 110, 60)]),
        BlogSnippet(
            name: "frame(maxWidth: .infinity, alignment: .trailing) inside padding",
            source: """
                struct ContentView: View {
                    var body: some View {
                        Rectangle()
                            .frame(width: 30, height: 30)
                            .frame(maxWidth: .infinity, alignment: .trailing)
                            .padding(.horizontal, 20)
                    }
                }
                """,
            // The flexible frame is 360 wide at x 20…380; the marker at its trailing edge spans 350…380.
            expected: [(0, 365, 100)]),
        BlogSnippet(
            name: "a dictionary lookup with a default",
            source: """
                struct ContentView: View {
                    let offsets: [String: CGFloat] = ["left": -90, "right": 90]
                    var body: some View {
                        Rectangle()
                            .frame(width: 10, height: 10)
                            .offset(x: offsets["right"] ?? 0, y: offsets["up"] ?? 0)
                    }
                }
                """,
            expected: [(0, 290, 100)]),
    ]

    @Test("twenty-two more blog-formatted snippets, markers where worked out by hand", arguments: moreSnippets)
    func moreSnippet(_ more: BlogSnippet) throws {
        try snippet(more)
    }
}
