// RegressCommand.swift: `anim regress [SCENES…|DIR] --golden DIR [--update] [--tolerance T] [--references R]
// [--junit F.xml] [--report DIR] [--jobs N]`: the nightly video regression of issue #8. Renders each scene,
// compares every frame with its golden, prints one line per scene, writes JUnit XML and an HTML report.
// Exit status: 0 all pass, 1 any regressed, 2 errors (bad options, no or damaged golden, scene errors).
// Status: complete.

import Encode
import Foundation
import Measure
import Report

struct RegressCommand {
    static let name = "regress"
    static let abstract = "Render scenes and compare every frame with a golden: which frames changed, how much, where."
    static let usage = """
        usage: anim regress [SCENE… | DIR…] --golden DIR [options]
          SCENE, DIR           scene files, or folders of *.scene (default: scenes/)
          --golden DIR         the goldens: DIR/<scene>/{settings.txt, frames.md5, frames/frame_NNNNN.png}
          --update             render and rewrite the goldens (atomically, one scene folder at a time)
          --tolerance T        exact | fuzzy:D,N | edge:D,N[,T] (default: each golden's, else exact);
                               D = max channel difference, N = max differing pixels, T = Sobel edge threshold;
                               with --update, recorded as the scenes' tolerance
          --references R       with --update: which frames keep a PNG: auto (all for scenes of ≤ 24 frames,
                               else every 6th), all, none, every:N (default auto)
          --junit F.xml        write JUnit XML, one testcase per scene
          --report DIR         write index.html and, per failing scene, the worst frame beside its golden, a diff
                               heat map, an error-per-frame plot and a contact sheet
          --jobs N             threads (default: all cores); scenes run in parallel
        exit status: 0 all pass, 1 a scene regressed, 2 errors
        """

    let scenes: [String]
    let golden: String
    let update: Bool
    let tolerance: Tolerance?
    let references: ReferencePolicy
    let junit: String?
    let report: String?
    let jobs: Int

    init(_ args: [String]) throws(CommandFailure) {
        let a = try Arguments(
            args, options: ["--golden", "--tolerance", "--references", "--junit", "--report", "--jobs"],
            flags: ["--update"])
        guard let golden = a.value("--golden") else { throw .usage("missing --golden DIR\n\(RegressCommand.usage)") }
        self.golden = golden
        update = a.flag("--update")
        tolerance = try a.value("--tolerance", "exact, fuzzy:D,N or edge:D,N[,T]") { Tolerance($0) }
        references = try a.value("--references", "auto, all, none or every:N") { ReferencePolicy($0) } ?? .auto
        if a.value("--references") != nil, !update { throw .usage("--references only applies with --update") }
        junit = a.value("--junit")
        report = a.value("--report")
        if update, junit != nil || report != nil {
            throw .usage("--junit and --report describe a comparison; drop them with --update")
        }
        jobs =
            try a.value("--jobs", "a positive integer") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
            ?? ProcessInfo.processInfo.activeProcessorCount
        scenes = try Self.expand(a.positionals.isEmpty ? ["scenes"] : a.positionals)
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

    func execute() throws(CommandFailure) -> ExitStatus {
        update ? try runUpdate() : try runComparison()
    }

    private func runUpdate() throws(CommandFailure) -> ExitStatus {
        do {
            try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
        } catch {
            throw .runtime("cannot create golden folder '\(golden)': \(error.localizedDescription)")
        }
        let scheduler = SceneScheduler(count: scenes.count, jobs: jobs)
        let (scenes, golden, tolerance, references, threads) = (
            self.scenes, self.golden, self.tolerance, self.references, scheduler.threadsPerScene
        )
        var status = ExitStatus.ok
        scheduler.run(
            { i -> Result<String, CommandFailure> in
                Result { () throws(CommandFailure) in
                    try GoldenUpdate(
                        scenePath: scenes[i], golden: golden, tolerance: tolerance, references: references,
                        threads: threads
                    ).run()
                }
            },
            deliver: { i, result in
                switch result {
                case .success(let line): print(line)
                case .failure(let failure):
                    print("ERROR \(GoldenFolder.sceneName(scenes[i])): \(failure.message)")
                    if let rendered = failure.rendered { FileHandle.standardError.write(Data(rendered.utf8)) }
                    status = .badInput
                }
                fflush(nil)  // all C streams: lines appear as scenes finish
            })
        return status
    }

    private func runComparison() throws(CommandFailure) -> ExitStatus {
        let scheduler = SceneScheduler(count: scenes.count, jobs: jobs)
        let (scenes, golden, tolerance, threads) = (self.scenes, self.golden, self.tolerance, scheduler.threadsPerScene)
        let pictures = report != nil
        var reports: [SceneReport] = []
        scheduler.run(
            { i in
                SceneRegression(
                    scenePath: scenes[i], golden: golden, toleranceOverride: tolerance, collectPictures: pictures,
                    threads: threads
                ).run()
            },
            deliver: { _, result in
                print(result.report.summaryLine)
                fflush(nil)  // all C streams: lines appear as scenes finish
                if let diagnostics = result.diagnostics { FileHandle.standardError.write(Data(diagnostics.utf8)) }
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
