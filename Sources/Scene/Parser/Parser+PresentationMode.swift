// Parser+PresentationMode.swift: `@Environment(\.presentationMode)`, the iOS 13 way to close a sheet
// (`presentationMode.wrappedValue.dismiss()`), read as a binding to a presented mode whose `dismiss()` does nothing:
// a render shows the view as presented and nothing dismisses it, as `@Environment(\.dismiss)` (EnvironmentValues).
// Rule: Apple: PresentationMode — developer.apple.com/documentation/swiftui/presentationmode (`isPresented`,
// `dismiss()`), EnvironmentValues.presentationMode (a `Binding<PresentationMode>`). Status: complete.

extension Parser {
    static let presentationModeSource = """
        struct PresentationMode {
            var isPresented: Bool = true
            func dismiss() {}
        }
        struct PresentationModeBinding {
            var wrappedValue: PresentationMode = PresentationMode()
        }
        """

    /// The declarations of `presentationModeSource`, placed nowhere in the user's file (empty ranges).
    static let presentationModeDeclarations: [Stmt] = prelude(presentationModeSource)
}
