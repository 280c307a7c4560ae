// ControlsTests.swift: Toggle, Slider and ProgressView drawn in their iOS default styles (Parser+Controls), measured
// in pixels: a switch is 51 × 31 pt at the trailing edge, green when on with the knob at the trailing end; a slider's
// blue track ends at the thumb; a progress bar is filled to its fraction. Expected values are worked out by hand.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct ControlsTests {
    /// The first and last x (pixel columns) in row `row` whose colour is near `rgb`.
    static func span(_ fb: Framebuffer, row: Int, near rgb: (Int, Int, Int)) -> (Int, Int)? {
        var xs: [Int] = []
        for x in 0..<fb.width {
            let p = fb[x, row]
            if abs(Int(p.r) - rgb.0) + abs(Int(p.g) - rgb.1) + abs(Int(p.b) - rgb.2) < 12 { xs.append(x) }
        }
        return xs.isEmpty ? nil : (xs.first!, xs.last!)
    }

    @Test("a Toggle that is on: a 51 pt green switch at the trailing edge, its knob at the switch's trailing end")
    func toggleOn() throws {
        let source = """
            scene(width: 200, height: 31)
            struct Demo: View {
                @State var on = true
                var body: some View { Toggle("Animate", isOn: $on) }
            }
            Demo()
            """
        let (fb, _) = try SceneRender.render(source)
        // The switch spans x 149…200 at the trailing edge; the 27 pt knob sits at x 171…198 (2 pt of padding), so
        // green shows at x 149…171 and in the 2 pt rim at x 198…200.
        let green = try #require(Self.span(fb, row: 15, near: (52, 199, 89)))
        #expect(green.0 == 149 || green.0 == 150, "\(green)")
        #expect(green.1 == 199, "\(green)")
        #expect(PastedSwiftUITests.pixel(fb, 160, 15) == [52, 199, 89, 255])
        #expect(PastedSwiftUITests.pixel(fb, 185, 15) == [255, 255, 255, 255])
        #expect(PastedSwiftUITests.pixel(fb, 140, 15) == [255, 255, 255, 255])
    }

    @Test("a Toggle that is off is grey with the knob at the leading end")
    func toggleOff() throws {
        let source = """
            scene(width: 100, height: 31)
            struct Demo: View {
                @State var on = false
                var body: some View { Toggle(isOn: $on) }
            }
            Demo()
            """
        let (fb, _) = try SceneRender.render(source)
        // The switch alone is 51 wide, centred (x 24.5…75.5); the knob covers x 26.5…53.5 and grey shows right of it.
        #expect(PastedSwiftUITests.pixel(fb, 40, 15) == [255, 255, 255, 255])
        #expect(PastedSwiftUITests.pixel(fb, 65, 15) == [233, 233, 235, 255])
        let grey = try #require(Self.span(fb, row: 15, near: (233, 233, 235)))
        #expect(grey.1 >= 73 && grey.1 <= 75, "\(grey)")
    }

    @Test("a Slider at 0.5 fills its track in blue up to the thumb's centre; ProgressView(value:) fills its fraction")
    func sliderAndProgress() throws {
        let source = """
            scene(width: 228, height: 40)
            struct Demo: View {
                @State var v = 0.5
                var body: some View {
                    VStack(spacing: 0) {
                        Slider(value: $v)
                        ProgressView(value: 0.25).frame(width: 200)
                    }
                }
            }
            Demo()
            """
        let (fb, _) = try SceneRender.render(source)
        // The VStack is 32 high in 40: the slider at y 4…32 (track rows 16…19), the bar at y 32…36.
        // Slider 228 wide: thumb travel 200, at 0.5 the thumb spans x 100…128; blue from 0 to 114 (under the thumb).
        let blue = try #require(Self.span(fb, row: 18, near: (0, 122, 255)))
        #expect(blue.0 <= 2 && blue.1 >= 96 && blue.1 <= 100, "\(blue)")
        #expect(PastedSwiftUITests.pixel(fb, 114, 18) == [255, 255, 255, 255])
        // Progress 200 wide at x 14…214, a quarter blue: x 14…64.
        let bar = try #require(Self.span(fb, row: 34, near: (0, 122, 255)))
        #expect(abs(bar.0 - 14) <= 1 && abs(bar.1 - 63) <= 1, "\(bar)")
    }

    @Test("Slider(value:in:) places the thumb at the value's fraction of the range; value labels sit beside the track")
    func sliderRange() throws {
        let source = """
            scene(width: 228, height: 40)
            struct Demo: View {
                @State var size: Double = 20
                var body: some View {
                    Slider(value: $size, in: 10...60, step: 1) {
                        Text("Size")
                    } minimumValueLabel: {
                        Color.red.frame(width: 20, height: 20)
                    } maximumValueLabel: {
                        Color.green.frame(width: 20, height: 20)
                    }
                }
            }
            Demo()
            """
        let (fb, _) = try SceneRender.render(source)
        // HStack(spacing: 8): red 0…20, track 28…200 (172 wide, travel 144), green 208…228. 20 in 10…60 is 0.2: the
        // thumb spans 28 + 28.8 = 56.8 … 84.8 and the blue runs from 28 to the thumb.
        let red = try #require(Self.span(fb, row: 20, near: (255, 59, 48)))
        #expect(red.0 == 0 && red.1 == 19, "\(red)")
        let green = try #require(Self.span(fb, row: 20, near: (52, 199, 89)))
        #expect(green.0 == 208 && green.1 == 227, "\(green)")
        let blue = try #require(Self.span(fb, row: 20, near: (0, 122, 255)))
        #expect(abs(blue.0 - 28) <= 2 && blue.1 >= 54 && blue.1 <= 58, "\(blue)")
        #expect(PastedSwiftUITests.pixel(fb, 71, 20) == [255, 255, 255, 255])
    }
}
