// GoldenManifest.swift: `<golden>/manifest.txt`, what made a golden folder: the anim version and the identity of the
// system fonts scenes resolve (family, style, file name and MD5 of the file's bytes). Written by `regress --update`,
// compared on every run, so goldens from another anim version or with different fonts are named as such instead of
// showing up as unexplained pixel differences (issue #20; FATE records its configuration beside test results for the
// same reason). Format: `key: value` lines and `#` comments, as settings.txt. Status: complete.

import Foundation
import Measure
import Text

/// The provenance of a golden folder.
struct GoldenManifest: Equatable, Sendable {
    static let file = "manifest.txt"

    /// `anim: 0.20.0`.
    var version: String
    /// Font role (`font-default`, `font-default-bold`, `font-serif` …) → `Family Style, file, md5 …`.
    var fonts: [(String, String)]

    static func == (a: GoldenManifest, b: GoldenManifest) -> Bool {
        a.version == b.version && a.fonts.map { $0.0 + $0.1 } == b.fonts.map { $0.0 + $0.1 }
    }

    /// This anim and the fonts installed now: the system font of each design, regular and bold, at body size.
    static let current: GoldenManifest = {
        var fonts: [(String, String)] = []
        for design in FontDesign.allCases {
            for weight in [FontWeight.regular, .bold] {
                let role = "font-\(design)" + (weight == .bold ? "-bold" : "")
                let descriptor = FontDescriptor.system(size: 17, weight: weight, design: design)
                guard let id = FontLibrary.shared.identity(for: descriptor) else {
                    fonts.append((role, "none"))
                    continue
                }
                let bytes = FileManager.default.contents(atPath: id.filePath).map { [UInt8]($0) } ?? []
                let file = URL(fileURLWithPath: id.filePath).lastPathComponent
                fonts.append((role, "\(id.familyName) \(id.styleName), \(file)#\(id.faceIndex), md5 \(MD5.hex(bytes))"))
            }
        }
        return GoldenManifest(version: AnimVersion.current, fonts: fonts)
    }()

    init(version: String, fonts: [(String, String)]) {
        self.version = version
        self.fonts = fonts
    }

    var text: String {
        "# anim golden manifest: the anim and the fonts that made these goldens. Written by `anim regress --update`.\n"
            + "anim: \(version)\n" + fonts.map { "\($0.0): \($0.1)\n" }.joined()
    }

    /// Parses manifest.txt; nil without an `anim` line.
    init?(parsing text: String) {
        var version: String?
        var fonts: [(String, String)] = []
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.hasPrefix("#"), let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon])
            let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            if key == "anim" { version = value } else if key.hasPrefix("font-") { fonts.append((key, value)) }
        }
        guard let version else { return nil }
        self.init(version: version, fonts: fonts)
    }

    /// Reads `<golden>/manifest.txt`: nil when there is none; a damaged one is reported as such.
    static func read(golden: String) -> Result<GoldenManifest, CommandFailure>? {
        let path = (golden.hasSuffix("/") ? String(golden.dropLast()) : golden) + "/" + file
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let text = String(data: data, encoding: .utf8), let m = GoldenManifest(parsing: text) else {
            return .failure(.badInput("golden manifest \(path) is damaged (no 'anim:' line)"))
        }
        return .success(m)
    }

    /// What differs between the goldens' manifest (self) and `now`, each as one phrase naming it.
    func differences(from now: GoldenManifest) -> [String] {
        var out: [String] = []
        if version != now.version { out.append("made by anim \(version), this is anim \(now.version)") }
        let mine = Dictionary(fonts, uniquingKeysWith: { a, _ in a })
        for (role, value) in now.fonts where mine[role] != value {
            out.append("\(role) was \(mine[role] ?? "not recorded"), now \(value)")
        }
        return out
    }
}
