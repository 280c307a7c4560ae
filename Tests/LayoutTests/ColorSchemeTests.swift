// ColorSchemeTests.swift: `preferredColorScheme(.dark)` turns the default foreground white; hierarchical
// foreground styles are the label colours (or the written colour) at 60 / 30 / 18 % (ColorScheme.swift).

import Geometry
import Layout
import Scene
import Testing

@Suite struct ColorSchemeTests {
    @Test("the default foreground of shapes and Text is black in light mode and white in dark mode")
    func primaryFollowsScheme() throws {
        let body = """
            VStack {
                Rectangle().frame(width: 10, height: 10)
                Text("Aa")
            }
            """
        let light = try sceneLeaves(body, width: 100, height: 100)
        #expect(light.map(\.color) == [.black, .black])
        let dark = try sceneLeaves(body + ".preferredColorScheme(.dark)", width: 100, height: 100)
        #expect(dark.map(\.color) == [.white, .white])
    }

    @Test("a written colour is kept in dark mode")
    func explicitColourKept() throws {
        let dark = try sceneLeaves(
            "Rectangle().frame(width: 10, height: 10).foregroundStyle(.red).preferredColorScheme(.dark)",
            width: 100, height: 100)
        #expect(dark.map(\.color) == [Color.named["red"]!])
    }

    @Test(".secondary, .tertiary, .quaternary over the default: the label grey at 60, 30, 18 %; white-ish in dark")
    func hierarchicalLabels() throws {
        let body = """
            VStack {
                Text("a").foregroundStyle(.secondary)
                Text("b").foregroundStyle(.tertiary)
                Text("c").foregroundStyle(.quaternary)
            }
            """
        let grey = (r: 60, g: 60, b: 67)
        let light = try sceneLeaves(body, width: 100, height: 100)
        #expect(
            light.map(\.color) == [0.6, 0.3, 0.18].map { Color(r8: grey.r, g8: grey.g, b8: grey.b, opacity: $0) })
        let dark = try sceneLeaves(body + ".preferredColorScheme(.dark)", width: 100, height: 100)
        #expect(dark.map(\.color) == [0.6, 0.3, 0.18].map { Color(r8: 235, g8: 235, b8: 245, opacity: $0) })
    }

    @Test(".secondary inside .foregroundStyle(.blue) is blue at 60 %")
    func hierarchicalOverColour() throws {
        let leaves = try sceneLeaves(
            "Rectangle().frame(width: 10, height: 10).foregroundStyle(.secondary).foregroundStyle(.blue)",
            width: 100, height: 100)
        #expect(leaves.map(\.color) == [Color.named["blue"]!.opacity(0.6)])
    }
}
