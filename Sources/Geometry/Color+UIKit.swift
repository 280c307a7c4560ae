// Color+UIKit.swift: UIKit's colours, which pasted SwiftUI code reaches through `Color(.systemGray5)`,
// `Color(uiColor: .secondarySystemBackground)` and `UIColor.systemBlue`.
// Rule: Apple: UIColor, "Standard colors" and "UI element colors" — developer.apple.com/documentation/uikit/uicolor
// (light-mode values, as a preview renders by default; the system colours are the same sRGB values SwiftUI's named
// colours use); the fixed colours (`UIColor.red`, `.gray`, `.darkGray` …) are the component values their
// documentation gives (`gray` is white 0.5, `darkGray` 1/3, `lightGray` 2/3, `orange` (1, 0.5, 0), `brown`
// (0.6, 0.4, 0.2), `purple` (0.5, 0, 0.5)). Status: complete for light mode.

extension Color {
    /// UIColor's class properties by name, light mode.
    public static let uiKit: [String: Color] = [
        // Fixed colours.
        "black": .black, "white": .white, "clear": .clear,
        "darkGray": Color(white: 1.0 / 3), "gray": Color(white: 0.5), "lightGray": Color(white: 2.0 / 3),
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1), "cyan": Color(red: 0, green: 1, blue: 1),
        "yellow": Color(red: 1, green: 1, blue: 0), "magenta": Color(red: 1, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        // Adaptable system colours.
        "systemRed": Color(r8: 255, g8: 59, b8: 48), "systemOrange": Color(r8: 255, g8: 149, b8: 0),
        "systemYellow": Color(r8: 255, g8: 204, b8: 0), "systemGreen": Color(r8: 52, g8: 199, b8: 89),
        "systemMint": Color(r8: 0, g8: 199, b8: 190), "systemTeal": Color(r8: 48, g8: 176, b8: 199),
        "systemCyan": Color(r8: 50, g8: 173, b8: 230), "systemBlue": Color(r8: 0, g8: 122, b8: 255),
        "systemIndigo": Color(r8: 88, g8: 86, b8: 214), "systemPurple": Color(r8: 175, g8: 82, b8: 222),
        "systemPink": Color(r8: 255, g8: 45, b8: 85), "systemBrown": Color(r8: 162, g8: 132, b8: 94),
        "systemGray": Color(r8: 142, g8: 142, b8: 147), "systemGray2": Color(r8: 174, g8: 174, b8: 178),
        "systemGray3": Color(r8: 199, g8: 199, b8: 204), "systemGray4": Color(r8: 209, g8: 209, b8: 214),
        "systemGray5": Color(r8: 229, g8: 229, b8: 234), "systemGray6": Color(r8: 242, g8: 242, b8: 247),
        // UI element colours.
        "label": .black, "secondaryLabel": Color(r8: 60, g8: 60, b8: 67, opacity: 0.6),
        "tertiaryLabel": Color(r8: 60, g8: 60, b8: 67, opacity: 0.3),
        "quaternaryLabel": Color(r8: 60, g8: 60, b8: 67, opacity: 0.18),
        "placeholderText": Color(r8: 60, g8: 60, b8: 67, opacity: 0.3),
        "link": Color(r8: 0, g8: 122, b8: 255),
        "separator": Color(r8: 60, g8: 60, b8: 67, opacity: 0.29), "opaqueSeparator": Color(r8: 198, g8: 198, b8: 200),
        "systemBackground": .white, "secondarySystemBackground": Color(r8: 242, g8: 242, b8: 247),
        "tertiarySystemBackground": .white, "systemGroupedBackground": Color(r8: 242, g8: 242, b8: 247),
        "secondarySystemGroupedBackground": .white,
        "tertiarySystemGroupedBackground": Color(r8: 242, g8: 242, b8: 247),
        "systemFill": Color(r8: 120, g8: 120, b8: 128, opacity: 0.2),
        "secondarySystemFill": Color(r8: 120, g8: 120, b8: 128, opacity: 0.16),
        "tertiarySystemFill": Color(r8: 118, g8: 118, b8: 128, opacity: 0.12),
        "quaternarySystemFill": Color(r8: 116, g8: 116, b8: 128, opacity: 0.08),
        "lightText": Color(white: 1, opacity: 0.6), "darkText": .black,
        "systemTint": Color(r8: 0, g8: 122, b8: 255), "tintColor": Color(r8: 0, g8: 122, b8: 255),
    ]
}
