// HeaderlessSceneTests.swift: a SwiftUI file without a `scene(…)` header renders as ImageRenderer renders a view
// (Apple: ImageRenderer — developer.apple.com/documentation/swiftui/imagerenderer): one frame, a canvas of the root
// view's ideal size (proposal unspecified), a transparent background (issue #14 item 2). Sizes are the frames written
// in the snippets; padding 16 is SwiftUI's default on iOS (Apple: View.padding(_:_:)) as Layout's PaddingLayout
// uses it.

import AnimKit
import Foundation
import Render
import TestSupport
import Testing

@Suite struct HeaderlessSceneTests {
    private func frames(_ source: String) throws -> SceneFrames {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("headerless-\(UUID().uuidString).scene").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try SceneFrames(path: path)
    }

    @Test("an Xcode file with #Preview: one frame, canvas = the root's ideal size, transparent around the view")
    func previewFile() throws {
        let f = try frames(
            """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Circle()
                        .fill(.red)
                        .frame(width: 40, height: 40)
                        .padding(10)
                }
            }

            #Preview {
                ContentView()
            }
            """)
        // 40 + 2 · 10 = 60 points at scale 1.
        #expect(f.pixelWidth == 60 && f.pixelHeight == 60)
        #expect(f.frameCount == 1)
        let buffer = Framebuffer(width: f.pixelWidth, height: f.pixelHeight)
        try f.render(frame: 0, into: buffer)
        #expect(buffer[1, 1].a == 0, "the padding's corner stays transparent")
        let centre = buffer[30, 30]
        #expect(centre.r == 255 && centre.a == 255 && centre.g < 80, "\(centre)")
    }

    @Test("a stack's ideal size is the sum of its children and spacing; the last top-level view is drawn")
    func lastViewIdealSize() throws {
        let f = try frames(
            """
            Rectangle()
            HStack(spacing: 8) {
            Rectangle().frame(width: 30, height: 20)
            Rectangle().frame(width: 50, height: 10)
            }
            """)
        // 30 + 8 + 50 = 88 wide, max(20, 10) = 20 high.
        #expect(f.pixelWidth == 88 && f.pixelHeight == 20)
    }

    @Test("seed 002's avatars, pasted verbatim: the root is proposed its ideal size, so no label wraps")
    func seed002AvatarsIdeal() throws {
        // Seed 002, "Compositing group", verbatim (columns included); only the #Preview is added.
        let f = try frames(SeedSnippets.collaboratorAvatars(isPaused: false))
        // One line of `.title` text plus 2 · 16 padding: well under two lines' height. Proposing the canvas instead
        // (a width the negative spacing makes too small for the first child) wrapped "LM" onto two lines.
        #expect(f.pixelHeight < 80, "\(f.pixelWidth)×\(f.pixelHeight)")
        #expect(f.pixelWidth > 2 * f.pixelHeight)
        let buffer = Framebuffer(width: f.pixelWidth, height: f.pixelHeight)
        try f.render(frame: 0, into: buffer)
        #expect(buffer[0, 0].a == 0, "outside the first circle stays transparent")
        #expect(buffer[f.pixelWidth / 2, f.pixelHeight - 3].a == 255, "the middle avatar is drawn")
    }
}
