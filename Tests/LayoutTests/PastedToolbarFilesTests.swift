// PastedToolbarFilesTests.swift: whole SwiftUI files of the shape real apps write (issue #14's corpora: a list
// screen with an add button, an edit form with cancel/confirm actions, a deprecated NavigationView with
// navigationBarItems), pasted with only a canvas header added: each renders, and its toolbar items are where
// NavigationStackView+Toolbar's rule puts them on a 390-pt iPhone canvas (leading at x 16, trailing ending at x 374,
// centred at y 22 in the bar; bottom bar centred 22 pt above the bottom), within half a point (pixel rounding).
// Rule: Apple: View.toolbar(content:), ToolbarItem, ToolbarItemPlacement, View.navigationBarItems(leading:trailing:)
// — developer.apple.com/documentation/swiftui.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedToolbarFilesTests {
    func texts(_ leaves: [PlacedLeaf]) -> [(String, Rect)] { PastedFiles13Tests().texts(leaves) }

    static let header = "scene(width: 390, height: 400, background: .white)\n"

    @Test("a notes list: title, a plus button at the trailing edge, an EditButton at the leading edge, a bottom count")
    func notesList() throws {
        let source =
            Self.header + """
                import SwiftUI

                struct Note: Identifiable {
                    let id = UUID()
                    var title: String
                }

                struct ContentView: View {
                    @State private var notes = [Note(title: "Groceries"), Note(title: "Ideas")]

                    var body: some View {
                        NavigationStack {
                            List {
                                ForEach(notes) { note in
                                    Text(note.title)
                                }
                            }
                            .navigationTitle("Notes")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button {
                                        notes.append(Note(title: "New"))
                                    } label: {
                                        Image(systemName: "plus")
                                    }
                                }
                                ToolbarItem(placement: .navigationBarLeading) {
                                    EditButton()
                                }
                                ToolbarItem(placement: .bottomBar) {
                                    Text("\\(notes.count) notes")
                                }
                            }
                        }
                    }
                }

                #Preview {
                    ContentView()
                }
                """
        let program = try SceneProgram(source: source, path: "Notes.swift")
        #expect(program.warnings.allSatisfy { !$0.message.contains("toolbar") }, "\(program.warnings.map(\.message))")
        let (fb, leaves) = try SceneRender.render(source)
        let shown = texts(leaves)
        let edit = try #require(shown.first { $0.0 == "Edit" }?.1)
        #expect(abs(edit.minX - 16) <= 0.5 && abs(edit.midY - 22) <= 0.5, "\(edit)")
        let count = try #require(shown.first { $0.0 == "2 notes" }?.1)
        #expect(abs(count.minX - 16) <= 0.5 && abs(count.midY - 378) <= 0.5, "\(count)")
        // The plus glyph: system-blue ink in the bar's right part, ending near the right margin.
        var (minX, maxX) = (Int.max, Int.min)
        for y in 0..<44 {
            for x in 300..<390 where fb[x, y].b > 200 && fb[x, y].r < 100 {
                (minX, maxX) = (min(minX, x), max(maxX, x))
            }
        }
        #expect(maxX > 360 && maxX < 374 && minX > 340, "plus ink x \(minX)…\(maxX)")
        // The large title under the bar.
        let title = try #require(shown.first { $0.0 == "Notes" }?.1)
        #expect(title.minY >= 44 && abs(title.minX - 16) <= 0.5, "\(title)")
    }

    @Test("an edit sheet's form: Cancel leading, Save trailing, a principal title; the inline title is replaced")
    func editForm() throws {
        let source =
            Self.header + """
                import SwiftUI

                struct EditView: View {
                    @State private var name = "Anna"
                    var body: some View {
                        NavigationStack {
                            Form {
                                Text(name)
                            }
                            .navigationTitle("Edit")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) {
                                    Button("Cancel") { }
                                }
                                ToolbarItem(placement: .confirmationAction) {
                                    Button("Save") { }
                                }
                                ToolbarItem(placement: .principal) {
                                    VStack {
                                        Text("Contact").font(.headline)
                                    }
                                }
                            }
                        }
                    }
                }

                #Preview {
                    EditView()
                }
                """
        let (_, leaves) = try SceneRender.render(source)
        let shown = texts(leaves)
        #expect(!shown.contains { $0.0 == "Edit" })
        let cancel = try #require(shown.first { $0.0 == "Cancel" }?.1)
        let save = try #require(shown.first { $0.0 == "Save" }?.1)
        let contact = try #require(shown.first { $0.0 == "Contact" }?.1)
        #expect(abs(cancel.minX - 16) <= 0.5 && abs(save.maxX - 374) <= 0.5, "\(cancel) \(save)")
        #expect(abs(contact.midX - 195) <= 0.5, "\(contact)")
        for frame in [cancel, save, contact] { #expect(abs(frame.midY - 22) <= 0.5, "\(frame)") }
    }

    @Test("a NavigationView with navigationBarItems and a PreviewProvider: leading and trailing buttons in the bar")
    func deprecatedNavigationView() throws {
        let source =
            Self.header + """
                import SwiftUI

                struct SettingsView: View {
                    var body: some View {
                        NavigationView {
                            VStack {
                                Text("Settings body")
                            }
                            .navigationBarTitle("Settings", displayMode: .inline)
                            .navigationBarItems(
                                leading: Button("Close") { },
                                trailing: Button(action: {}) {
                                    Text("Done").bold()
                                }
                            )
                        }
                        .accentColor(.orange)
                    }
                }

                struct SettingsView_Previews: PreviewProvider {
                    static var previews: some View {
                        SettingsView()
                    }
                }
                """
        let (fb, leaves) = try SceneRender.render(source)
        let shown = texts(leaves)
        let close = try #require(shown.first { $0.0 == "Close" }?.1)
        let done = try #require(shown.first { $0.0 == "Done" }?.1)
        #expect(abs(close.minX - 16) <= 0.5 && abs(done.maxX - 374) <= 0.5, "\(close) \(done)")
        // In the accent colour (system orange, 255 149 0): the most orange pixel of "Close".
        var found = false
        for y in Int(close.minY)..<Int(close.maxY) {
            for x in Int(close.minX)..<Int(close.maxX) where fb[x, y].r > 240 && fb[x, y].b < 40 && fb[x, y].g > 120 {
                found = true
            }
        }
        #expect(found)
    }
}
