// FreeTypeLibrary.swift: owns the one `FT_Library`.
// Rule: docs/ARCHITECTURE.md "C handles"; FreeType's threading rule: `FT_New_Face`/`FT_Done_Face` on one library must
// be serialised, and each `FT_Face` used by one thread at a time (FontFace has its own lock). Status: complete.

import CFreeType
import Synchronization

/// One `FT_Library`, freed with `FT_Done_FreeType` after every face that holds it is gone.
final class FreeTypeLibrary: @unchecked Sendable {
    let raw: FT_Library
    /// Serialises face creation and destruction on `raw`.
    let lock = Mutex(())

    init() throws(TextError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .freeType(call: "FT_Init_FreeType", code: error) }
        raw = library
    }

    deinit { FT_Done_FreeType(raw) }
}
