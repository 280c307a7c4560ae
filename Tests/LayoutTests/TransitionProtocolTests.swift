// TransitionProtocolTests.swift: the iOS 17 `Transition` protocol (issue #14): a struct's `body(content:phase:)`
// animated from `.willAppear` to `.identity` on insertion and from `.identity` to `.didDisappear` on removal, in every
// spelling pasted code uses, and a pasted file.
// Rule: Apple: Transition — developer.apple.com/documentation/swiftui/transition; TransitionPhase —
// developer.apple.com/documentation/swiftui/transitionphase (`value` −1, 0, 1). Expected pixels are worked out by hand
// in the comment beside each check.

import Geometry
import Layout
import Render
import Scene
import Testing

struct TransitionProtocolTests {
    static let twirl = """
        struct Twirl: Transition {
            var angle: Double = 90
            func body(content: Content, phase: TransitionPhase) -> some View {
                content
                    .scaleEffect(phase.isIdentity ? 1 : 0.5)
                    .opacity(phase.isIdentity ? 1 : 0)
                    .rotationEffect(.degrees(phase == .willAppear ? angle : phase == .didDisappear ? -angle : 0))
            }
        }
        extension Transition where Self == Twirl {
            static var twirl: Twirl { Twirl() }
            static func twirl(angle: Double) -> Twirl { Twirl(angle: angle) }
        }
        func twirling() -> some Transition { Twirl() }
        """

    /// The frame half way through a 1 s linear insertion of a 100 × 100 red square with `transition`.
    func midInsertion(_ transition: String) throws -> Framebuffer {
        try SceneRender.render(
            "scene(width: 200, height: 200, background: .white)\n" + Self.twirl + """

                @State var shown = false
                at(0) { withAnimation(.linear(duration: 1)) { shown = true } }
                ZStack {
                    if shown {
                        Color.red.frame(width: 100, height: 100).transition(\(transition))
                    }
                }
                .frame(width: 200, height: 200)
                """, at: 0.5
        ).0
    }

