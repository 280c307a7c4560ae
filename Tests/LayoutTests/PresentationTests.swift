// PresentationTests.swift: a sheet, full-screen cover, alert or confirmation dialog presented by state covers the window
// (PresentationHost.swift): a large sheet pushes the content back on black, a medium one and the dialogs dim it, a
// cover hides it; a tap from the timeline presents, as on iOS. Positions follow the metrics in PresentationHost.swift,
// SheetView.swift, AlertView.swift and ConfirmationDialogView.swift.
// Rule: Apple: View.sheet(isPresented:onDismiss:content:), View.sheet(item:onDismiss:content:),
// View.fullScreenCover(isPresented:onDismiss:content:), View.presentationDetents(_:),
// View.alert(_:isPresented:actions:message:) (no actions: a default OK), ButtonRole.cancel (the leading button of
// two), View.confirmationDialog(_:isPresented:titleVisibility:actions:message:) (iOS adds Cancel; `.automatic` hides the
// title on iPhone) — developer.apple.com/documentation/swiftui/view-presentation.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PresentationTests {
    /// The strings of the text leaves drawn, with their frames, and the frame.
    func render(_ source: String, at time: Double = 0) throws -> (texts: [String: Rect], fb: Framebuffer) {
        let (fb, leaves) = try SceneRender.render(source, at: time)
        var found: [String: Rect] = [:]
        for (string, frame) in PastedFiles13Tests().texts(leaves) { found[string] = frame }
        return (found, fb)
    }

    func grey(_ fb: Framebuffer, _ x: Int, _ y: Int) -> Int { Int(fb[x, y].g) }

    @Test("a tap presents a sheet: its content centred on the card, the window pushed back on black above it")
    func sheetByTap() throws {
        let source = """
            scene(width: 390, height: 700, duration: 2, background: .white)
            struct Root: View {
                @State private var showing = false
                var body: some View {
                    VStack {
                        Text("Home")
                        Button("Open") { showing = true }
                    }
                    .sheet(isPresented: $showing) {
                        Text("Sheet body")
                    }
                }
            }
            Root()
            at(1) { tap("Open") }
            """
        let before = try render(source, at: 0.5)
        #expect(before.texts["Open"] != nil && before.texts["Sheet body"] == nil)
        #expect(grey(before.fb, 5, 5) == 255)
        let after = try render(source, at: 1.5)
        let body = try #require(after.texts["Sheet body"], "\(after.texts.keys.sorted())")
        // The card spans 20…700: its content is centred at (195, 360).
        #expect(abs(body.midX - 195) <= 1 && abs(body.midY - 360) <= 1, "\(body)")
        // Black in the corner above the pushed-back window, which shows dimmed (white under black at 20 %) from
        // 10 pt down between the card's top and its own; the card is white.
        #expect(grey(after.fb, 2, 2) == 0)
        #expect(abs(grey(after.fb, 195, 15) - 204) <= 1, "\(after.fb[195, 15])")
        #expect(grey(after.fb, 195, 600) == 255)
        // The window's content is under the card.
        #expect(after.texts["Home"] == nil || after.texts["Home"]!.minY > 20)
    }

    @Test("sheet(item:) builds its content from the item; a medium detent covers the lower half and dims the rest")
    func itemAndMediumDetent() throws {
        let source = """
            scene(width: 390, height: 700, background: .white)
            struct Fruit: Identifiable {
                let id = UUID()
                let name: String
            }
            struct Root: View {
                @State private var picked: Fruit? = Fruit(name: "Kiwi")
                var body: some View {
                    Text("List of fruit")
                        .sheet(item: $picked) { fruit in
                            Text("Picked \\(fruit.name)")
                                .presentationDetents([.medium])
                        }
                }
            }
            Root()
            """
        let (texts, fb) = try render(source)
        let picked = try #require(texts["Picked Kiwi"], "\(texts.keys.sorted())")
        #expect(abs(picked.midY - 525) <= 1, "\(picked)")
        // The window stays in place, dimmed: its text is where it was, its background white under 20 % black.
        let list = try #require(texts["List of fruit"])
        #expect(abs(list.midY - 350) <= 1)
        #expect(abs(grey(fb, 20, 100) - 204) <= 1 && grey(fb, 20, 600) == 255)
        // nil: nothing is presented.
        let none = try render(source.replacingOccurrences(of: "= Fruit(name: \"Kiwi\")", with: "= nil"))
        #expect(none.texts["Picked Kiwi"] == nil && grey(none.fb, 20, 100) == 255)
    }

    @Test("a full-screen cover hides the window; its content is centred on the whole screen")
    func fullScreenCover() throws {
        let (texts, _) = try render(
            """
            scene(width: 300, height: 500, background: .white)
            struct Root: View {
                @State var covering = true
                var body: some View {
                    Text("Beneath").fullScreenCover(isPresented: $covering) { Text("Cover") }
                }
            }
            Root()
            """)
        let cover = try #require(texts["Cover"])
        #expect(abs(cover.midX - 150) <= 1 && abs(cover.midY - 250) <= 1)
        #expect(texts["Beneath"] == nil)
    }

    @Test("an alert: title above message in a 270-pt card; of two buttons the cancel one leads; none gives OK")
    func alert() throws {
        let source = """
            scene(width: 390, height: 700, background: .white)
            struct Root: View {
                @State var asking = true
                var body: some View {
                    Text("Inbox")
                        .alert("Delete message?", isPresented: $asking) {
                            ACTIONS
                        } message: {
                            Text("It will be gone for good.")
                        }
                }
            }
            Root()
            """
        let (texts, fb) = try render(
            source.replacingOccurrences(
                of: "ACTIONS", with: "Button(\"Delete\", role: .destructive) { }; Button(\"Keep\", role: .cancel) { }"))
        let title = try #require(texts["Delete message?"], "\(texts.keys.sorted())")
        let message = try #require(texts["It will be gone for good."])
        let keep = try #require(texts["Keep"])
        let delete = try #require(texts["Delete"])
        #expect(abs(title.midX - 195) <= 1 && abs(message.midX - 195) <= 1 && title.maxY <= message.minY)
        // Side by side below the message, each centred in its half of the 270-pt card (60…330).
        #expect(abs(keep.midY - delete.midY) <= 0.5 && keep.minY > message.maxY)
        #expect(abs(keep.midX - (60 + 67.5)) <= 1 && abs(delete.midX - (195 + 67.5)) <= 1, "\(keep) \(delete)")
        // The destructive label is red, the other in the tint; the window around the card is dimmed.
        func inks(_ frame: Rect, _ test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> Bool {
            (Int(frame.minX)..<Int(frame.maxX)).contains { x in
                (Int(frame.minY)..<Int(frame.maxY)).contains { y in test(fb[x, y]) }
            }
        }
        #expect(inks(delete) { $0.r > 200 && $0.g < 120 && $0.b < 120 })
        #expect(inks(keep) { $0.b > 200 && $0.r < 100 } && !inks(keep) { $0.r > 200 && $0.g < 120 })
        #expect(abs(grey(fb, 10, 10) - 204) <= 1)
        // No actions: one OK button.
        let plain = try render(source.replacingOccurrences(of: "ACTIONS", with: ""))
        #expect(plain.texts["OK"] != nil && plain.texts["Keep"] == nil, "\(plain.texts.keys.sorted())")
    }

    @Test("a confirmation dialog sits 8 pt above the bottom with a Cancel card iOS adds; automatic hides the title")
    func confirmationDialog() throws {
        let source = """
            scene(width: 390, height: 700, background: .white)
            struct Root: View {
                @State var confirming = true
                var body: some View {
                    Text("Photos")
                        .confirmationDialog("Remove photo?", isPresented: $confirming VISIBILITY) {
                            Button("Remove", role: .destructive) { }
                            Button("Share") { }
                        }
                }
            }
            Root()
            """
        let (texts, _) = try render(source.replacingOccurrences(of: " VISIBILITY", with: ""))
        let cancel = try #require(texts["Cancel"], "\(texts.keys.sorted())")
        let remove = try #require(texts["Remove"])
        let share = try #require(texts["Share"])
        // The cancel card: 57 pt tall, 8 pt above the bottom, so its text is centred at 700 − 8 − 28.5.
        #expect(abs(cancel.midY - 663.5) <= 1, "\(cancel)")
        // The actions above it, 57 pt apart, in a card 8 pt above the cancel card.
        #expect(abs(share.midY - (663.5 - 28.5 - 8 - 28.5)) <= 1.5, "\(share)")
        #expect(abs(remove.midY - (share.midY - 57)) <= 1.5, "\(remove)")
        #expect(texts["Remove photo?"] == nil)
        let visible = try render(source.replacingOccurrences(of: " VISIBILITY", with: ", titleVisibility: .visible"))
        let title = try #require(visible.texts["Remove photo?"])
        #expect(title.maxY < (visible.texts["Remove"]?.minY ?? 0))
    }

    @Test("a header-less file that presents is drawn on the preview screen; unbuildable content is not shown")
    func headerlessAndUnbuildable() throws {
        let program = try SceneProgram(
            source: """
                import SwiftUI
                struct ContentView: View {
                    @State private var show = true
                    var body: some View {
                        Text("Small").sheet(isPresented: $show) { Text("Sheet") }
                    }
                }
                #Preview { ContentView() }
                """, path: "test.scene")
        #expect(program.header.width == 393 && program.header.height == 852)
        let (texts, _) = try render(
            """
            scene(width: 300, height: 400, background: .white)
            struct Root: View {
                @State var show = true
                var body: some View {
                    Text("Under").sheet(isPresented: $show) { MapScreen() }
                }
            }
            Root()
            """)
        #expect(texts["Under"] != nil)
    }

    @Test("Apple's detents example: the sheet opens at its smallest detent, with the indicator of a multi-detent sheet")
    func smallestDetent() throws {
        let (texts, fb) = try render(
            """
            scene(width: 390, height: 700, background: .white)
            struct Root: View {
                @State private var isShowingSheet = true
                func didDismiss() { }
                var body: some View {
                    Text("Under")
                        .sheet(isPresented: $isShowingSheet, onDismiss: didDismiss) {
                            VStack { Text("Details") }
                                .presentationDetents([.medium, .large, .fraction(0.25), .height(200)])
                        }
                }
            }
            Root()
            """)
        // min(350, 700, 175, 200) = 175 pt from the bottom: the content centred at 700 − 87.5.
        let details = try #require(texts["Details"], "\(texts.keys.sorted())")
        #expect(abs(details.midY - 612.5) <= 1, "\(details)")
        // The drag indicator: a grey capsule 5 pt below the card's top (525), 5 pt tall, on the white card.
        #expect(grey(fb, 195, 532) < 240 && grey(fb, 195, 527) == 255 && grey(fb, 150, 532) == 255, "\(fb[195, 532])")
        // Above the card the window is dimmed.
        #expect(abs(grey(fb, 20, 400) - 204) <= 1)
    }
}
