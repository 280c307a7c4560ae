// StringIdiomTests.swift: String methods, `forEach` as a loop, `@Previewable` state in a `#Preview` and a
// `Binding`'s `wrappedValue`, as pasted SwiftUI files use them.
// Rule: The Swift Standard Library's String and Sequence.forEach(_:); Foundation's NSString bridging; Apple:
// Previewable, Binding.wrappedValue. Expected strings are worked out by hand.

import Scene
import Testing

struct StringIdiomTests {
    @Test("String methods, forEach, @Previewable state and a Binding's wrappedValue")
    func swiftIdioms() throws {
        let program = try SceneProgram(
            source: """
                struct Row: View {
                    let text: Binding<String>
                    var body: some View {
                        Text(text.wrappedValue.uppercased() + "|" + "A-b-C".lowercased().replacingOccurrences(of: "-", with: "")
                            + "|" + "\\("a,b,,c".split(separator: ",").count)\\("a,b,,c".components(separatedBy: ",").count)"
                            + "|" + "  x ".trimmingCharacters(in: .whitespaces) + "swift".prefix(2) + "swift".dropFirst(3)
                            + "|" + ("hello".hasPrefix("he") && "hello".contains("ll") ? "yes" : "no") + "|" + "hello world".capitalized)
                    }
                }
                #Preview {
                    @Previewable @State var name = "anim"
                    Row(text: $name)
                }
                """, path: "s.swift")
        // A header-less file's root view sits in the hosting view's implicit VStack (Checker+PreviewProvider).
        let root = try program.view(time: 0, frame: 0)
        #expect(root.stack?.axis == .vertical)
        guard case .view(let stack) = root.kind else { return }
        #expect(stack.children.first?.text?.string == "ANIM|abc|34|xswft|yes|Hello World")
        let sum = try SceneProgram(
            source: """
                scene(width: 10, height: 10, duration: 1)
                struct V: View {
                    @State private var total = 0
                    var body: some View {
                        Text("\\(total)").onAppear { [1, 2, 3].forEach { total += $0 } }
                    }
                }
                V()
                """, path: "f.scene")
        #expect(try sum.view(time: 0.5, frame: 15).text?.string == "6")
    }
}
