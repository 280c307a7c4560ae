// Checker+StringMethods.swift: the String methods and properties view code uses to build labels: case changes,
// prefix and suffix tests, searching, replacing, splitting and slicing (`trimmingCharacters(in:)` is declared with
// CharacterSet in Parser+Scanner).
// Rule: The Swift Standard Library's String (developer.apple.com/documentation/swift/string) and Foundation's
// NSString bridging (`replacingOccurrences(of:with:)`, `components(separatedBy:)`, `capitalized`);
// `uppercased()`/`lowercased()` are Unicode full case mappings. Characters
// are one-character Strings here. Status: complete for the members listed.

import Foundation

extension Checker {
    /// `string.name(…)`; nil when `name` is not one of these methods.
    mutating func stringMethod(_ receiver: Typed, _ name: String, _ call: CallSite) -> Typed? {
        guard receiver.type == .string else { return nil }
        let range = call.range
        let labels = call.arguments.map(\.label)
        func argument(_ i: Int, _ type: SceneType) -> IR {
            let e = call.arguments[i].value
            return coerce(check(e, expected: type), to: type, at: e.range, .argument)
        }
        func unary(_ f: @escaping @Sendable (String) -> Value, _ type: SceneType) -> Typed {
            Typed(ir: apply({ v, _ in f(v[0].string) }, [receiver.ir], range), type: type)
        }
        func binary(_ f: @escaping @Sendable (String, Value) -> Value, _ argumentType: SceneType, _ type: SceneType)
            -> Typed
        {
            Typed(ir: apply({ v, _ in f(v[0].string, v[1]) }, [receiver.ir, argument(0, argumentType)], range), type: type)
        }
        guard call.trailing == nil else { return nil }
        switch (name, labels) {
        case ("uppercased", []): return unary({ .string($0.uppercased()) }, .string)
        case ("lowercased", []): return unary({ .string($0.lowercased()) }, .string)
        case ("hasPrefix", [nil]): return binary({ .bool($0.hasPrefix($1.string)) }, .string, .bool)
        case ("hasSuffix", [nil]): return binary({ .bool($0.hasSuffix($1.string)) }, .string, .bool)
        case ("contains", [nil]): return binary({ .bool($0.contains($1.string)) }, .string, .bool)
        // Foundation's search-field tests (Apple: StringProtocol.localizedCaseInsensitiveContains(_:),
        // localizedStandardContains(_:) — case- and diacritic-insensitive), in the scene's en_US locale.
        case ("localizedCaseInsensitiveContains", [nil]):
            return binary({ .bool($0.range(of: $1.string, options: .caseInsensitive) != nil) }, .string, .bool)
        case ("localizedStandardContains", [nil]):
            return binary(
                { .bool($0.range(of: $1.string, options: [.caseInsensitive, .diacriticInsensitive]) != nil) },
                .string, .bool)
        case ("prefix", [nil]): return binary({ .string(String($0.prefix(max(0, $1.int)))) }, .int, .string)
        case ("suffix", [nil]): return binary({ .string(String($0.suffix(max(0, $1.int)))) }, .int, .string)
        case ("dropFirst", []): return unary({ .string(String($0.dropFirst())) }, .string)
        case ("dropLast", []): return unary({ .string(String($0.dropLast())) }, .string)
        case ("dropFirst", [nil]): return binary({ .string(String($0.dropFirst(max(0, $1.int)))) }, .int, .string)
        case ("dropLast", [nil]): return binary({ .string(String($0.dropLast(max(0, $1.int)))) }, .int, .string)
        case ("reversed", []): return unary({ .string(String($0.reversed())) }, .string)
        case ("split", ["separator"]), ("components", ["separatedBy"]):
            let keepsEmpty = name == "components"
            return binary(
                { s, separator in
                    let parts =
                        keepsEmpty
                        ? s.components(separatedBy: separator.string)
                        : s.split(separator: separator.string).map(String.init)
                    return .array(parts.map { .string($0) })
                }, .string, .array(.string))
        case ("replacingOccurrences", ["of", "with"]):
            let target = argument(0, .string)
            let replacement = argument(1, .string)
            return Typed(
                ir: apply(
                    { v, _ in
                        let target = v[1].string
                        return .string(target.isEmpty ? v[0].string : v[0].string.replacingOccurrences(of: target, with: v[2].string))
                    }, [receiver.ir, target, replacement], range), type: .string)
        default:
            return stringIndexMethod(receiver, name, call)
        }
    }

    /// A String's Characters, each a one-character String (The Swift Standard Library: String is a Collection of
    /// Character, extended grapheme clusters).
    static let characters: BuiltinImplementation = { v, _ in .array(v[0].string.map { .string(String($0)) }) }

    /// `[Character]` back into a String: `String.filter`'s result (RangeReplaceableCollection.filter(_:) returns
    /// Self), and `String(chars)`.
    mutating func joinedCharacters(_ typed: Typed, at range: SourceRange) -> Typed {
        guard typed.type == .array(.string) else { return typed }
        return Typed(ir: apply({ v, _ in .string(v[0].array.map(\.string).joined()) }, [typed.ir], range), type: .string)
    }

    static let characterTests: [String: @Sendable (Character) -> Bool] = [
        "isLetter": \.isLetter, "isNumber": \.isNumber, "isWhitespace": \.isWhitespace, "isUppercase": \.isUppercase,
        "isLowercase": \.isLowercase, "isPunctuation": \.isPunctuation, "isASCII": \.isASCII,
        "isHexDigit": \.isHexDigit, "isWholeNumber": \.isWholeNumber, "isSymbol": \.isSymbol, "isNewline": \.isNewline,
    ]

    /// `string.capitalized`, `.first`, `.last` and friends; nil for other names.
    mutating func stringProperty(_ receiver: Typed, _ name: String, range: SourceRange) -> Typed? {
        guard receiver.type == .string else { return nil }
        switch name {
        case "isLetter", "isNumber", "isWhitespace", "isUppercase", "isLowercase", "isPunctuation", "isASCII",
            "isHexDigit", "isWholeNumber", "isSymbol", "isNewline":
            // Character's properties (The Swift Standard Library: Character, "Inspecting a Character"): of the
            // string's first character, false for an empty one.
            let test = Checker.characterTests[name]!
            return Typed(
                ir: apply({ v, _ in .bool(v[0].string.first.map(test) ?? false) }, [receiver.ir], range), type: .bool)
        case "wholeNumberValue", "asciiValue":
            let ascii = name == "asciiValue"
            return Typed(
                ir: apply(
                    { v, _ in
                        guard let c = v[0].string.first else { return .absent }
                        return (ascii ? c.asciiValue.map(Int.init) : c.wholeNumberValue).map(Value.int) ?? .absent
                    }, [receiver.ir], range), type: .optional(.int))
        case "capitalized", "localizedCapitalized":
            return Typed(ir: apply({ v, _ in .string(v[0].string.capitalized) }, [receiver.ir], range), type: .string)
        case "localizedUppercase", "localizedLowercase":
            let upper = name == "localizedUppercase"
            return Typed(
                ir: apply(
                    { v, _ in .string(upper ? v[0].string.uppercased() : v[0].string.lowercased()) }, [receiver.ir],
                    range), type: .string)
        case "first", "last":
            let first = name == "first"
            return Typed(
                ir: apply(
                    { v, _ in
                        let s = v[0].string
                        guard let c = first ? s.first : s.last else { return .absent }
                        return .string(String(c))
                    }, [receiver.ir], range), type: .optional(.string))
        default:
            return stringIndexProperty(receiver, name, range: range)
        }
    }
}
