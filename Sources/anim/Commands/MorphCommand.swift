// MorphCommand.swift: `anim morph OLD NEW [--rule swiftui|floating] [--font NAME] [--size N] [--counts-down]
// [--json]`: lays both strings out and prints the numericText plan: kept runs with their cluster ranges and travel,
// the dissolved ranges, and the direction.
// Rule: issue #6 ("Command and scenes": the planner's front door; the JSON shape); seed 003 (the two rules).
// Status: complete.

import Foundation
import Morph
import Text

struct MorphCommand {
    static let name = "morph"
    static let abstract = "Plan a numericText change: which runs are kept, how far they travel, what dissolves."
    static let usage = """
        usage: anim morph OLD NEW [--rule swiftui|floating] [--font NAME] [--size N] [--counts-down] [--json]
          OLD, NEW       the text before and after the change ("--" before them if one starts with "-")
          --rule R       swiftui: common prefix and suffix only (default); floating: also one middle run that travels
                         at most its own length plus two glyph slots
          --font NAME    a font family ("Inter", "DejaVu Serif") or a font file path (default: the system font, as a
                         scene's Text)
          --size N       the font size, points (default 17, `.body`)
          --counts-down  roll downwards whatever the numbers say (`.numericText(countsDown: true)`)
          --json         print {"rule", "direction", "kept": [{"text", "old", "new", "travel"}],
                         "dissolved": {"old", "new"}}
        Ranges are half-open, in grapheme clusters; travel is the run's new x − old x in points (pixels at scale 1).
        """

    let old: MorphText
    let new: MorphText
    let rule: MorphRule
    let countsDown: Bool
    let json: Bool

    init(_ args: [String]) throws(CommandFailure) {
        let a = try Arguments(args, options: ["--rule", "--font", "--size"], flags: ["--counts-down", "--json"])
        guard a.positionals.count == 2 else {
            throw .usage("expected the OLD and NEW text, got \(a.positionals.count) arguments\n\(MorphCommand.usage)")
        }
        if let text = a.value("--rule") {
            let names = MorphRule.allCases.map(\.rawValue)
            guard let r = MorphRule(rawValue: text) else {
                throw .usage(
                    "invalid value '\(text)' for --rule: expected \(names.joined(separator: " or "))"
                        + (nearest(text, in: names).map { "; did you mean '\($0)'?" } ?? ""))
            }
            rule = r
        } else {
            rule = .swiftui
        }
        let size =
            try a.value("--size", "a size in points, above 0") {
                Double($0).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            }
            ?? FontDescriptor.body.size
        var font = FontDescriptor.body
        font.size = size
        if let name = a.value("--font") {
            font = name.contains("/") ? .file(name, size: size) : .custom(name, size: size)
        }
        if let problem = FontLibrary.shared.resolutionWarnings(for: font).first {
            throw .badInput("--font: \(problem)")
        }
        countsDown = a.flag("--counts-down")
        json = a.flag("--json")
        old = MorphText(laying: a.positionals[0], font: font)
        new = MorphText(laying: a.positionals[1], font: font)
    }

    func run() throws(CommandFailure) {
        let plan = MorphPlan(from: old, to: new, rule: rule, direction: countsDown ? .countsDown(true) : .numbers)
        print(json ? MorphCommand.json(plan) : describe(plan))
    }

    /// The one-line JSON of issue #6, keys in its order.
    static func json(_ plan: MorphPlan) -> String {
        func pair(_ r: Range<Int>) -> String { "[\(r.lowerBound), \(r.upperBound)]" }
        let kept = plan.kept.map {
            "{\"text\": \(JSONText.string($0.text)), \"old\": \(pair($0.old)), \"new\": \(pair($0.new)), "
                + "\"travel\": \(JSONText.number($0.travel))}"
        }
        return "{\"rule\": \(JSONText.string(plan.rule.rawValue)), "
            + "\"direction\": \(JSONText.string(plan.direction.rawValue)), "
            + "\"kept\": [\(kept.joined(separator: ", "))], "
            + "\"dissolved\": {\"old\": [\(plan.dissolvedOld.map(pair).joined(separator: ", "))], "
            + "\"new\": [\(plan.dissolvedNew.map(pair).joined(separator: ", "))]}}"
    }

    /// The plan in words: one line per kept run, then what dissolves, then a refused floating run if any.
    private func describe(_ plan: MorphPlan) -> String {
        func quoted(_ s: String) -> String { JSONText.string(s) }
        func range(_ r: Range<Int>) -> String { "[\(r.lowerBound), \(r.upperBound))" }
        func px(_ v: Double) -> String { String(format: "%+.2f px", v) }
        func dissolved(_ ranges: [Range<Int>], _ text: MorphText) -> String {
            ranges.isEmpty ? "nothing" : ranges.map { "\(range($0)) \(quoted(text.text($0)))" }.joined(separator: ", ")
        }
        var lines = [
            "rule: \(plan.rule.rawValue)   direction: \(plan.direction.rawValue)",
            "old: \(quoted(old.string)) (\(old.count) clusters)   new: \(quoted(new.string)) (\(new.count) clusters)",
        ]
        if plan.kept.isEmpty { lines.append("kept: nothing; everything cross-dissolves in place") }
        for run in plan.kept {
            let brake = run.brake.map { String(format: "brake ±%.2f px", $0) } ?? "unbounded"
            lines.append(
                "kept \(run.anchor.rawValue) \(quoted(run.text)): old \(range(run.old)) → new \(range(run.new)), "
                    + "travel \(px(run.travel)) (\(brake))")
        }
        lines.append("dissolves from old: \(dissolved(plan.dissolvedOld, old))")
        lines.append("dissolves into new: \(dissolved(plan.dissolvedNew, new))")
        if let r = plan.refused {
            lines.append(
                String(
                    format: "re-rolled floating %@: old %@ → new %@ would travel %@, over its brake ±%.2f px",
                    quoted(r.text), range(r.old), range(r.new), px(r.travel), r.brake ?? 0))
        }
        return lines.joined(separator: "\n")
    }
}
