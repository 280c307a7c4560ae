// LegacyAlertTests.swift: iOS 13's `alert(isPresented:content:)` / `alert(item:content:)` with an `Alert` value and
// `actionSheet(isPresented:content:)` with an `ActionSheet`, drawn as the alert and confirmation dialog that replaced
// them (Checker+LegacyAlert.swift), and the two-button alert's card as tall as its buttons.
// Rule: Apple: Alert, Alert.Button, ActionSheet — developer.apple.com/documentation/swiftui/alert,
// developer.apple.com/documentation/swiftui/actionsheet.

import Geometry
import Layout
import Render
import Scene
import Testing

struct LegacyAlertTests {
    private let presentation = PresentationTests()

    private static let alert = """
        scene(width: 390, height: 700, background: .white)
        struct Root: View {
            @State var asking = SHOWN
            var body: some View {
                Text("Inbox")
                    .alert(isPresented: $asking) {
                        Alert(
                            title: Text("Delete message?"),
                            message: Text("It will be gone for good."),
                            primaryButton: .destructive(Text("Delete")) { print("deleted") },
                            secondaryButton: .cancel(Text("Keep"))
                        )
                    }
            }
        }
        Root()
        """

    @Test("Alert(title:message:primaryButton:secondaryButton:): the card of the modern alert, cancel leading, compact")
    func twoButtons() throws {
        let (texts, fb) = try presentation.render(Self.alert.replacingOccurrences(of: "SHOWN", with: "true"))
        let title = try #require(texts["Delete message?"], "\(texts.keys.sorted())")
        let message = try #require(texts["It will be gone for good."])
        let keep = try #require(texts["Keep"])
        let delete = try #require(texts["Delete"])
        #expect(abs(title.midX - 195) <= 1 && title.maxY <= message.minY)
        #expect(abs(keep.midX - (60 + 67.5)) <= 1 && abs(delete.midX - (195 + 67.5)) <= 1, "\(keep) \(delete)")
        // The buttons' row is 44 pt under a hairline below the message's 19-pt inset; the card ends there, and the
        // dimmed window (white under black at 20 %: 204) shows below it.
        #expect(abs(keep.midY - (message.maxY + 19 + 22)) <= 2, "\(keep) after \(message)")
        #expect(abs(presentation.grey(fb, 100, Int(keep.midY + 30)) - 204) <= 1)
        #expect(abs(presentation.grey(fb, 100, Int(keep.midY + 15)) - 242) <= 1)
    }

    @Test("A legacy alert whose binding is false presents nothing")
    func hidden() throws {
        let (texts, fb) = try presentation.render(Self.alert.replacingOccurrences(of: "SHOWN", with: "false"))
        #expect(texts["Delete message?"] == nil && texts["Inbox"] != nil)
        #expect(presentation.grey(fb, 10, 10) == 255)
    }

    @Test("alert(item:content:) builds the Alert from the item; no button gives OK")
    func item() throws {
        let source = """
            scene(width: 390, height: 700, background: .white)
            struct Failure: Identifiable {
                let id = 1
                let reason: String
            }
            struct Root: View {
                @State var failure: Failure? = Failure(reason: "Network unreachable")
                var body: some View {
                    Text("Inbox")
                        .alert(item: $failure) { failure in
                            Alert(title: Text(failure.reason))
                        }
                }
            }
            Root()
            """
        let (texts, _) = try presentation.render(source)
        #expect(texts["Network unreachable"] != nil && texts["OK"] != nil, "\(texts.keys.sorted())")
    }

    @Test("ActionSheet(title:message:buttons:): a confirmation dialog with its title shown and the cancel card last")
    func actionSheet() throws {
        let source = """
            scene(width: 390, height: 700, background: .white)
            struct Root: View {
                @State var choosing = true
                var body: some View {
                    Text("Photos")
                        .actionSheet(isPresented: $choosing) {
                            ActionSheet(
                                title: Text("Change background"), message: Text("Select a new color"),
                                buttons: [
                                    .default(Text("Red")) { },
                                    .destructive(Text("Remove")),
                                    .cancel()
                                ])
                        }
                }
            }
            Root()
            """
        let (texts, _) = try presentation.render(source)
        let title = try #require(texts["Change background"], "\(texts.keys.sorted())")
        let red = try #require(texts["Red"])
        let remove = try #require(texts["Remove"])
        let cancel = try #require(texts["Cancel"])
        // As the confirmation dialog: the cancel card 8 pt above the bottom, the actions 57 pt apart above it.
        #expect(abs(cancel.midY - 663.5) <= 1, "\(cancel)")
        #expect(abs(remove.midY - (663.5 - 28.5 - 8 - 28.5)) <= 1.5 && abs(red.midY - (remove.midY - 57)) <= 1.5)
        #expect(title.maxY < red.minY && texts["Select a new color"] != nil)
    }
}
