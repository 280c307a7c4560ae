// MonospacedFontTests.swift: `Font.monospaced()` and the `.monospaced()` view modifier (Builtins+Text.swift,
// TextEnvironmentWriter.swift) choose the system font's fixed-width design through fontconfig, as
// `Font.system(_:design: .monospaced)` does: every character has the same advance, so "iiii" and "WWWW" are equally
// wide (and narrower "iiii" than "WWWW" in the proportional default is what shows the test can fail).

import Geometry
import Layout
import Render
import Scene
import Testing

struct MonospacedFontTests {
    /// The width of the laid-out text `string` with `modifiers` written after it.
    static func width(_ string: String, _ modifiers: String) throws -> Double {
        let (_, leaves) = try SceneRender.render("scene(width: 300, height: 60)\nText(\"\(string)\")\(modifiers)")
        return try #require(leaves.first).frame.width
    }

    @Test("Font.monospaced() gives every character one advance, as .system(.body, design: .monospaced) does")
    func fontMethod() throws {
        let narrow = try MonospacedFontTests.width("iiii", ".font(.body.monospaced())")
        let wide = try MonospacedFontTests.width("WWWW", ".font(.body.monospaced())")
        #expect(narrow == wide)
        #expect(narrow == (try MonospacedFontTests.width("iiii", ".font(.system(.body, design: .monospaced))")))
        #expect(
            (try MonospacedFontTests.width("iiii", ".font(.system(size: 20).monospaced())"))
                == (try MonospacedFontTests.width("WWWW", ".font(.system(size: 20, design: .monospaced))")))
        // A custom family falls back to the system's fixed-width font at the same size (Apple: "a default
        // fixed-width font").
        #expect(
            (try MonospacedFontTests.width("iiii", ".font(.custom(\"Georgia\", size: 20).monospaced())"))
                == (try MonospacedFontTests.width("WWWW", ".font(.system(size: 20, design: .monospaced))")))
        // The proportional default: "iiii" is much narrower than "WWWW".
        #expect(
            (try MonospacedFontTests.width("iiii", ".font(.body)"))
                < (try MonospacedFontTests.width("WWWW", ".font(.body)")) / 2)
    }

    @Test(".monospaced() on a view is the monospaced design of the system fonts below it; monospaced(false) is not")
    func viewModifier() throws {
        let mono = try MonospacedFontTests.width("iiii", ".monospaced()")
        #expect(mono == (try MonospacedFontTests.width("WWWW", ".fontDesign(.monospaced)")))
        #expect(mono == (try MonospacedFontTests.width("iiii", ".font(.body.monospaced())")))
        #expect((try MonospacedFontTests.width("iiii", ".monospaced(false)")) < mono / 1.5)
    }
}