    func isHalfRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        // Red (255, 59, 48) at 50 % over white: (255, 157, 151.5).
        p.r >= 253 && abs(Int(p.g) - 157) <= 2 && abs(Int(p.b) - 152) <= 2
    }

    func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }

    @Test("half way in, a Transition's body is half way from its willAppear form to its identity form")
    func midInsertionTwirl() throws {
        let fb = try midInsertion("Twirl()")
        // Scale 0.75, opacity 0.5, rotation 45°: a diamond around (100, 100) reaching 37.5 · √2 ≈ 53.03 along each
        // axis. Pixel centres: (100.5, 49.5) is 50.5 up (inside), (100.5, 44.5) 55.5 (outside); (64.5, 64.5) is a
        // corner of the unrotated 75-point square but 71 from the centre in |dx| + |dy| (outside the diamond).
        #expect(isHalfRed(fb[100, 100]), "\(fb[100, 100])")
        #expect(isHalfRed(fb[100, 49]), "\(fb[100, 49])")
        #expect(isWhite(fb[100, 44]), "\(fb[100, 44])")
        #expect(isHalfRed(fb[70, 100]), "\(fb[70, 100])")
        #expect(isWhite(fb[64, 64]), "\(fb[64, 64])")
    }

    @Test("Twirl(), .twirl, .twirl(angle:), AnyTransition(Twirl()) and a some-Transition result draw the same frame")
    func spellings() throws {
        let reference = try midInsertion("Twirl()").bytes
        for spelling in [".twirl", ".twirl(angle: 90)", "AnyTransition(Twirl())", "twirling()"] {
            #expect(try midInsertion(spelling).bytes == reference, "\(spelling)")
        }
        // A different angle draws a different frame: the static function's argument reaches the body.
        #expect(try midInsertion(".twirl(angle: 0)").bytes != reference)
    }

    @Test("the iOS 17 transition structs are the AnyTransition members they stand for")
    func transitionStructs() throws {
        let pairs = [
            ("OpacityTransition()", ".opacity"), ("ScaleTransition(0.5)", ".scale(scale: 0.5)"),
            (
                "ScaleTransition(0.5, anchor: .top).combined(with: OpacityTransition())",
                ".scale(scale: 0.5, anchor: .top).combined(with: .opacity)"
            ),
            ("MoveTransition(edge: .leading)", ".move(edge: .leading)"),
            ("PushTransition(edge: .top)", ".push(from: .top)"),
            ("SlideTransition()", ".slide"),
        ]
        for (written, member) in pairs {
            #expect(try midInsertion(written).bytes == midInsertion(member).bytes, "\(written)")
        }
        // Different transitions draw differently (the comparison above is not vacuous).
        #expect(try midInsertion("OpacityTransition()").bytes != midInsertion("SlideTransition()").bytes)
    }

    @Test("a built-in transition returned as some Transition is that transition")
    func builtinAsSomeTransition() throws {
        let source = """
            scene(width: 100, height: 100, background: .white)
            func fade() -> some Transition { .opacity }
            @State var shown = false
            at(0) { withAnimation(.linear(duration: 1)) { shown = true } }
            ZStack { if shown { Color.red.frame(width: 50, height: 50).transition(fade()) } }
            """
        let fb = try SceneRender.render(source, at: 0.5).0
        #expect(isHalfRed(fb[50, 50]), "\(fb[50, 50])")
        #expect(isWhite(fb[20, 50]))
    }

    /// The frame half way through inserting (or removing) a 20 × 20 square that moves by `phase.value * 40`.
    func slide(inserting: Bool) throws -> Framebuffer {
        try SceneRender.render(
            """
            scene(width: 100, height: 100, background: .white)
            struct Slide: Transition {
                func body(content: Content, phase: TransitionPhase) -> some View {
                    content.offset(x: phase.value * 40)
                }
            }
            @State var shown = \(!inserting)
            at(0) { withAnimation(.linear(duration: 1)) { shown = \(inserting) } }
            ZStack { if shown { Color.red.frame(width: 20, height: 20).transition(Slide()) } }
            .frame(width: 100, height: 100)
            """, at: 0.5
        ).0
    }

    @Test("phase.value: −1 inserting, +1 removing, so the view comes from one side and leaves to the other")
    func phaseValue() throws {
        // At rest the square spans x 40 … 60. Half way in it is 20 to the left (x 20 … 40); half way out 20 to the
        // right (x 60 … 80).
        let inserting = try slide(inserting: true)
        #expect(inserting[30, 50].r == 255 && inserting[30, 50].g < 70, "\(inserting[30, 50])")
        #expect(isWhite(inserting[50, 50]) && isWhite(inserting[70, 50]))
        let removing = try slide(inserting: false)
        #expect(removing[70, 50].r == 255 && removing[70, 50].g < 70, "\(removing[70, 50])")
        #expect(isWhite(removing[50, 50]) && isWhite(removing[30, 50]))
    }

    @Test("a Transition struct without body(content:phase:) is a located error")
    func missingBody() throws {
        let e = #expect(throws: SceneError.self) {
            try SceneProgram(
                source: """
                    struct Fade: Transition {
                        func body(content: Content) -> some View { content.opacity(0) }
                    }
                    Color.red.transition(Fade())
                    """, path: "test.scene")
        }
        let text = e.map { "\($0)" } ?? ""
        #expect(text.contains("type 'Fade' does not conform to protocol 'Transition'"), "\(text)")
        #expect(text.contains("test.scene:1:8"), "\(text)")
    }

    @Test("a pasted file: Apple's Twirl example with onAppear and the twirl static member")
    func pastedFile() throws {
        let source = """
            import SwiftUI

            struct Twirl: Transition {
                func body(content: Content, phase: TransitionPhase) -> some View {
                    content
                        .scaleEffect(phase.isIdentity ? 1 : 0.5)
                        .opacity(phase.isIdentity ? 1 : 0)
                        .blur(radius: phase.isIdentity ? 0 : 10)
                        .rotationEffect(
                            .degrees(
                                phase == .willAppear ? 360 :
                                    phase == .didDisappear ? -360 : .zero)
                        )
                        .brightness(phase == .willAppear ? 1 : 0)
                }
            }

            extension Transition where Self == Twirl {
                static var twirl: Twirl { Twirl() }
            }

            struct ContentView: View {
                @State private var isVisible = false

                var body: some View {
                    ZStack {
                        Color.white
                        if isVisible {
                            Color.red
                                .frame(width: 40, height: 40)
                                .transition(.twirl)
                        }
                    }
                    .frame(width: 100, height: 100)
                    .onAppear {
                        withAnimation(.linear(duration: 1)) { isVisible = true }
                    }
                }
            }

            #Preview {
                ContentView()
            }
            """
        // Half way: opacity 0.5, scale 0.75 (a 30-point square turned 180°), blur 5: the centre, 15 points from any
        // edge, is the half-faded red. At the end the 40-point square is red, the corner of the 100-point frame white.
        let middle = try SceneRender.render(source, at: 0.5).0
        #expect(isHalfRed(middle[50, 50]), "\(middle[50, 50])")
        #expect(isWhite(middle[5, 5]))
        let end = try SceneRender.render(source, at: 1.5).0
        #expect(end[50, 50].r == 255 && end[50, 50].g == 59 && end[50, 50].b == 48, "\(end[50, 50])")
        #expect(isWhite(end[25, 50]) && end[35, 50].g == 59)
    }
}
