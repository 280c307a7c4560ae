// ArgumentMatcher.swift: pairs a call's arguments with a signature's parameters by label, and explains a mismatch
// the way swiftc does.
// Rule: Swift's argument matching: parameters in order, each taking the next argument if the labels agree, a
// defaulted parameter may be skipped, a trailing closure goes to a closure parameter. When that fails, a
// minimum-cost alignment (skip a defaulted parameter: 0; relabel: 10 + edit distance; skip a required parameter or
// drop an argument: 1000) says which of swiftc's messages applies: extra argument, missing argument, or wrong
// labels (`incorrect argument label in call (have 'widht:height:', expected 'width:height:')`). Among overloads,
// the one needing the fewest relabels, then the fewest missing or extra arguments, is the one reported.
// Status: complete for issue #2 (no variadic parameters: `min`/`max` build a signature per call).

/// What the matcher needs to know about a parameter.
struct MatchParameter {
    var label: String?
    var hasDefault: Bool
    var takesClosure: Bool
}

/// What the matcher needs to know about an argument.
struct MatchArgument {
    var label: String?
    var range: SourceRange
    var labelRange: SourceRange?
    var isTrailingClosure: Bool
}

extension MatchArgument {
    /// A call's written arguments, then its trailing closure, as the matcher sees them. An unlabelled argument
    /// marked as a trailing closure (the first of several, moved before the labelled ones) matches as one.
    static func list(_ arguments: [Argument], trailing: Closure?) -> [MatchArgument] {
        arguments.map {
            MatchArgument(
                label: $0.label, range: $0.range, labelRange: $0.labelRange,
                isTrailingClosure: $0.isTrailingClosure && $0.label == nil)
        }
            + (trailing.map { [MatchArgument(label: nil, range: $0.range, labelRange: nil, isTrailingClosure: true)] }
                ?? [])
    }
}

enum ArgumentMatch {
    /// For each parameter, the index of its argument, or nil when its default applies.
    case matched([Int?])
    /// Why it failed, and how far from matching it was (to pick which overload's failure to report).
    case mismatch(Diagnostic, cost: Int)
}

enum ArgumentMatcher {
    private static let relabelCost = 10
    private static let fatalCost = 1000

