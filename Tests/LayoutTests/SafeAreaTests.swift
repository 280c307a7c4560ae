// SafeAreaTests.swift: a view that ignores the safe area reaches under a navigation stack's bars and a tab bar when
// its frame touches the safe area's edge (IgnoresSafeArea.swift), and the bars are drawn over it; `.keyboard` and
// edges left out do not extend.
// Rule: Apple: View.ignoresSafeArea(_:edges:), SafeAreaRegions; the bar metrics of NavigationStackView.swift (44-pt bar,
// 52 pt of large title) and TabViewContainer.swift.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct SafeAreaTests {
    func rgb(_ fb: Framebuffer, _ x: Int, _ y: Int) -> [UInt8] { [fb[x, y].r, fb[x, y].g, fb[x, y].b] }

    static func stack(_ background: String) -> String {
        """
        scene(width: 300, height: 500, background: .white)
        NavigationStack {
            ZStack {
                BACKGROUND
                Text("Body")
            }
            .navigationTitle("Home")
        }
        """.replacingOccurrences(of: "BACKGROUND", with: background)
    }

    @Test("a colour that ignores the safe area fills under the large title, which is drawn over it")
    func underNavigationBar() throws {
        let (fb, _) = try SceneRender.render(Self.stack("Color(red: 0, green: 0, blue: 1).ignoresSafeArea()"))
        // The bar and large title take y 0…96; the colour reaches the top, right of the title.
        #expect(
            rgb(fb, 280, 5) == [0, 0, 255] && rgb(fb, 280, 90) == [0, 0, 255] && rgb(fb, 150, 450) == [0, 0, 255])
        // The title's ink (black) is on top: some pixel in its row is dark.
        let titleInk = (16..<120).contains { x in (60..<90).contains { y in fb[x, y].b < 80 } }
        #expect(titleInk)
        // Without it, the colour starts below the bar.
        let (plain, _) = try SceneRender.render(Self.stack("Color(red: 0, green: 0, blue: 1)"))
        #expect(rgb(plain, 280, 5) == [255, 255, 255] && rgb(plain, 280, 100) == [0, 0, 255])
    }

    @Test("edges and regions: .bottom leaves the top; .keyboard extends nothing; a background extends with its view")
    func edgesAndRegions() throws {
        let (bottomOnly, _) = try SceneRender.render(
            Self.stack("Color(red: 0, green: 0, blue: 1).ignoresSafeArea(edges: .bottom)"))
        #expect(rgb(bottomOnly, 280, 5) == [255, 255, 255])
        let (keyboard, _) = try SceneRender.render(
            Self.stack("Color(red: 0, green: 0, blue: 1).ignoresSafeArea(.keyboard)"))
        #expect(rgb(keyboard, 280, 5) == [255, 255, 255])
        let (old, _) = try SceneRender.render(
            Self.stack("Color(red: 0, green: 0, blue: 1).edgesIgnoringSafeArea(.top)"))
        #expect(rgb(old, 280, 5) == [0, 0, 255])
        let (background, _) = try SceneRender.render(
            """
            scene(width: 300, height: 500, background: .white)
            NavigationView {
                VStack { Text("Row"); Spacer() }
                    .frame(maxWidth: .infinity)
                    .background(Color(red: 0, green: 0, blue: 1).ignoresSafeArea())
                    .navigationBarTitle("Inline", displayMode: .inline)
            }
            """)
        #expect(rgb(background, 5, 5) == [0, 0, 255] && rgb(background, 5, 495) == [0, 0, 255])
    }

    @Test("a tab's background that ignores the safe area reaches under the tab bar")
    func underTabBar() throws {
        func bottomPixel(_ modifier: String) throws -> [UInt8] {
            let (fb, _) = try SceneRender.render(
                """
                scene(width: 300, height: 500, background: .white)
                TabView {
                    ZStack { Color(red: 1, green: 0, blue: 0)MODIFIER; Text("Feed") }
                        .tabItem { Text("Feed") }
                    Text("Other").tabItem { Text("Other") }
                }
                """.replacingOccurrences(of: "MODIFIER", with: modifier))
            return rgb(fb, 150, 497)
        }
        let plain = try bottomPixel("")
        let extended = try bottomPixel(".ignoresSafeArea()")
        // The bar's light grey at 94 % over white, or over the red that now reaches under it: 6 % of the red shows.
        #expect(plain == [249, 249, 249], "\(plain)")
        #expect(extended[0] >= 249 && abs(Int(extended[1]) - 234) <= 1 && extended[1] == extended[2], "\(extended)")
    }

    @Test("a grouped List on top of a colour that ignores the safe area: the bar shows the list's grey, not the colour")
    func groupedListOverColour() throws {
        func barPixel(_ listModifier: String) throws -> [UInt8] {
            let (fb, _) = try SceneRender.render(
                """
                scene(width: 300, height: 500, background: .white)
                NavigationStack {
                    ZStack {
                        Color(red: 1, green: 0, blue: 0).ignoresSafeArea()
                        List { Text("Row") }MODIFIER
                    }
                    .navigationTitle("Settings")
                }
                """.replacingOccurrences(of: "MODIFIER", with: listModifier))
            return rgb(fb, 280, 10)
        }
        #expect(try barPixel("") == [242, 242, 247])
        // With the list's background hidden the colour shows under the bar.
        #expect(try barPixel(".scrollContentBackground(.hidden)") == [255, 0, 0])
    }
}
