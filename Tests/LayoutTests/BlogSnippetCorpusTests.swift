// BlogSnippetCorpusTests.swift: SwiftUI snippets formatted the way blog posts write them (an `import`, a
// `struct ContentView: View`, `@State private var`, trailing closures, column-1 arguments, `.onAppear` starting the
// animation), each with the marker's centre at chosen times worked out by hand (issue #14 items 3 and 4).
// Rule: every snippet's marker is its last leaf; a linear animation of duration d over Δ has covered Δ·t/d after t
// seconds; the root is centred in the 400 × 200 canvas, so a marker offset by (dx, dy) is centred at
// (200 + dx, 100 + dy) unless a note says otherwise.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct BlogSnippet: Sendable, CustomStringConvertible {
    var name: String
    var source: String
    /// (time in seconds, expected centre x, expected centre y or nil when only x is checked).
    var expected: [(Double, Double, Double?)]
    var description: String { name }
}

struct BlogSnippetCorpusTests {
    static let header = "scene(width: 400, height: 200, fps: 10, duration: 4)\nimport SwiftUI\n"

    static let snippets: [BlogSnippet] = [
        BlogSnippet(
            name: "onAppear starts a linear slide",
            source: """
                struct ContentView: View {
                    @State private var offset: CGFloat = 0

                    var body: some View {
                        Rectangle()
                            .frame(width: 20, height: 20)
                            .offset(x: offset)
                            .onAppear {
                                withAnimation(.linear(duration: 2)) {
                                    offset = 100
                                }
                            }
                    }
                }
                """,
            // 100 pt over 2 s: 50 at 1 s, 100 from 2 s.
            expected: [(0, 200, 100), (1, 250, 100), (3, 300, 100)]),
        BlogSnippet(
            name: "DispatchQueue.main.asyncAfter delays the change",
            source: """
                struct ContentView: View {
                    @State private var moved = false
                    var body: some View {
                        Rectangle()
                            .frame(width: 20, height: 20)
                            .offset(x: moved ? 100 : -100)
                            .onAppear {
                                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                                    withAnimation(.linear(duration: 1)) { moved = true }
                                }
                            }
                    }
                }
                """,
            // −100 until 1 s, then 200 pt over 1 s: 0 at 1.5 s.
            expected: [(0.5, 100, 100), (1.5, 200, 100), (2.5, 300, 100)]),
        BlogSnippet(
            name: "Task with Task.sleep steps through states",
            source: """
                struct ContentView: View {
                    @State private var step = 0
                    var body: some View {
                        Rectangle()
                            .frame(width: 20, height: 20)
                            .offset(x: Double(step) * 50)
                            .onAppear {
                                Task {
                                    try await Task.sleep(for: .seconds(1))
                                    step = 1
                                    try await Task.sleep(nanoseconds: 1_000_000_000)
                                    step = 2
                                }
                            }
                    }
                }
                """,
            expected: [(0.9, 200, 100), (1.0, 250, 100), (2.0, 300, 100)]),
        BlogSnippet(
            name: "a switch expression chooses the frame width",
            source: """
                struct ContentView: View {
                    let size = 1
                    var width: CGFloat {
                        switch size {
                        case 0: 40
                        case 1: 80
                        default: 120
                        }
                    }
                    var body: some View {
                        HStack(spacing: 0) {
                            Rectangle()
                                .frame(width: width, height: 20)
                            Rectangle()
                                .frame(width: 20, height: 20)
                        }
                    }
                }
                """,
            // HStack 80 + 20 = 100 wide from x = 150: the marker spans 230…250.
            expected: [(0, 240, 100)]),
        BlogSnippet(
            name: "a generic Card with column-1 arguments",
            source: """
                struct Card<Content: View>: View {
                    let content: Content
                    init(@ViewBuilder content: () -> Content) {
                        self.content = content()
                    }
                    var body: some View {
                        content
                            .padding(
                    10
                    )
                            .background(Color.gray)
                    }
                }
                #Preview {
                    Card {
                        Rectangle()
                .frame(
                width: 30,
                height: 30
                )
                .offset(x: 25)
                    }
                }
                """,
            // Card is 50 × 50 centred; the rectangle sits at its centre, then is offset 25.
            expected: [(0, 225, 100)]),
        BlogSnippet(
            name: "Button actions run by tap()",
            source: """
                struct ContentView: View {
                    @State private var index = 0
                    var body: some View {
                        VStack {
                            Button("Next") {
                                withAnimation(.linear(duration: 1)) {
                                    index += 1
                                }
                            }
                            .buttonStyle(.borderedProminent)
                            Rectangle()
                                .frame(width: 20, height: 20)
                                .offset(x: Double(index) * 60)
                        }
                    }
                }
                at(1) { tap("Next") }
                at(2.5) { tap("Next") }
                """,
            // 60 pt per tap over 1 s: 30 at 1.5 s, 60 at 2.5 s, 90 at 3 s.
            expected: [(0, 200, nil), (1.5, 230, nil), (2.5, 260, nil), (3, 290, nil)]),
        BlogSnippet(
            name: "a repeating Timer ticks",
            source: """
                struct ContentView: View {
                    @State private var ticks = 0
                    var body: some View {
                        Rectangle()
                            .frame(width: 20, height: 20)
                            .offset(y: Double(ticks) * 10)
                            .onAppear {
                                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                                    ticks += 1
                                }
                            }
                    }
                }
                """,
            // Ticks at 0.5, 1.0, 1.5 …: two by 1.2 s, six by 3.0 s.
            expected: [(0.2, 200, 100), (1.2, 200, 120), (3.0, 200, 160)]),
        BlogSnippet(
            name: "onChange follows a value in the same transaction",
            source: """
                struct ContentView: View {
                    @State private var progress = 0.0
                    @State private var x = 0.0
                    var body: some View {
                        Rectangle()
                            .frame(width: 20, height: 20)
                            .offset(x: x)
                            .onChange(of: progress) { oldValue, newValue in
                                x = newValue * 100
                            }
                    }
                }
                at(1) { withAnimation(.linear(duration: 2)) { progress = 1 } }
                """,
            // x jumps to 100 in progress's linear 2 s transaction: 50 at 2 s.
            expected: [(0.5, 200, 100), (2, 250, 100), (3.5, 300, 100)]),
        BlogSnippet(
            name: "a child flips a parent's state through @Binding",
            source: """
                struct Switch: View {
                    @Binding var isOn: Bool
                    var body: some View {
                        Button(isOn ? "On" : "Off") {
                            withAnimation(.linear(duration: 1)) {
                                isOn.toggle()
                            }
                        }
                    }
                }
                struct ContentView: View {
                    @State private var isOn = false
                    var body: some View {
                        ZStack {
                            Switch(isOn: $isOn)
                            Rectangle()
                                .frame(width: 20, height: 20)
                                .offset(x: isOn ? 120 : 0)
                        }
                    }
                }
                at(1) { tap("Off") }
                at(2.5) { tap("On") }
                """,
            expected: [(1.5, 260, 100), (2.5, 320, 100), (3, 260, 100)]),
        BlogSnippet(
            name: "while, guard and #available in helpers place a grid marker",
            source: """
                func column(for index: Int) -> Int {
                    guard index >= 0 else { return 0 }
                    var n = index
                    var c = 0
                    while n >= 3 {
                        n -= 3
                        c += 1
                    }
                    return c
                }
                struct ContentView: View {
                    var body: some View {
                        let spacing: CGFloat = if #available(iOS 17, *) { 40 } else { 10 }
                        Rectangle()
                            .frame(width: 10, height: 10)
                            .position(x: 20 + Double(column(for: 7)) * spacing, y: 30)
                    }
                }
                """,
            // column(7) = 2; x = 20 + 2·40 = 100 inside the 400 × 200 area the position view fills.
            expected: [(0, 100, 30)]),
    ]

    @Test("blog-formatted snippets render with their markers where worked out by hand", arguments: snippets)
    func snippet(_ snippet: BlogSnippet) throws {
        let program = try SceneProgram(source: BlogSnippetCorpusTests.header + snippet.source, path: "blog.scene")
        let engine = LayoutEngine(canvas: Size(width: 400, height: 200), scale: 1)
        for (t, x, y) in snippet.expected {
            let leaves = engine.leaves(
                of: try program.snapshots(time: t, frame: Int((t * 10).rounded())), at: t)
            let marker = try #require(leaves.last)
            let centre = Point(x: marker.frame.midX, y: marker.frame.midY).applying(marker.transform)
            #expect(abs(centre.x - x) < 1e-6, "\(snippet.name) at \(t) s: x \(centre.x)")
            if let y { #expect(abs(centre.y - y) < 1e-6, "\(snippet.name) at \(t) s: y \(centre.y)") }
        }
    }
}
