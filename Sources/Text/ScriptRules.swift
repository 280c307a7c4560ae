// ScriptRules.swift: the Unicode script of a character (HarfBuzz's Unicode functions), script runs, and the
// language each script is shaped with. Rule: issue #5 (split runs by script; set script and language on the buffer);
// UAX #24 (Common and Inherited characters take the script of their neighbours). Status: complete.
//
// Languages are fixed per script instead of read from the environment (deterministic): Hebrew "he", Arabic "ar",
// Han/Hiragana/Katakana "ja" (fontconfig's default CJK face for lang=en is the JP one), Hangul "ko", others "en".

import CHarfBuzz

enum ScriptRules {
    /// `hb_unicode_script` with HarfBuzz's default (Unicode-database) functions.
    static func script(of s: Unicode.Scalar) -> hb_script_t {
        hb_unicode_script(hb_unicode_funcs_get_default(), s.value)
    }

    /// Common, Inherited and Unknown: characters that take their neighbours' script.
    static func isNeutral(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
    }

    /// The script of a grapheme: that of its first scalar with a real script, else Common.
    static func script(of c: Character) -> hb_script_t {
        for s in c.unicodeScalars {
            let script = script(of: s)
            if !isNeutral(script) { return script }
        }
        return HB_SCRIPT_COMMON
    }

    /// Scripts per grapheme with Common/Inherited resolved: each takes the previous real script, or at the start
    /// the next one; a text with no real script stays Common.
    static func resolve(_ scripts: [hb_script_t]) -> [hb_script_t] {
        var out = scripts
        var last: hb_script_t? = nil
        for i in out.indices {
            if isNeutral(out[i]) {
                if let last { out[i] = last }
            } else {
                last = out[i]
            }
        }
        // Leading neutrals: the first real script after them.
        if let first = out.firstIndex(where: { !isNeutral($0) }) {
            for i in 0..<first { out[i] = out[first] }
        }
        return out
    }

    /// The BCP 47 language the buffer is shaped with.
    static func language(for script: hb_script_t) -> String {
        switch script {
        case HB_SCRIPT_HEBREW: "he"
        case HB_SCRIPT_ARABIC: "ar"
        case HB_SCRIPT_HAN, HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA: "ja"
        case HB_SCRIPT_HANGUL: "ko"
        default: "en"
        }
    }

    /// Scripts written without spaces, where a line may break between any two characters (UAX #14 ID class).
    static func breaksBetweenCharacters(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_HAN || script == HB_SCRIPT_HIRAGANA || script == HB_SCRIPT_KATAKANA
            || script == HB_SCRIPT_BOPOMOFO
    }

    /// The ISO 15924 tag: "Latn", "Hebr".
    static func tag(_ script: hb_script_t) -> String {
        OpenTypeTag(hb_script_to_iso15924_tag(script)).description
    }
}
