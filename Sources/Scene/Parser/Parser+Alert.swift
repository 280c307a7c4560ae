// Parser+Alert.swift: the deprecated presentation values `Alert` and `ActionSheet` (iOS 13–14), declared in the scene
// language so a file can build, return and store them (`func sheet() -> ActionSheet { ActionSheet(title: …,
// buttons: [.default(Text("A")), .cancel()]) }`, `.alert(isPresented:content:)`). They are values only: a render
// never presents an alert or a sheet, so `.alert` and `.actionSheet` draw nothing (SwiftUIModifierCatalog, as the
// current `.alert(_:isPresented:actions:)` and `.confirmationDialog`), and no button action runs.
// Rule: Apple: Alert — developer.apple.com/documentation/swiftui/alert (`init(title:message:dismissButton:)`,
// `init(title:message:primaryButton:secondaryButton:)`), Alert.Button —
// developer.apple.com/documentation/swiftui/alert/button (`default(_:action:)`, `cancel(_:action:)`,
// `cancel(_:)`, `destructive(_:action:)`), ActionSheet — developer.apple.com/documentation/swiftui/actionsheet
// (`init(title:message:buttons:)`, whose `Button` is `Alert.Button`). Status: complete.

extension Parser {
    /// The names that bring these declarations into a file.
    static let alertNames: Set<String> = ["Alert", "ActionSheet"]

    static let alertSource = """
        struct AlertButton {
            let label: Text?
            let action: (() -> Void)?
            static func `default`(_ label: Text, action: (() -> Void)? = nil) -> AlertButton {
                AlertButton(label: label, action: action)
            }
            static func cancel(_ label: Text, action: (() -> Void)? = nil) -> AlertButton {
                AlertButton(label: label, action: action)
            }
            static func cancel(_ action: (() -> Void)? = nil) -> AlertButton {
                AlertButton(label: nil, action: action)
            }
            static func destructive(_ label: Text, action: (() -> Void)? = nil) -> AlertButton {
                AlertButton(label: label, action: action)
            }
        }
        struct Alert {
            typealias Button = AlertButton
            let title: Text
            let message: Text?
            let buttons: [AlertButton]
            init(title: Text, message: Text? = nil, dismissButton: AlertButton? = nil) {
                self.title = title
                self.message = message
                self.buttons = [dismissButton ?? AlertButton.default(Text("OK"))]
            }
            init(title: Text, message: Text? = nil, primaryButton: AlertButton, secondaryButton: AlertButton) {
                self.title = title
                self.message = message
                self.buttons = [primaryButton, secondaryButton]
            }
        }
        struct ActionSheet {
            typealias Button = AlertButton
            let title: Text
            let message: Text?
            let buttons: [AlertButton]
            init(title: Text, message: Text? = nil, buttons: [AlertButton] = [AlertButton.cancel()]) {
                self.title = title
                self.message = message
                self.buttons = buttons
            }
        }
        """

    /// The declarations of `alertSource`, placed nowhere in the user's file (empty ranges).
    static let alertDeclarations: [Stmt] = prelude(alertSource)
}
