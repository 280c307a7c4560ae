// MorphRun.swift: `anim morph`: lays both strings out and plans the numericText change: kept runs with their
// cluster ranges and travel, the dissolved ranges, and the direction.
// Rule: issue #6 ("Command and scenes": the planner's front door; the JSON shape); seed 003 (the two rules).
// Status: complete.

import Foundation
import Morph
import Text

/// The numericText plan between two strings.
public struct MorphRun: Sendable {
    public let old: MorphText
    public let new: MorphText
    public let rule: MorphRule
    public let countsDown: Bool
    public let json: Bool

    /// Lays out both strings in `font` (nil: the system font, as a scene's Text) at `size` points; a font that is
    /// not installed is bad input.
    public init(
        old: String, new: String, rule: MorphRule = .swiftui, font name: String? = nil, size: Double? = nil,
        countsDown: Bool = false, json: Bool = false
    ) throws(CommandFailure) {
        self.rule = rule
        let size = size ?? FontDescriptor.body.size
        var font = FontDescriptor.body
        font.size = size
        if let name {
            font = name.contains("/") ? .file(name, size: size) : .custom(name, size: size)
            // A font file named on the command line was chosen deliberately: its folder may be read.
            if name.contains("/") {
                FontFileAccess.allow(directory: URL(fileURLWithPath: name).deletingLastPathComponent().path)
            }
        }
        if let problem = FontLibrary.shared.resolutionWarnings(for: font).first {
            throw .badInput("--font: \(problem)")
        }
        self.countsDown = countsDown
        self.json = json
        self.old = MorphText(laying: old, font: font)
        self.new = MorphText(laying: new, font: font)
    }

    /// The plan, and its text as `anim morph` prints it (one JSON line, or the plan in words).
    public func run() -> (plan: MorphPlan, text: String) {
        let plan = MorphPlan(from: old, to: new, rule: rule, direction: countsDown ? .countsDown(true) : .numbers)
        return (plan, json ? MorphRun.json(plan) : describe(plan))
    }

    /// The one-line JSON of issue #6, keys in its order.
    public static func json(_ plan: MorphPlan) -> String {
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
