// Builtins+Scanner.swift: the primitives under the prelude's `CharacterSet`, `String.trimmingCharacters(in:)` and
// `Scanner` (Parser+Scanner.swift); their names start with an underscore, so no scene names them and no hint offers
// them. Rule: CharacterSetMembership.swift. Status: complete.

extension Builtins {
    static let scannerValues: [String: [BuiltinFunction]] = [
        "_trimCharacters": [
            BuiltinFunction([arg(nil, .string), arg(nil, .string)], .string) { v, _ in
                .string(CharacterSetMembership.trimming(v[0].string, v[1].string))
            }
        ],
        // The end offset of the hex number at (text, location, skipped set), -1 when there is none.
        "_scanHexEnd": [
            BuiltinFunction([arg(nil, .string), arg(nil, .int), arg(nil, .string)], .int) { v, _ in
                .int(CharacterSetMembership.scanHex(v[0].string, from: v[1].int, skipping: v[2].string)?.end ?? -1)
            }
        ],
        "_scanHexValue": [
            BuiltinFunction([arg(nil, .string), arg(nil, .int), arg(nil, .string)], .int) { v, _ in
                .int(CharacterSetMembership.scanHex(v[0].string, from: v[1].int, skipping: v[2].string)?.value ?? 0)
            }
        ],
        "_characterCount": [
            BuiltinFunction([arg(nil, .string)], .int) { v, _ in .int(v[0].string.unicodeScalars.count) }
        ],
        // The text from scalar offset `location` on.
        "_scalarSuffix": [
            BuiltinFunction([arg(nil, .string), arg(nil, .int)], .string) { v, _ in
                var out = String.UnicodeScalarView()
                out.append(contentsOf: v[0].string.unicodeScalars.dropFirst(max(0, v[1].int)))
                return .string(String(out))
            }
        ],
    ]
}
