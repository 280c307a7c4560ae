// AsyncImageTests.swift: AsyncImage as SwiftUI draws it before loading (Checker+AsyncImage.swift), `@unknown default:`
// in a switch over its phase, and the scroll-paging modifiers (contentMargins as padding of the scroll content,
// Checker+ContentMargins.swift; scrollTargetLayout/scrollTargetBehavior inert). Expected pixels are the scene's own
// colours: UIKit's secondarySystemFill (120, 120, 128) at opacity 0.16 over white is (233, 233, 234); 50-pt cells of
// a 150-pt row centred in 200 pt start at x = 25.

import Geometry
import Layout
import Render
import Scene
import Testing

struct AsyncImageTests {
    static func pixel(_ fb: Framebuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let p = fb[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    @Test("the default placeholder, the placeholder: closure and the phase closure at .empty")
    func placeholders() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 100)
            HStack(spacing: 0) {
                AsyncImage(url: URL(string: "https://example.com/a.png"))
                    .frame(width: 50, height: 50)
                AsyncImage(url: URL(string: "https://example.com/a.png")!) { image in
                    image.resizable()
                } placeholder: {
                    Color.red
                }
                .frame(width: 50, height: 50)
                AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
                    switch phase {
                    case .success(let image):
                        image.resizable()
                    case .failure(let error):
                        Text(error.localizedDescription)
                    case .empty:
                        Color.green
                    @unknown default:
                        Color.blue
                    }
                }
                .frame(width: 50, height: 50)
            }
            """)
        #expect(AsyncImageTests.pixel(fb, 50, 50) == [233, 233, 234, 255])
        #expect(AsyncImageTests.pixel(fb, 100, 50) == [255, 59, 48, 255])
        #expect(AsyncImageTests.pixel(fb, 150, 50) == [52, 199, 89, 255])
        #expect(AsyncImageTests.pixel(fb, 20, 50) == [255, 255, 255, 255])
    }

    @Test("contentMargins pads a ScrollView's content; the paging modifiers draw nothing")
    func contentMargins() throws {
        let source = """
            scene(width: 200, height: 100)
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 30, height: 30)
                }
                .scrollTargetLayout()
            }
            .contentMargins(20)
            .scrollTargetBehavior(.paging)
            """
        let (fb, _) = try SceneRender.render(source)
        // The content starts 20 pt in from the scroll view's leading edge.
        #expect(AsyncImageTests.pixel(fb, 21, 50) == [255, 59, 48, 255])
        #expect(AsyncImageTests.pixel(fb, 49, 50) == [255, 59, 48, 255])
        #expect(AsyncImageTests.pixel(fb, 18, 50) == [255, 255, 255, 255])
        #expect(AsyncImageTests.pixel(fb, 51, 50) == [255, 255, 255, 255])
        let (plain, _) = try SceneRender.render(source.replacingOccurrences(of: ".contentMargins(20)", with: ""))
        #expect(AsyncImageTests.pixel(plain, 1, 50) == [255, 59, 48, 255])
    }
}
