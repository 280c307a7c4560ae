// ExistentialViewTests.swift: an `[any Tile]` array of views of different types (Tile refines View) drawn with
// `AnyView(tiles[i])` and directly: each element draws the body of its own type (Checker+DynamicCast).
// Rule: The Swift Programming Language, "Protocols" ▸ Protocols as Types (a protocol-typed value keeps its
// instance's type); Apple: AnyView — developer.apple.com/documentation/swiftui/anyview (draws the view it wraps).
// Expected pixels by hand: four 20 × 20 tiles in an HStack of spacing 0 are 80 pt wide, centred on the 100 × 40
// canvas: x 10…90, y 10…30, so the tiles' centres are x = 20, 40, 60, 80 at y = 20.

import Render
import Scene
import Testing

struct ExistentialViewTests {
    @Test("each element of an [any Tile] array draws its own type's body")
    func tiles() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 40, background: .white)
            protocol Tile: View {}
            struct RedTile: Tile { var body: some View { Color.red.frame(width: 20, height: 20) } }
            struct BlueTile: Tile { var body: some View { Color.blue.frame(width: 20, height: 20) } }
            let tiles: [any Tile] = [RedTile(), BlueTile(), RedTile()]
            HStack(spacing: 0) {
                ForEach(0..<tiles.count, id: \\.self) { i in
                    AnyView(tiles[i])
                }
                tiles[1]
            }
            """)
        func rgb(_ x: Int, _ y: Int) -> [UInt8] {
            let p = fb[x, y]
            return [p.r, p.g, p.b]
        }
        // SwiftUI's red (255, 59, 48) and blue (0, 122, 255), the iOS system colours.
        let red: [UInt8] = [255, 59, 48]
        let blue: [UInt8] = [0, 122, 255]
        #expect(rgb(20, 20) == red)
        #expect(rgb(40, 20) == blue)
        #expect(rgb(60, 20) == red)
        #expect(rgb(80, 20) == blue)
        #expect(rgb(5, 20) == [255, 255, 255])
        #expect(rgb(50, 5) == [255, 255, 255])
    }
}
