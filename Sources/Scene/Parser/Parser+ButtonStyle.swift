// Parser+ButtonStyle.swift: what a custom `ButtonStyle` struct's `makeBody(configuration:)` receives.
// Rule: Apple: ButtonStyle — developer.apple.com/documentation/swiftui/buttonstyle and ButtonStyleConfiguration
// (`label`, `isPressed`, `role`) and PrimitiveButtonStyleConfiguration (`label`, `role`, `trigger()`): a file
// declaring either style gets the declaration below, written in the scene language, so `configuration.label` and
// `configuration.isPressed` check as ordinary properties. A render never presses a button: `isPressed` is false
// (Evaluator+ButtonStyle). Status: complete.

extension Parser {
    /// The names `makeBody`'s parameter type is written with.
    static let configurationNames: Set<String> = Set(
        ["Configuration", "PrimitiveButtonStyleConfiguration"] + styleConfigurations.values
            + styleConfigurations.keys.map { $0 + ".Configuration" })

    /// `struct ToggleStyleConfiguration { let label: some View; @Binding var isOn: Bool }` (Apple:
    /// ToggleStyleConfiguration — `label`, `isOn`, `$isOn`).
    static let toggleStyleConfiguration: Stmt = {
        var parser = Parser(
            tokens: Lexer.tokenize(
                "struct ToggleStyleConfiguration {\n let label: some View\n @Binding var isOn: Bool\n}"
            ).0)
        let statement = parser.parseStatement()
        return Stmt(kind: statement.kind, range: .none)
    }()

    /// `struct ButtonStyleConfiguration { let label: some View; let isPressed: Bool; let role: ButtonRole? }`, also
    /// a PrimitiveButtonStyle's configuration: its `trigger()` runs the action, which a render does when the
    /// timeline taps the button, never from the style (Apple: PrimitiveButtonStyleConfiguration).
    static let buttonStyleConfiguration: [Stmt] = {
        let source = """
            enum ButtonRole { case destructive, cancel }
            struct ButtonStyleConfiguration {
                let label: some View
                let isPressed: Bool
                let role: ButtonRole?
                func trigger() {}
            }
            """
        return prelude(source)
    }()
}
