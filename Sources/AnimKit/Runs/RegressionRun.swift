// RegressionRun.swift: `anim regress`, the nightly video regression of issue #8: renders each scene, compares every
// frame with its golden, prints one line per scene, writes JUnit XML and an HTML report; or, with `update`, rewrites
// the goldens. Status: complete.

import Encode
import Foundation
import Measure
import Report

/// Scenes compared with (or written as) their goldens.
public struct RegressionRun: Sendable {
    public let scenes: [String]
    public let golden: String
    public let update: Bool
    public let tolerance: Tolerance?
    public let references: ReferencePolicy
    public let junit: String?
    public let report: String?
    /// Threads in all: scenes run in parallel, each scene's frames on its share (SceneScheduler).
    public let threads: Int
    let warnings: WarningPolicy

    /// Checks the options and finds the scenes (files, or every `*.scene` in the folders given; default
    /// `scenes/`); `threads` nil is all cores, shared out among scenes rendered in parallel.
    public init(
        scenes items: [String] = [], golden: String, update: Bool = false, tolerance: Tolerance? = nil,
        references: ReferencePolicy? = nil, junit: String? = nil, report: String? = nil, threads: Int? = nil,
        warnings: WarningPolicy = WarningPolicy()
    ) throws(CommandFailure) {
        self.golden = golden
        self.update = update
        self.tolerance = tolerance
        if references != nil, !update { throw .usage("--references only applies with --update") }
        self.references = references ?? .auto
        self.junit = junit
        self.report = report
        if update, junit != nil || report != nil {
            throw .usage("--junit and --report describe a comparison; drop them with --update")
        }
        self.threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        self.warnings = warnings
        scenes = try Self.expand(items.isEmpty ? ["scenes"] : items)
        var seen: [String: String] = [:]
        for s in scenes {
            let name = GoldenFolder.sceneName(s)
            if let other = seen[name] { throw .usage("'\(other)' and '\(s)' would share the golden '\(name)'") }
            seen[name] = s
        }
        if !update {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: golden, isDirectory: &isDir), isDir.boolValue else {
                throw .badInput("golden folder '\(golden)' does not exist (create it with --update)")
            }
        }
    }

    /// Scene files, and every `*.scene` in the given folders (sorted by name).
    static func expand(_ items: [String]) throws(CommandFailure) -> [String] {
        var out: [String] = []
        for item in items {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: item, isDirectory: &isDir) else {
                throw .badInput("no scene or folder '\(item)'")
            }
            if isDir.boolValue {
                let files = ((try? FileManager.default.contentsOfDirectory(atPath: item)) ?? [])
                    .filter { $0.hasSuffix(".scene") && !$0.hasPrefix(".") }.sorted()
                guard !files.isEmpty else { throw .badInput("folder '\(item)' has no .scene files") }
                let base = item.hasSuffix("/") ? String(item.dropLast()) : item
                out += files.map { base + "/" + $0 }
            } else {
                out.append(item)
            }
        }
        return out
    }

    /// Updates or compares every scene, printing one line per scene in the order named as scenes finish.
    /// `.ok` all passed (or were written), `.failure` one regressed, `.badInput` one could not be compared.
    public func run(console: Console) throws(CommandFailure) -> ExitStatus {
        update ? try runUpdate(console) : try runComparison(console)
    }

    private func runUpdate(_ console: Console) throws(CommandFailure) -> ExitStatus {
        do {
            try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
        } catch {
            throw .runtime("cannot create golden folder '\(golden)': \(error.localizedDescription)")
        }
        let scheduler = SceneScheduler(count: scenes.count, jobs: threads)
        let (scenes, golden, tolerance, references, threads, warnings) = (
            self.scenes, self.golden, self.tolerance, self.references, scheduler.threadsPerScene, self.warnings
        )
        var status = ExitStatus.ok
        scheduler.run(
            { i -> Result<String, CommandFailure> in
                Result { () throws(CommandFailure) in
                    try GoldenUpdate(
                        scenePath: scenes[i], golden: golden, tolerance: tolerance, references: references,
                        threads: threads, warnings: warnings
                    ).run()
                }
            },
            deliver: { i, result in
                switch result {
                case .success(let line): console.output(line)
                case .failure(let failure):
                    console.output("ERROR \(GoldenFolder.sceneName(scenes[i])): \(failure.message)")
                    if let rendered = failure.rendered { console.diagnostics(rendered) }
                    status = .badInput
                }
            })
        return status
    }

    private func runComparison(_ console: Console) throws(CommandFailure) -> ExitStatus {
        let scheduler = SceneScheduler(count: scenes.count, jobs: threads)
        let (scenes, golden, tolerance, threads) = (self.scenes, self.golden, self.tolerance, scheduler.threadsPerScene)
        let warnings = self.warnings
        let pictures = report != nil
        var reports: [SceneReport] = []
        scheduler.run(
            { i in
                SceneRegression(
                    scenePath: scenes[i], golden: golden, toleranceOverride: tolerance, collectPictures: pictures,
                    threads: threads, warnings: warnings, console: console
                ).run()
            },
            deliver: { _, result in
                console.output(result.report.summaryLine)
                if let diagnostics = result.diagnostics { console.diagnostics(diagnostics) }
                reports.append(result.report)
            })
        if let junit { try AtomicOutput.write(Data(JUnitXML.document(reports).utf8), to: junit) }
        if let report { try writeReport(reports, to: report) }
        if reports.contains(where: { if case .error = $0.outcome { true } else { false } }) { return .badInput }
        return reports.allSatisfy { $0.outcome == .passed } ? .ok : .failure
    }

    private func writeReport(_ reports: [SceneReport], to path: String) throws(CommandFailure) {
        let directory = path.hasSuffix("/") ? String(path.dropLast()) : path
        let out = try AtomicOutput(path: directory, directory: true)
        do {
            try RegressionReport.write(reports, to: out.temporaryPath)
        } catch {
            out.abandon()
            throw .runtime("cannot write report '\(path)': \(error.description)")
        }
        try out.commit()
    }
}
