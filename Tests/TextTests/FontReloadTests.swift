// FontReloadTests.swift: `FontLibrary.forgetFiles(under:)`: a font file saved anew under a scene's folder is opened
// again on the next lookup (what `anim preview` and `anim watch` do on every save to the shared library), and only
// that folder's.

import Foundation
import TestSupport
import Testing

@testable import Text

struct FontReloadTests {
    @Test("after a save and forgetFiles(under:), the same path resolves to the new file's face")
    func reloads() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        FontFileAccess.allow(directory: dir.path)
        let font = dir.appendingPathComponent("Brand.ttf")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), to: font)
        let descriptor = FontDescriptor(size: 17, filePath: font.path)
        // A library of its own: forgetting a folder drops every resolved chain, and other suites running at the same
        // time read the shared one (FontPrewarmTests counts a hit on it between two reads of its statistics).
        let library = try FontLibrary()
        #expect(library.identity(for: descriptor)?.familyName == "DejaVu Sans")
        // Saved anew with another face: still the old face until the folder is forgotten.
        try FileManager.default.removeItem(at: font)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"), to: font)
        #expect(library.identity(for: descriptor)?.familyName == "DejaVu Sans")
        library.forgetFiles(under: dir.appendingPathComponent("elsewhere").path)
        #expect(library.identity(for: descriptor)?.familyName == "DejaVu Sans")
        library.forgetFiles(under: dir.path)
        #expect(library.identity(for: descriptor)?.familyName == "DejaVu Serif")
    }
}
