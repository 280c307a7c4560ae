// PNGSequence.swift: a folder of PNG frames read as a clip (`anim measure DIR`): which file is which frame.
// Rule: the names `anim render --format png` writes (`frame_00000.png`, the number is the frame index); issue #22
// (a folder holding 20 of a scene's 72 frames, with gaps, was measured as if complete and exited 0). Numbered files
// must be exactly frames 0 ..< count, each once; a folder whose names carry no numbers is taken in name order and
// must hold exactly `count` files. Missing frames are a shortfall (exit 1, issue #18) naming them; a frame twice or past
// the end is bad input. Status: complete for #22.

/// The frames of a PNG folder, in frame order.
enum PNGSequence {
    /// `names` (the folder's `.png` files) as (frame index, name), checked against the scene's `count` frames; with
    /// `range` (`measure --frames`), only those frames are required and returned.
    static func frames(_ names: [String], count: Int, folder: String, range: Range<Int>? = nil) throws(CommandFailure)
        -> [(Int, String)]
    {
        guard !names.isEmpty else { throw .badInput("'\(folder)' holds no frames") }
        let numbered = names.map { name in (frameNumber(name), name) }
        guard numbered.allSatisfy({ $0.0 != nil }) else {
            guard names.count == count else {
                throw .badInput("'\(folder)' holds \(names.count) PNG files; the scene has \(count) frames")
            }
            return names.sorted().enumerated().map { ($0.offset, $0.element) }.filter {
                (range ?? 0..<count).contains($0.0)
            }
        }
        let frames = numbered.map { ($0.0!, $0.1) }.sorted { $0.0 < $1.0 }
        var seen = Set<Int>()
        for (index, name) in frames where !seen.insert(index).inserted {
            throw .badInput("'\(folder)' holds frame \(index) twice (\(name))")
        }
        let wanted = range ?? 0..<count
        let missing = wanted.lazy.filter { !seen.contains($0) }
        let extra = frames.filter { $0.0 >= count }
        guard missing.isEmpty, extra.isEmpty else {
            let shown = Array(missing.prefix(5)).map(String.init).joined(separator: ", ")
            let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
            var message =
                range == nil
                ? "'\(folder)' holds \(frames.count) of the scene's \(count) frames"
                : "'\(folder)' lacks frames of \(wanted.lowerBound)..<\(wanted.upperBound)"
            if !missing.isEmpty { message += "; missing frame\(missing.count == 1 ? "" : "s") \(shown)\(more)" }
            if let first = extra.first { message += "; frame \(first.0) (\(first.1)) is past the scene's end" }
            throw missing.isEmpty ? .badInput(message) : .shortfall(message)
        }
        return frames.filter { wanted.contains($0.0) }
    }

    /// The number at the end of a name before `.png` (`frame_00012.png` → 12), or nil.
    static func frameNumber(_ name: String) -> Int? {
        let stem = name.lowercased().hasSuffix(".png") ? name.dropLast(4) : Substring(name)
        let digits = stem.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        return Int(String(digits.reversed()))
    }
}