    /// Matches `arguments` to `parameters`; `callRange` and `closeParen` place a "missing argument" report.
    static func match(
        _ arguments: [MatchArgument], to parameters: [MatchParameter], callRange: SourceRange, closeParen: SourceRange?
    ) -> ArgumentMatch {
        let (n, m) = (parameters.count, arguments.count)
        // cost[i][j]: best cost of matching parameters[i...] with arguments[j...].
        var cost = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) {
                if i == n && j == m { continue }
                var best = Int.max
                if i < n && j < m, let pair = pairCost(parameters[i], arguments[j]) {
                    best = min(best, pair + cost[i + 1][j + 1])
                }
                if i < n { best = min(best, (parameters[i].hasDefault ? 0 : fatalCost) + cost[i + 1][j]) }
                if j < m { best = min(best, fatalCost + cost[i][j + 1]) }
                cost[i][j] = best
            }
        }
        // Walk the cheapest alignment, recording what it had to do.
        var assignment = [Int?](repeating: nil, count: n)
        var missing: [Int] = []
        var extra: [Int] = []
        var relabeled: [(parameter: Int, argument: Int)] = []
        var (i, j) = (0, 0)
        while i < n || j < m {
            if i < n && j < m, let pair = pairCost(parameters[i], arguments[j]), pair + cost[i + 1][j + 1] == cost[i][j]
            {
                assignment[i] = j
                if pair > 0 { relabeled.append((i, j)) }
                (i, j) = (i + 1, j + 1)
            } else if i < n, (parameters[i].hasDefault ? 0 : fatalCost) + cost[i + 1][j] == cost[i][j] {
                if !parameters[i].hasDefault { missing.append(i) }
                i += 1
            } else {
                extra.append(j)
                j += 1
            }
        }
        // Rank failures across overloads: wrong labels are a worse fit than a missing or extra argument.
        let distances = relabeled.reduce(0) {
            $0 + pairCost(parameters[$1.parameter], arguments[$1.argument])! - relabelCost
        }
        let total = relabeled.count * 2 * fatalCost + (missing.count + extra.count) * fatalCost + distances
        if let first = extra.first {
            let argument = arguments[first]
            if argument.isTrailingClosure {
                return .mismatch(.error("extra trailing closure passed in call", at: argument.range), cost: total)
            }
            let message = argument.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call"
            return .mismatch(.error(message, at: argument.range, hint: "remove it"), cost: total)
        }
        if !missing.isEmpty {
            let names = missing.map { parameters[$0].label.map { "'\($0)'" } ?? "#\($0 + 1)" }
            let message =
                names.count == 1
                ? "missing argument for parameter \(names[0]) in call"
                : "missing arguments for parameters \(names.joined(separator: ", ")) in call"
            let at = closeParen ?? SourceRange(start: callRange.end, end: callRange.end)
            let insert = missing.map { parameters[$0].label.map { "\($0): …" } ?? "…" }.joined(separator: ", ")
            return .mismatch(.error(message, at: at, hint: "add '\(insert)'"), cost: total)
        }
        if !relabeled.isEmpty {
            return .mismatch(labelDiagnostic(relabeled, arguments, parameters, assignment), cost: total)
        }
        return .matched(assignment)
    }

    /// The cost of giving `argument` to `parameter`, or nil when that is impossible.
    private static func pairCost(_ parameter: MatchParameter, _ argument: MatchArgument) -> Int? {
        if argument.isTrailingClosure { return parameter.takesClosure ? 0 : nil }
        if argument.label == parameter.label { return 0 }
        return relabelCost + Suggestion.distance(argument.label ?? "", parameter.label ?? "")
    }

    private static func labelDiagnostic(
        _ relabeled: [(parameter: Int, argument: Int)], _ arguments: [MatchArgument], _ parameters: [MatchParameter],
        _ assignment: [Int?]
    ) -> Diagnostic {
        let first = arguments[relabeled[0].argument]
        let at = first.labelRange ?? first.range
        let extraneous = relabeled.allSatisfy {
            arguments[$0.argument].label != nil && parameters[$0.parameter].label == nil
        }
        let unlabeled = relabeled.allSatisfy {
            arguments[$0.argument].label == nil && parameters[$0.parameter].label != nil
        }
        func spell(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }
        if extraneous {
            let labels = spell(relabeled.map { arguments[$0.argument].label })
            return .error(
                "extraneous argument label\(relabeled.count > 1 ? "s" : "") '\(labels)' in call", at: at,
                hint: "remove '\(labels)'")
        }
        if unlabeled {
            let labels = spell(relabeled.map { parameters[$0.parameter].label })
            return .error(
                "missing argument label\(relabeled.count > 1 ? "s" : "") '\(labels)' in call", at: at,
                hint: "insert '\(labels)'")
        }
        let written = arguments.filter { !$0.isTrailingClosure }
        let have = spell(written.map(\.label))
        var expectedLabels: [String?] = []
        for (index, argument) in assignment.enumerated() {
            if let argument, !arguments[argument].isTrailingClosure { expectedLabels.append(parameters[index].label) }
        }
        let expected = spell(expectedLabels)
        let renames = relabeled.map {
            "'\(arguments[$0.argument].label ?? "_"):' to '\(parameters[$0.parameter].label ?? "_"):'"
        }
        return .error(
            "incorrect argument label\(relabeled.count > 1 ? "s" : "") in call (have '\(have)', expected '\(expected)')",
            at: at, hint: "rename " + renames.joined(separator: ", "))
    }
}
