// CustomStyleTests.swift: custom GaugeStyle, ProgressViewStyle, GroupBoxStyle, LabelStyle and LabeledContentStyle
// structs draw the views they style through `makeBody(configuration:)`, and a style can wrap the default look
// (`ProgressView(configuration)`, `Label(configuration)`, `GroupBox(configuration)`).
// Rule: Apple: GaugeStyle, ProgressViewStyle, GroupBoxStyle, LabelStyle, LabeledContentStyle and their
// configurations (developer.apple.com/documentation/swiftui/<name>). Expected pixels are computed by hand from each
// source.

import Geometry
import Layout
import Render
import Scene
import Testing

struct CustomStyleTests {
    /// Whether the pixel is (close to) `rgb`.
    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ rgb: (Int, Int, Int)) -> Bool {
        abs(Int(p.r) - rgb.0) < 8 && abs(Int(p.g) - rgb.1) < 8 && abs(Int(p.b) - rgb.2) < 8
    }

    @Test("a GaugeStyle draws configuration.value (0…1 of the gauge's range) and a ProgressViewStyle fractionCompleted")
    func gaugeAndProgress() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 40, background: .white)
            struct Bar: GaugeStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ZStack(alignment: .leading) {
                        Color.blue
                        Color.red.frame(width: 100 * configuration.value)
                    }
                    .frame(width: 100, height: 20)
                }
            }
            struct Line: ProgressViewStyle {
                func makeBody(configuration: ProgressViewStyleConfiguration) -> some View {
                    ZStack(alignment: .leading) {
                        Color.black
                        Color.green.frame(width: 100 * (configuration.fractionCompleted ?? 0))
                    }
                    .frame(width: 100, height: 20)
                }
            }
            VStack(spacing: 0) {
                Gauge(value: 30, in: 10...90) { Text("Speed") }.gaugeStyle(Bar())
                ProgressView(value: 3, total: 5).progressViewStyle(Line())
            }
            """)
        // The gauge: (30 − 10) / 80 = 0.25 → red over x 0…25, blue after; the progress 0.6 → green over x 0…60.
        #expect(near(fb[20, 10], (255, 59, 48)), "\(fb[20, 10])")
        #expect(near(fb[30, 10], (0, 122, 255)), "\(fb[30, 10])")
        #expect(near(fb[55, 30], (52, 199, 89)), "\(fb[55, 30])")
        #expect(near(fb[65, 30], (0, 0, 0)), "\(fb[65, 30])")
    }

    @Test("a LabelStyle gets the title and icon; a static member names it; Label(configuration) is the default row")
    func labelStyles() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 100, background: .white)
            struct Stacked: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: 0) { configuration.icon; configuration.title }
                }
            }
            extension LabelStyle where Self == Stacked { static var stacked: Stacked { Stacked() } }
            struct Boxed: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Label(configuration).background(Color.yellow)
                }
            }
            VStack(spacing: 0) {
                Label { Color.blue.frame(width: 20, height: 20) } icon: { Color.red.frame(width: 20, height: 20) }
                    .labelStyle(.stacked)
                Label { Color.blue.frame(width: 20, height: 20) } icon: { Color.red.frame(width: 20, height: 20) }
                    .labelStyle(Boxed())
            }
            """)
        // Stacked: 20 × 40, icon above title; the default row below: icon then title, 8 pt apart (HStack spacing),
        // 48 × 20 on yellow. The stack is 48 × 60 at (26, 20).
        #expect(near(fb[50, 25], (255, 59, 48)), "icon on top: \(fb[50, 25])")
        #expect(near(fb[50, 45], (0, 122, 255)), "title below: \(fb[50, 45])")
        #expect(near(fb[30, 70], (255, 59, 48)), "row: icon first \(fb[30, 70])")
        #expect(near(fb[50, 70], (255, 204, 0)), "row: the spacing on the style's background \(fb[50, 70])")
        #expect(near(fb[70, 70], (0, 122, 255)), "row: title second \(fb[70, 70])")
    }

    @Test("a GroupBoxStyle and a LabeledContentStyle get label and content; GroupBox(configuration) is the default box")
    func groupBoxAndLabeledContent() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 100, background: .white)
            struct Side: GroupBoxStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 0) { configuration.label; configuration.content }
                }
            }
            struct Framed: GroupBoxStyle {
                func makeBody(configuration: Configuration) -> some View {
                    GroupBox(configuration).frame(width: 60)
                }
            }
            struct Under: LabeledContentStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: 0) { configuration.label; configuration.content }
                }
            }
            VStack(spacing: 0) {
                GroupBox { Color.blue.frame(width: 10, height: 10) } label: { Color.red.frame(width: 10, height: 10) }
                    .groupBoxStyle(Side())
                LabeledContent { Color.green.frame(width: 10, height: 10) } label: { Color.black.frame(width: 10, height: 10) }
                    .labeledContentStyle(Under())
                GroupBox { Color.red.frame(width: 10, height: 10) }.groupBoxStyle(Framed())
            }
            """)
        // Side by side 20 × 10, the labelled content 10 × 20 below, then the default box (16 pt padding around the
        // 10 × 10 content: 42 tall, 60 wide from the frame) on its grey: the stack is 60 × 72 at (20, 14).
        #expect(near(fb[45, 19], (255, 59, 48)), "box label first: \(fb[45, 19])")
        #expect(near(fb[55, 19], (0, 122, 255)), "box content second: \(fb[55, 19])")
        #expect(near(fb[50, 29], (0, 0, 0)), "row label on top: \(fb[50, 29])")
        #expect(near(fb[50, 39], (52, 199, 89)), "row content below: \(fb[50, 39])")
        #expect(near(fb[24, 50], (242, 242, 247)), "the default box's background: \(fb[24, 50])")
    }

    @Test("a configuration's optional views are optional: nil when the styled view has none, for if let and ??")
    func optionalConfigurationViews() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 400, background: .white)
            struct G: GaugeStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        if let c = configuration.currentValueLabel { c } else { Text("no current") }
                        configuration.minimumValueLabel ?? Text("no min")
                    }
                }
            }
            struct P: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label ?? Text("untitled")
                }
            }
            VStack {
                Gauge(value: 0.5) { Text("A") } currentValueLabel: { Text("50") }
                Gauge(value: 0.5) { Text("B") }
                ProgressView("Loading", value: 0.25)
                ProgressView(value: 0.75)
            }
            .gaugeStyle(G()).progressViewStyle(P())
            """)
        let texts = PastedFiles13Tests().texts(leaves).map(\.0)
        #expect(texts == ["50", "no min", "no current", "no min", "Loading", "untitled"])
    }
}
