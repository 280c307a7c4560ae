// Parser+Scanner.swift: Foundation's `CharacterSet`, `String.trimmingCharacters(in:)` and `Scanner`, declared in the
// scene language over the primitives of Builtins+Scanner, for the hex-colour extension that pasted code carries:
// `Scanner(string: hex).scanHexInt64(&rgb)` after `hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)`.
// Rule: Apple: CharacterSet (developer.apple.com/documentation/foundation/characterset), Scanner
// (developer.apple.com/documentation/foundation/scanner: `scanLocation`, `charactersToBeSkipped` — whitespace and
// newlines unless set —, `scanHexInt64(_:)`/`scanHexInt32(_:)`, `scanUInt64(representation:)`, `scanString(_:)`,
// `isAtEnd`). Every integer type is Int in a scene, so `inout UInt64` is `inout Int`. Status: complete for those.

extension Parser {
    static let scannerSource = """
        struct CharacterSet {
            let _spec: String
            init(_spec: String) { self._spec = _spec }
            init(charactersIn string: String) { self._spec = "=" + string }
            var inverted: CharacterSet {
                CharacterSet(_spec: _spec.hasPrefix("!") ? String(_spec.dropFirst()) : "!" + _spec)
            }
            static var alphanumerics: CharacterSet { CharacterSet(_spec: "alphanumerics") }
            static var letters: CharacterSet { CharacterSet(_spec: "letters") }
            static var decimalDigits: CharacterSet { CharacterSet(_spec: "decimalDigits") }
            static var whitespaces: CharacterSet { CharacterSet(_spec: "whitespaces") }
            static var newlines: CharacterSet { CharacterSet(_spec: "newlines") }
            static var whitespacesAndNewlines: CharacterSet { CharacterSet(_spec: "whitespacesAndNewlines") }
            static var punctuationCharacters: CharacterSet { CharacterSet(_spec: "punctuationCharacters") }
            static var symbols: CharacterSet { CharacterSet(_spec: "symbols") }
            static var uppercaseLetters: CharacterSet { CharacterSet(_spec: "uppercaseLetters") }
            static var lowercaseLetters: CharacterSet { CharacterSet(_spec: "lowercaseLetters") }
        }
        extension String {
            func trimmingCharacters(in set: CharacterSet) -> String { _trimCharacters(self, set._spec) }
        }
        enum ScannerNumberRepresentation { case decimal, hexadecimal }
        class Scanner {
            let string: String
            var scanLocation: Int = 0
            var charactersToBeSkipped: CharacterSet? = CharacterSet(_spec: "whitespacesAndNewlines")
            init(string: String) { self.string = string }
            var isAtEnd: Bool { scanLocation >= _characterCount(string) }
            func scanHexInt64(_ result: inout Int) -> Bool {
                let skip = charactersToBeSkipped?._spec ?? ""
                let end = _scanHexEnd(string, scanLocation, skip)
                if end < 0 { return false }
                result = _scanHexValue(string, scanLocation, skip)
                scanLocation = end
                return true
            }
            func scanHexInt32(_ result: inout Int) -> Bool { scanHexInt64(&result) }
            func scanUInt64(representation: ScannerNumberRepresentation) -> Int? {
                var value = 0
                if scanHexInt64(&value) { return value }
                return nil
            }
            func scanString(_ prefix: String) -> String? {
                let rest = _scalarSuffix(string, scanLocation)
                if !rest.hasPrefix(prefix) { return nil }
                scanLocation += _characterCount(prefix)
                return prefix
            }
        }
        """

    /// The names that bring `scannerSource` into a file.
    static let scannerNames: Set<String> = ["Scanner", "CharacterSet", "trimmingCharacters"]

    /// The declarations of `scannerSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let scannerDeclarations: [Stmt] = prelude(scannerSource)
}
