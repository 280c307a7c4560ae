// Parser+Haptics.swift: UIKit's feedback generators, which pasted iOS code calls in its actions
// (`UIImpactFeedbackGenerator(style: .medium).impactOccurred()`); `import SwiftUI` re-exports UIKit on iOS, so such
// files compile there without importing it. A render has no device to vibrate: every method does nothing.
// Rule: Apple: UIFeedbackGenerator — developer.apple.com/documentation/uikit/uifeedbackgenerator (its subclasses
// UIImpactFeedbackGenerator, UINotificationFeedbackGenerator, UISelectionFeedbackGenerator: `prepare()`,
// `impactOccurred()`, `impactOccurred(intensity:)`, `notificationOccurred(_:)`, `selectionChanged()`).
// Status: complete.

extension Parser {
    static let hapticsSource = """
        enum UIImpactFeedbackGeneratorFeedbackStyle { case light, medium, heavy, soft, rigid }
        enum UINotificationFeedbackGeneratorFeedbackType { case success, warning, error }
        class UIImpactFeedbackGenerator {
            init() {}
            init(style: UIImpactFeedbackGeneratorFeedbackStyle) {}
            func prepare() {}
            func impactOccurred() {}
            func impactOccurred(intensity: Double) {}
        }
        class UINotificationFeedbackGenerator {
            init() {}
            func prepare() {}
            func notificationOccurred(_ type: UINotificationFeedbackGeneratorFeedbackType) {}
        }
        class UISelectionFeedbackGenerator {
            init() {}
            func prepare() {}
            func selectionChanged() {}
        }
        """

    /// The names that bring `hapticsSource` into a file.
    static let hapticsNames: Set<String> = [
        "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
    ]

    /// The declarations of `hapticsSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let hapticsDeclarations: [Stmt] = prelude(hapticsSource)
}
