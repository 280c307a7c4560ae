// SceneDiagnostics.swift: the one place AnimKit turns a scene's diagnostics into printable text, and applies
// `--warnings-as-errors`. Everything else goes through here, so a change to Scene's diagnostics API touches only
// this file. Status: complete.

import Scene

/// How a loaded scene's warnings are handled: always reported (compiler format), and fatal when `asErrors`.
public struct WarningPolicy: Sendable {
    /// Any warning makes loading fail with bad input (exit 2): for CI.
    public var asErrors: Bool
    /// Receives the rendered warning blocks of each scene that has any.
    public var report: @Sendable (String) -> Void

    public init(asErrors: Bool = false, report: @escaping @Sendable (String) -> Void = { _ in }) {
        self.asErrors = asErrors
        self.report = report
    }

    /// Reports warnings to `console`'s diagnostics sink.
    public static func printing(to console: Console, asErrors: Bool = false) -> WarningPolicy {
        WarningPolicy(asErrors: asErrors, report: console.diagnostics)
    }
}

enum SceneDiagnostics {
    /// Loads a scene: errors become a bad-input failure carrying their rendered blocks; warnings are reported
    /// through `policy`, or fail the load when it treats them as errors.
    static func load(source: String, path: String, policy: WarningPolicy) throws(CommandFailure) -> SceneProgram {
        let program: SceneProgram
        do {
            program = try SceneProgram(source: source, path: path)
        } catch {
            throw failure(error)
        }
        guard !program.warnings.isEmpty else { return program }
        let text = SceneError(diagnostics: program.warnings, file: program.file).rendered
        if policy.asErrors {
            let count = program.warnings.filter { $0.severity == .warning }.count
            throw CommandFailure(
                status: .badInput, message: "\(path): warnings treated as errors",
                rendered: text + "\(path): error: \(count) warning\(count == 1 ? "" : "s") treated as errors "
                    + "(--warnings-as-errors)\n")
        }
        policy.report(text)
        return program
    }

    /// A scene's errors (at load or while evaluating a frame) as a bad-input failure.
    static func failure(_ error: SceneError) -> CommandFailure {
        CommandFailure(status: .badInput, message: "scene has errors", rendered: error.rendered)
    }
}
