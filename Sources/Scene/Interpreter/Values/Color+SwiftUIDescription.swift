// Color+SwiftUIDescription.swift: what `color.description` prints in a scene, as SwiftUI's Color does.
// Rule: Apple: Color.description (CustomStringConvertible) — developer.apple.com/documentation/swiftui/color/
// description: a system colour prints its name (`Color.red.description == "red"`, what pickers of colours label their
// rows with), any other colour its sRGB components as "#RRGGBBAA" (observed on iOS 17) [UNCONF: the hex format]. A
// colour keeps no name here, so one equal to a system colour's components prints that name [UNCONF approximation],
// and `.primary` (black in light mode) prints "black" where SwiftUI prints "primary".

import Geometry

extension Color {
    /// The names a system colour prints, first match wins.
    private static let describedNames = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "black", "white", "clear",
    ]

    /// `color.description` in a scene.
    var swiftUIDescription: String {
        if let name = Color.describedNames.first(where: { Color.named[$0] == self }) { return name }
        func hex(_ v: Double) -> String {
            let byte = Int((max(0, min(1, v)) * 255).rounded())
            return String(byte, radix: 16, uppercase: true).count == 1
                ? "0" + String(byte, radix: 16, uppercase: true) : String(byte, radix: 16, uppercase: true)
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
    }
}
