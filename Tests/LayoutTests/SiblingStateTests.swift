// SiblingStateTests.swift: sibling instances of one View type each own their `@State`, also when their `onAppear`
// writes the same value one after another, inside a GeometryReader (found in a held-out corpus: 32 concentric rings,
// each toggling its own `isAnimated` on appear, drew only the first).
// Rule: Apple: State — developer.apple.com/documentation/swiftui/state ("SwiftUI manages the property's storage" per
// view); View.onAppear(perform:). Expected colours: SwiftUI's red (255, 59, 48) and black on a white canvas.

import Foundation
import Layout
import Render
import Scene
import Testing

struct SiblingStateTests {
    let red: [UInt8] = [255, 59, 48, 255]
    let black: [UInt8] = [0, 0, 0, 255]

    func pixels(_ content: String, at points: [(Int, Int)]) throws -> [[UInt8]] {
        let source = """
            scene(width: 300, height: 200, background: .white)
            struct Tile: View {
                @State var on = false
                @State var width: CGFloat
                var body: some View {
                    Rectangle().fill(on ? Color.red : Color.black)
                        .frame(width: width, height: 40)
                        .onAppear { on.toggle() }
                }
            }
            \(content)
            """
        let (fb, _) = try SceneRender.render(source)
        return points.map { AsyncImageTests.pixel(fb, $0.0, $0.1) }
    }

    @Test("two Tiles in a GeometryReader each toggle their own state on appear: both red, not only the first")
    func siblingsInGeometryReader() throws {
        let content = """
            struct Tiles: View {
                var body: some View {
                    GeometryReader { _ in
                        HStack(spacing: 0) { Tile(width: 50); Tile(width: 100) }
                    }
                }
            }
            #Preview { Tiles() }
            """
        // The HStack sits at the reader's top-leading corner: the tiles span x 0–50 and 50–150, y 0–40.
        #expect(try pixels(content, at: [(25, 20), (100, 20), (200, 20)]) == [red, red, [255, 255, 255, 255]])
    }

    @Test("four ForEach Tiles in a GeometryReader, and two outside one, each toggle once: all red")
    func siblingsInForEachAndStack() throws {
        let forEach = """
            #Preview {
                GeometryReader { _ in
                    HStack(spacing: 0) { ForEach(0..<4) { _ in Tile(width: 50) } }
                }
            }
            """
        #expect(try pixels(forEach, at: [(25, 20), (75, 20), (125, 20), (175, 20)]) == [red, red, red, red])
        let plain = """
            #Preview {
                HStack(spacing: 0) { Tile(width: 50); Tile(width: 100) }.frame(width: 300, height: 200, alignment: .topLeading)
            }
            """
        #expect(try pixels(plain, at: [(25, 20), (100, 20)]) == [red, red])
    }
}
