// SceneShaders.swift: `ShaderLibrary.default` of a scene: every `.metal` file in the scene's folder, compiled once at
// load, when the scene names `ShaderLibrary`.
// Rule: Apple: ShaderLibrary.default — developer.apple.com/documentation/swiftui/shaderlibrary/default ("the default
// shader library of the main (i.e. app) bundle": every .metal file of the target, compiled into one library, each
// file its own translation unit); a scene's folder plays the app bundle. A compile error is reported like clang's,
// against the .metal file (`file.metal:line:col: error: …`, the line, a caret), and stops the scene as a scene error
// does (docs/ARCHITECTURE.md "One diagnostics channel"). Status: complete for issue #16.

import Foundation
import Shader

enum SceneShaders {
    /// The most `.metal` files and bytes per file read for one scene (SceneLimits' spirit: counters, not crashes).
    static let maximumFiles = 256
    static let maximumFileBytes = 4 << 20

    /// The library of `sources`, or of the `.metal` files beside `path` when `sources` is nil; nil and `failed` false
    /// when there are none; nil and `failed` true when they do not compile (the errors are in `log`).
    static func load(
        path: String, sources: [MetalSourceFile]?, into log: inout DiagnosticLog
    ) -> (library: MetalLibrary?, failed: Bool) {
        let folder = ViewNode.directory(of: path)
        let files = sources ?? folderFiles(folder)
        if files.isEmpty { return (nil, false) }
        let given = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        do throws(MetalCompileError) {
            let library = try MetalLibrary.compile(files: files) { included in
                if let text = given[included] { return text }
                return sources == nil && isInside(folder, included) ? readText(included) : nil
            }
            return (library, false)
        } catch {
            for d in error.diagnostics {
                let start = SourceLocation(line: d.line, column: d.column, offset: 0)
                let end = SourceLocation(line: d.line, column: d.column + max(1, d.length), offset: 0)
                var diagnostic = Diagnostic.error(d.message, at: SourceRange(start: start, end: end), hint: d.hint)
                diagnostic.elsewhere = Diagnostic.Elsewhere(path: d.path, line: d.sourceLine)
                log.append(diagnostic)
            }
            return (nil, true)
        }
    }

    /// The `.metal` files directly in `directory`, sorted by name (deterministic order).
    private static func folderFiles(_ directory: String) -> [MetalSourceFile] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var files: [MetalSourceFile] = []
        for name in names.sorted() where name.hasSuffix(".metal") && !name.hasPrefix(".") {
            if files.count >= maximumFiles { break }
            let path = directory == "." ? name : directory + "/" + name
            if let text = readText(path) { files.append(MetalSourceFile(path: path, text: text)) }
        }
        return files
    }

    /// Whether `path` lies in `folder` or below it once `.` and `..` are resolved: an `#include` may not reach out of
    /// the scene's folder, as `Image("name")` may not (ImageCatalog.swift; issue #22's confined inputs).
    static func isInside(_ folder: String, _ path: String) -> Bool {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        return file.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// A UTF-8 text file of at most `maximumFileBytes`, or nil.
    private static func readText(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            (attributes[.type] as? FileAttributeType) == .typeRegular,
            let size = attributes[.size] as? Int, size <= maximumFileBytes,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
