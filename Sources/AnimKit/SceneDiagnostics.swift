// SceneDiagnostics.swift: the one place AnimKit turns a scene's diagnostics into printable text, and applies
// `--warnings-as-errors`. Everything else goes through here, so a change to Scene's diagnostics API touches only
// this file. Status: complete.

import Encode
import Foundation
import Layout
import Render
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
    /// The images a scene at `path` may name: files in its folder, decoded by Encode (PNG, JPEG, WebP).
    static func sceneImages(for path: String) -> ImageCatalog {
        let folder = (path as NSString).deletingLastPathComponent
        return ImageCatalog(folder: folder.isEmpty ? "." : folder) { file in
            do throws(EncodeError) {
                let image = try ImageFileDecoder.decode(path: file)
                return RasterImage(width: image.width, height: image.height, pixels: image.pixels)
            } catch {
                throw ImageLookupError(message: error.description, hint: nil)
            }
        }
    }

    /// Loads a scene: errors become a bad-input failure carrying their rendered blocks; warnings are reported
    /// through `policy`, or fail the load when it treats them as errors.
    static func load(
        source: String, path: String, seed: UInt64? = nil, until: Double? = nil, policy: WarningPolicy
    ) throws(CommandFailure) -> SceneProgram {
        let program: SceneProgram
        do {
            program = try SceneProgram(
                source: source, path: path, images: sceneImages(for: path), seed: seed, until: until)
        } catch {
            throw failure(error)
        }
        guard !program.warnings.isEmpty else { return program }
        if policy.asErrors { throw warningsAsErrors(program.warnings, of: program) }
        policy.report(program.file.rendered(program.warnings))
        return program
    }

    /// `--warnings-as-errors`: the warnings, then one error that says why the run stops.
    static func warningsAsErrors(_ warnings: [Diagnostic], of program: SceneProgram) -> CommandFailure {
        let path = program.file.path
        let count = warnings.filter { $0.severity == .warning }.count
        return CommandFailure(
            status: .badInput, message: "\(path): warnings treated as errors",
            rendered: program.file.rendered(warnings)
                + "\(path): error: \(count) warning\(count == 1 ? "" : "s") treated as errors "
                + "(--warnings-as-errors)\n")
    }

    /// The sink for layout's warnings about `program` (missing fonts, fallbacks): each reported once, rendered like
    /// the scene's own warnings.
    static func layoutWarnings(of program: SceneProgram, policy: WarningPolicy) -> LayoutWarnings {
        let file = program.file
        let asErrors = policy.asErrors
        let report = policy.report
        // The checker's warnings were printed at load; layout may find the same one again (a missing image), with
        // or without the checker's hint: one located warning per message and place.
        let printed = Set(program.warnings.map { PrintedWarning(message: $0.message, range: $0.range) })
        return LayoutWarnings { warning in
            // As errors, the render stops at the frame and the failure prints them all.
            if !asErrors, !printed.contains(PrintedWarning(message: warning.message, range: warning.range)) {
                report(file.rendered([warning]))
            }
        }
    }

    /// What makes two warnings the same one: the message and where it is.
    private struct PrintedWarning: Hashable {
        var message: String
        var range: SourceRange
    }

    /// A scene's errors (at load or while evaluating a frame) as a bad-input failure.
    static func failure(_ error: SceneError) -> CommandFailure {
        CommandFailure(status: .badInput, message: "scene has errors", rendered: error.rendered)
    }
}
