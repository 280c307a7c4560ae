// PickerImplicitTagTests.swift: a Picker's ForEach rows are tagged with their ids (Apple: Picker, "ForEach
// automatically assigns a tag to the selection views using each option's id"), so the selected option is the one
// whose id equals the selection, also when the rows show images or other text (issue #14).
// Expected positions: a segmented picker's segments share the row equally; the selected one is the white rounded
// rectangle inset 2 pt (PickerView.swift), so its centre is the selected segment's.

import Geometry
import Layout
import Render
import Scene
import Testing

struct PickerImplicitTagTests {
    /// The centre x of the white selected segment of a segmented picker across a 300-pt canvas.
    static func selectedSegmentCentre(_ rows: String) throws -> Double {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 40, background: .black)
            struct V: View {
                @State var selection = 2
                var body: some View {
                    Picker("P", selection: $selection) { \(rows) }.pickerStyle(.segmented)
                }
            }
            V()
            """)
        // White pixels of the selected segment along the row 6 pt below the top of the 32-pt control (y = 4…36).
        let white = (0..<300).filter { x in
            let p = fb[x, 10]
            return p.r > 250 && p.g > 250 && p.b > 250
        }
        let first = try #require(white.first, "\(rows)")
        let last = try #require(white.last)
        return Double(first + last + 1) / 2
    }

    @Test("ForEach(0..<4) rows of images and of text: the segment whose id is the selection (2) is selected")
    func rangeIDs() throws {
        // Four segments of 75 pt: segment 2 is centred at 187.5.
        #expect(
            abs(
                try PickerImplicitTagTests.selectedSegmentCentre("ForEach(0..<4) { i in Image(systemName: \"star\") }")
                    - 187.5) <= 1)
        #expect(
            abs(try PickerImplicitTagTests.selectedSegmentCentre("ForEach(0..<4) { Text(\"S\\($0)\") }") - 187.5) <= 1)
    }

    @Test("an id key path tags with that property; an explicit tag is kept")
    func keyPathIDs() throws {
        // Rows of values 0, 1, 2 (id 2 is the third of three 100-pt segments: centre 250; within 2 pt, the white
        // rectangle being inset 2 pt from the control at the ends only).
        let values = try PickerImplicitTagTests.selectedSegmentCentre(
            "ForEach([0, 1, 2], id: \\.self) { n in Text(\"#\\(n)\") }")
        #expect(abs(values - 250) <= 2, "\(values)")
        // Explicit tags reversed: tag 2 is the first segment (centre 50).
        let reversed = try PickerImplicitTagTests.selectedSegmentCentre(
            "ForEach(0..<3) { i in Text(\"\\(i)\").tag(2 - i) }")
        #expect(abs(reversed - 50) <= 2, "\(reversed)")
    }
}
