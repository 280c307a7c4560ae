// Builtins+URL.swift: Foundation's `URL(string:)` as a value, for files that keep a URL in a property
// (`let url = URL(string: "https://…")!`) and hand it to `Link` or `ShareLink` (Checker+FormControls,
// Checker+ShareLink).
// Rule: Apple: URL.init(string:) — developer.apple.com/documentation/foundation/url/init(string:) (an optional: nil for
// a string that is not a URL, such as the empty string). Nothing is fetched or opened in a render, so a URL is held as
// its string (SceneType "URL" is String). Status: complete for `init(string:)`; the string is not validated beyond
// being non-empty.

extension Builtins {
    static let urlValues: [String: [BuiltinFunction]] = [
        "URL": [
            BuiltinFunction([arg("string", .string)], .optional(.string)) { v, _ in
                if case .string(let s) = v[0], s.isEmpty { return .absent }
                return v[0]
            }
        ]
    ]
}
