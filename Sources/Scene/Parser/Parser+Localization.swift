// Parser+Localization.swift: Foundation's `NSLocalizedString(_:tableName:value:comment:)`, declared in the scene
// language. A render has no `Localizable.strings`: the lookup gives the value when one is written, else the key —
// what an app shows for a key its tables lack.
// Rule: Apple: NSLocalizedString(_:tableName:bundle:value:comment:) — developer.apple.com/documentation/foundation/
// nslocalizedstring(_:tablename:bundle:value:comment:) ("if key is not found … returns value; if value is empty,
// key"); Bundle.localizedString(forKey:value:table:). Status: the `bundle:` argument is not accepted.

extension Parser {
    static let localizationSource = """
        func NSLocalizedString(_ key: String, tableName: String? = nil, value: String = "", comment: String) -> String {
            value.isEmpty ? key : value
        }
        """

    /// The declarations of `localizationSource`, placed nowhere in the user's file.
    static let localizationDeclarations: [Stmt] = prelude(localizationSource)
}
