// TextError.swift: the one runtime-failure enum of the Text module.
// Rule: docs/ARCHITECTURE.md "Errors" (one enum per module, typed `throws` at boundaries). Status: complete.
//
// `TextLayout` itself never throws: a face that cannot be opened becomes a warning and a fallback, because a scene
// must still render. These errors surface at the C-handle boundary (`FontFace`, `FreeTypeLibrary`, …) and are
// turned into warning strings by `FontLibrary`.

/// A failure of FreeType, fontconfig or HarfBuzz.
public enum TextError: Error, CustomStringConvertible {
    /// A FreeType call returned a non-zero `FT_Error`.
    case freeType(call: String, code: Int32)
    /// fontconfig could not load its configuration or answer a query.
    case fontconfig(String)
    /// A HarfBuzz object could not be allocated.
    case allocation(String)

    /// One line naming the failed call.
    public var description: String {
        switch self {
        case .freeType(let call, let code): "\(call) failed: FreeType error \(code)"
        case .fontconfig(let message): "fontconfig: \(message)"
        case .allocation(let call): "\(call) failed: out of memory"
        }
    }
}
