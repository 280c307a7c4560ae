// MorphCommand.swift: `anim morph`: the table and the call into AnimKit's MorphRun.

import AnimKit
import Morph

enum MorphCommand {
    static let table = CommandTable(
        name: "morph", abstract: "Plan a numericText change: which runs are kept, how far they travel, what dissolves.",
        positionals: [
            Positional(name: "OLD", help: "the text before the change (\"--\" first if it starts with \"-\")"),
            Positional(name: "NEW", help: "the text after the change"),
        ],
        options: [
            Option(
                name: "--rule", kind: .choice(MorphRule.allCases.map(\.rawValue)) { MorphRule(rawValue: $0) },
                defaultValue: .value("swiftui"),
                help: "swiftui: common prefix and suffix only; floating: also one middle run that travels\n"
                    + "at most its own length plus two glyph slots"),
            Option(
                name: "--font", kind: .text("NAME"), defaultValue: .described("the system font"),
                help: "a font family (\"Inter\", \"DejaVu Serif\") or a font file path"),
            Option(
                name: "--size", kind: .number("N", expected: "a size in points, above 0") { $0 > 0 },
                defaultValue: .described("17, .body"), help: "the font size, points"),
            Option(
                name: "--counts-down", kind: .flag,
                help: "roll downwards whatever the numbers say (.numericText(countsDown: true))"),
            Option(
                name: "--json", kind: .flag,
                help:
                    "print {\"rule\", \"direction\", \"kept\": [{\"text\", \"old\", \"new\", \"travel\"}], \"dissolved\"}"
            ),
        ],
        arity: "the OLD and NEW text",
        notes: "Ranges are half-open, in grapheme clusters; travel is the run's new x − old x in points.")

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        let run = try MorphRun(
            old: a.positionals[0], new: a.positionals[1], rule: a.value("--rule")!, font: a.value("--font"),
            size: a.value("--size"), countsDown: a.flag("--counts-down"), json: a.flag("--json"))
        console.output(run.run().text)
        return .ok
    }
}
