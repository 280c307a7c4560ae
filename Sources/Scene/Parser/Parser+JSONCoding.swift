// Parser+JSONCoding.swift: Foundation's `JSONEncoder` and `JSONDecoder`, which pasted view code calls in an action or
// a helper to keep a Codable model in `UserDefaults` (`try? JSONEncoder().encode(user)`,
// `try? JSONDecoder().decode(User.self, from: data)`).
// Rule: Apple: JSONEncoder.encode(_:) and JSONDecoder.decode(_:from:) —
// developer.apple.com/documentation/foundation/jsonencoder, …/jsondecoder. Their output is bytes kept in storage a
// render does not have (a fresh preview's `UserDefaults` holds no data, so a decode never has input): non-visual work,
// which by anim's rule renders as absent with one located warning. Here both throw, so `try?` gives nil and
// `if let data = try? …` skips its body, as a failed coding does; `try!` stops the render with the thrown error.
// Status: the two methods; the coders' settings (`outputFormatting`, strategies) are not declared.

extension Parser {
    /// The names that bring `jsonCodingSource` into a file.
    static let jsonCodingNames: Set<String> = ["JSONEncoder", "JSONDecoder"]

    static let jsonCodingSource = """
        struct JSONCodingUnavailable: Error {}
        final class JSONEncoder {
            init() {}
            func encode<T>(_ value: T) throws -> Data { throw JSONCodingUnavailable() }
        }
        final class JSONDecoder {
            init() {}
            func decode<T>(_ type: T.Type, from data: Data) throws -> T { throw JSONCodingUnavailable() }
        }
        """

    /// The declarations of `jsonCodingSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let jsonCodingDeclarations: [Stmt] = prelude(jsonCodingSource)

    /// The one warning a file using the coders gets, at the first coder it names.
    static func jsonCodingWarning(_ tokens: [Token], into diagnostics: inout DiagnosticLog) {
        guard let first = tokens.first(where: { $0.kind == .identifier && jsonCodingNames.contains($0.text) }) else {
            return
        }
        diagnostics.warning(
            "'\(first.text)' is not run by anim: a render keeps no stored data, so encoding and decoding fail "
                + "('try?' gives nil)", at: first.range)
    }
}
