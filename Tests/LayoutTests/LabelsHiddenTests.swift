// LabelsHiddenTests.swift: `.labelsHidden()` on any view hides the labels of the controls inside it — a Toggle is
// the switch alone (51 pt wide), a Stepper its − + segments, a DatePicker its date button — while the controls
// outside keep theirs.
// Rule: Apple: View.labelsHidden() — developer.apple.com/documentation/swiftui/view/labelshidden() ("hides the labels
// of any controls contained within this view").

import Layout
import Scene
import Testing

struct LabelsHiddenTests {
    func texts(_ body: String) throws -> [(String, Double)] {
        let (_, leaves) = try SceneRender.render(
            "import SwiftUI\nstruct V: View {\n    @State var on = true\n    @State var n = 3\n"
                + "    var body: some View {\n\(body)\n    }\n}\n#Preview { V() }\n")
        return leaves.compactMap { leaf in
            if case .text(let t) = leaf.content { (t.layout.string, leaf.frame.width) } else { nil }
        }
    }

    @Test(
        "a VStack of a Toggle, a Stepper and a DatePicker with .labelsHidden(): no label is drawn; a sibling keeps its")
    func containerHidesEveryLabel() throws {
        let drawn = try texts(
            """
            VStack {
                VStack {
                    Toggle("Wi-Fi", isOn: $on)
                    Stepper("Count", value: $n)
                    DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
                }
                .labelsHidden()
                Toggle("Bluetooth", isOn: $on)
            }
            .frame(width: 300)
            """)
        let strings = drawn.map(\.0)
        #expect(!strings.contains("Wi-Fi") && !strings.contains("Count") && !strings.contains("Start"))
        #expect(strings.contains("Bluetooth"))
        // The Stepper's segments and the DatePicker's date are still drawn.
        #expect(strings.contains("−") && strings.contains("+") && strings.contains("Jan 1, 1970"))
    }

    @Test("a labels-hidden Toggle is only as wide as its switch: 51 × 31 pt")
    func toggleAloneIsTheSwitch() throws {
        let program = try SceneProgram(
            source: "import SwiftUI\nstruct V: View {\n    @State var on = false\n    var body: some View {\n"
                + "        Toggle(\"Wi-Fi\", isOn: $on).labelsHidden()\n    }\n}\n#Preview { V() }\n",
            path: "t.scene")
        #expect(program.header.width == 51 && program.header.height == 31)
    }
}
