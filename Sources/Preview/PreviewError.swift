// PreviewError.swift: a scene's failure as the preview page shows it: the first error's place, message, quoted line,
// caret and hint as fields, plus the whole diagnostic text exactly as the CLI prints it.
// Rule: the fields are read back from the rendered blocks (Scene's SourceFile.rendered: swiftc/clang's layout,
// `path:line:col: error: message`, the line, the caret line, `hint: …`), so the page and the terminal cannot disagree.
// Status: complete for issue #23.

import AnimKit
import Foundation

/// What the page's error panel shows (`/info.json`'s `error`).
public struct PreviewError: Sendable, Equatable {
    public var file: String
    /// 1-based; nil for a failure with no place in the file (an unreadable scene, a frame-size limit).
    public var line: Int?
    public var column: Int?
    public var message: String
    public var sourceLine: String?
    public var caret: String?
    public var hint: String?
    /// Every block, as `anim still` prints it to standard error.
    public var rendered: String

    /// Reads `failure`'s rendered diagnostics when it has them, else its one-line message.
    public init(_ failure: CommandFailure, scene: String) {
        let text = failure.rendered ?? "anim: error: \(failure.message)\n"
        rendered = text
        file = scene
        message = failure.message
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The first error with a place; else (warnings treated as errors) the first warning with one; else the first
        // error at all.
        func located(_ word: String) -> Int? {
            lines.firstIndex { line in
                guard let m = line.range(of: ": \(word): ") else { return false }
                let place = line[..<m.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                return place.count >= 3 && Int(place[place.count - 2]) != nil && Int(place[place.count - 1]) != nil
            }
        }
        let chosen =
            located("error").map { ($0, "error") } ?? located("warning").map { ($0, "warning") }
            ?? lines.firstIndex { $0.contains(": error: ") }.map { ($0, "error") }
        guard let (index, word) = chosen else { return }
        let header = lines[index]
        let marker = header.range(of: ": \(word): ")!
        message = String(header[marker.upperBound...])
        let place = header[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        if place.count >= 3, let l = Int(place[place.count - 2]), let c = Int(place[place.count - 1]) {
            file = place.dropLast(2).joined(separator: ":")
            line = l
            column = c
            if index + 2 < lines.count, lines[index + 2].contains("^") {
                sourceLine = lines[index + 1]
                caret = lines[index + 2]
            }
        } else if failure.rendered != nil {
            file = place.joined(separator: ":")
        }
        let after = lines[(index + 1)...].prefix(4)
        if let h = after.prefix(while: { !$0.contains(": error: ") && !$0.contains(": warning: ") })
            .first(where: { $0.hasPrefix("hint: ") })
        {
            hint = String(h.dropFirst("hint: ".count))
        }
    }

    /// `/info.json`'s `error` object.
    public var json: [String: Any] {
        [
            "file": file, "line": line ?? NSNull(), "column": column ?? NSNull(),
            "message": message, "sourceLine": sourceLine ?? NSNull(), "caret": caret ?? NSNull(),
            "hint": hint ?? NSNull(), "rendered": rendered,
        ]
    }
}
