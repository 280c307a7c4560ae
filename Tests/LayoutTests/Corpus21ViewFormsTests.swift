// Corpus21ViewFormsTests.swift: forms of SwiftUI views and modifiers that blog and tutorial code writes (corpus21):
// a view's `label:`/`content:` closure passed inside the parentheses, `Menu(content:) { label }`, the empty
// `Axis.Set` of a ScrollView, `clipped(antialiased:)`/`cornerRadius(_:antialiased:)` and a KeyframeTrack over an Angle.
// Rule: The Swift Programming Language, "Closures" › Trailing Closures (a closure written in the parentheses with its
// label is the same argument as the trailing closure), so each labelled form must draw pixel for pixel as its
// trailing form; Apple: ScrollView.init(_:showsIndicators:content:) with `Axis.Set()` scrolls on no axis, so the
// content is laid out in the proposed size and centred, as any single-child container centres it; Angle animates as
// its radians (Apple: Angle, KeyframeTrack), so a bar rotated by a linear keyframe from 0° to 90° over 1 s is at 45°
// after 0.5 s.

import Geometry
import Layout
import Render
import Scene
import Testing

struct Corpus21ViewFormsTests {
    static func render(_ body: String, width: Int = 200, height: Int = 120, at time: Double = 0) throws -> Framebuffer {
        try SceneRender.render(
            "scene(width: \(width), height: \(height), fps: 10, duration: 2)\n@State var on = true\n" + body, at: time
        ).0
    }

    static func pixels(_ fb: Framebuffer) -> [UInt8] {
        (0..<fb.height).flatMap { y in (0..<fb.width).flatMap { x in [fb[x, y].r, fb[x, y].g, fb[x, y].b, fb[x, y].a] }
        }
    }

    static let pairs: [(String, String)] = [
        ("Toggle(isOn: $on, label: { Text(\"Rotate Ball\") })", "Toggle(isOn: $on) { Text(\"Rotate Ball\") }"),
        ("Toggle(isOn: $on, label: { Text(\"Rotate Ball\") })", "Toggle(\"Rotate Ball\", isOn: $on)"),
        ("Button(action: {}, label: { Text(\"Tap\") })", "Button(action: {}) { Text(\"Tap\") }"),
        (
            "Menu(content: { Button(\"Help\") {} }) { Text(\"More\") }",
            "Menu { Button(\"Help\") {} } label: { Text(\"More\") }"
        ),
        (
            "Menu(content: { Button(\"Help\") {} }, label: { Text(\"More\") })",
            "Menu { Button(\"Help\") {} } label: { Text(\"More\") }"
        ),
        ("Menu(content: { Button(\"Help\") {} }, label: { Text(\"More\") })", "Button(\"More\") {}"),
        (
            "GroupBox(content: { Text(\"Body\") }, label: { Text(\"Title\") })",
            "GroupBox { Text(\"Body\") } label: { Text(\"Title\") }"
        ),
        (
            "DisclosureGroup(content: { Text(\"Body\") }, label: { Text(\"Title\") })",
            "DisclosureGroup { Text(\"Body\") } label: { Text(\"Title\") }"
        ),
        (
            "NavigationLink(destination: { Text(\"Next\") }, label: { Text(\"Go\") })",
            "NavigationLink { Text(\"Next\") } label: { Text(\"Go\") }"
        ),
        (
            "Label(title: { Text(\"Inbox\") }, icon: { Image(systemName: \"tray\") })",
            "Label { Text(\"Inbox\") } icon: { Image(systemName: \"tray\") }"
        ),
        ("VStack(content: { Text(\"A\"); Text(\"B\") })", "VStack { Text(\"A\"); Text(\"B\") }"),
        (
            "Circle().frame(width: 80, height: 80).clipped(antialiased: true)",
            "Circle().frame(width: 80, height: 80).clipped()"
        ),
        (
            "Color.black.frame(width: 80, height: 60).cornerRadius(12, antialiased: true)",
            "Color.black.frame(width: 80, height: 60).cornerRadius(12)"
        ),
    ]

    @Test("each pasted form draws exactly as its trailing-closure or plain equivalent", arguments: pairs)
    func sameDrawing(pasted: String, equivalent: String) throws {
        let a = try Self.render(pasted)
        let b = try Self.render(equivalent)
        #expect(Self.pixels(a) == Self.pixels(b))
        // Something was drawn: not a blank canvas.
        #expect(Self.pixels(a).contains { $0 < 200 })
    }

    @Test("Toggle(isOn:label:) draws the switch on, in iOS's switch green, at the row's trailing edge")
    func toggleLabelArgument() throws {
        let fb = try Self.render("Toggle(isOn: $on, label: { Text(\"Rotate Ball\") }).frame(width: 200)")
        let p = fb[200 - 45, 60]
        #expect([p.r, p.g, p.b] == [52, 199, 89])
    }

    @Test(
        "ScrollView with the empty axis set does not scroll: its content is centred, not pinned to the top",
        arguments: [
            "ScrollView(.init())", "ScrollView(Axis.Set())", "ScrollView([])",
            "ScrollView(.init(), showsIndicators: false)",
        ])
    func emptyAxisSet(scrollView: String) throws {
        let fb = try Self.render(scrollView + " { Color.black.frame(width: 20, height: 20) }", width: 100, height: 100)
        // Centred: 40…60 on both axes.
        #expect(fb[50, 50].g == 0)
        #expect(fb[50, 10].g == 255)
        // A vertical scroll view puts the same content at the top.
        let vertical = try Self.render(
            "ScrollView { Color.black.frame(width: 20, height: 20) }", width: 100, height: 100)
        #expect(vertical[50, 10].g == 0)
    }

    @Test(
        "a KeyframeTrack over an Angle property rotates the bar by the interpolated angle",
        arguments: [(0.0, (20, 50), (50, 20)), (1.0, (50, 20), (20, 50)), (0.5, (65, 65), (20, 50))])
    func angleTrack(time: Double, ink: (Int, Int), paper: (Int, Int)) throws {
        let source = """
            struct Props {
                var angle = Angle.zero
            }
            Rectangle()
                .fill(Color.black)
                .frame(width: 80, height: 4)
                .keyframeAnimator(initialValue: Props(), repeating: true) { content, value in
                    content.rotationEffect(value.angle)
                } keyframes: { _ in
                    KeyframeTrack(\\.angle) {
                        LinearKeyframe(.degrees(90), duration: 1)
                        LinearKeyframe(.zero, duration: 1)
                    }
                }
            """
        let fb = try Self.render(source, width: 100, height: 100, at: time)
        #expect(fb[ink.0, ink.1].g < 64, "t = \(time): ink at \(ink)")
        #expect(fb[paper.0, paper.1].g > 192, "t = \(time): paper at \(paper)")
    }
}
