// Arguments.swift: a small command-line parser in the shape of swift-argument-parser (options with values, flags,
// positionals; unknown options are usage errors naming the nearest known option). Status: complete.

import Scene

/// The parsed arguments of one subcommand.
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses `args` given the options that take a value and the flags a command accepts.
    init(_ args: [String], options: Set<String>, flags known: Set<String>) throws(CommandFailure) {
        var i = 0
        while i < args.count {
            let a = args[i]
            if a == "--" {
                positionals.append(contentsOf: args[(i + 1)...])
                break
            }
            if a.hasPrefix("-") && a.count > 1 && Double(a) == nil {
                var name = a
                var inline: String?
                if let eq = a.firstIndex(of: "="), a.hasPrefix("--") {
                    name = String(a[..<eq])
                    inline = String(a[a.index(after: eq)...])
                }
                if options.contains(name) {
                    if let inline {
                        values[name] = inline
                    } else {
                        guard i + 1 < args.count else { throw .usage("option '\(name)' needs a value") }
                        values[name] = args[i + 1]
                        i += 1
                    }
                } else if known.contains(name) {
                    flags.insert(name)
                } else {
                    let near = nearest(name, in: options.union(known))
                    throw .usage("unknown option '\(name)'" + (near.map { "; did you mean '\($0)'?" } ?? ""))
                }
            } else {
                positionals.append(a)
            }
            i += 1
        }
    }

    func value(_ name: String) -> String? { values[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An option parsed with `parse`, or a usage error naming the option and the bad value.
    func value<T>(_ name: String, _ what: String, _ parse: (String) -> T?) throws(CommandFailure) -> T? {
        guard let text = values[name] else { return nil }
        guard let v = parse(text) else { throw .usage("invalid value '\(text)' for \(name): expected \(what)") }
        return v
    }
}

/// The candidate closest to `word` by edit distance, if it is close enough to be a plausible typo (the scene
/// language's rule, so options and commands are corrected the way scene names are).
func nearest(_ word: String, in candidates: some Collection<String>) -> String? {
    Suggestion.nearest(to: word, in: candidates.sorted())
}
