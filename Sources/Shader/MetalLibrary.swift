// MetalLibrary.swift: `ShaderLibrary.default` from `.metal` sources — each file one translation unit (helpers are
// file-local, as Apple's toolchain compiles each file separately; shader contract §1.6), its `[[ stitchable ]]`
// functions exported by name (MSL spec §5.1.5). Errors from every file are collected (at most 20). Status: complete.

public final class MetalLibrary: Sendable {
    let entries: [String: StitchableFunction]
    public let halfPrecision: HalfPrecision

    init(entries: [String: StitchableFunction], halfPrecision: HalfPrecision) {
        self.entries = entries
        self.halfPrecision = halfPrecision
    }

    /// Compiles every file; `#include "x.metal"` is read through `readFile` with the path resolved against the
    /// including file's folder (nil: a located "file not found").
    /// `halfPrecision`: how `half` values are computed (`HalfPrecision`; Float32 unless asked).
    public static func compile(
        files: [MetalSourceFile], halfPrecision: HalfPrecision = .float32, readFile: @Sendable (String) -> String?
    ) throws(MetalCompileError) -> MetalLibrary {
        // The reader is stored by the preprocessor only while this call runs.
        let result = withoutActuallyEscaping(readFile) { reader in
            compileAll(files: files, halfPrecision: halfPrecision, reader: reader)
        }
        return try result.get()
    }

    static func compileAll(
        files: [MetalSourceFile], halfPrecision: HalfPrecision, reader: @escaping @Sendable (String) -> String?
    ) -> Result<MetalLibrary, MetalCompileError> {
        var diagnostics: [MetalDiagnostic] = []
        var entries: [String: StitchableFunction] = [:]
        for file in files {
            var sources = SourceMap()
            let index = sources.add(path: file.path, text: file.text)
            do throws(CompileFailure) {
                var pre = MetalPreprocessor(sources: sources, readFile: reader)
                let tokens = try pre.run(file: index, text: file.text)
                sources = pre.sources
                var parser = MetalParser(tokens: tokens)
                let unit = try parser.parseUnit()
                var checker = MetalChecker(unit: unit, path: file.path)
                let typed = checker.check()
                for e in checker.errors { diagnostics.append(sources.diagnostic(e.at, e.message, hint: e.hint)) }
                if !checker.errors.isEmpty { continue }
                for (i, f) in typed.functions.enumerated() where f.stitchable {
                    let path = f.at.file >= 0 && f.at.file < sources.paths.count ? sources.paths[f.at.file] : file.path
                    if let other = entries[f.name] {
                        diagnostics.append(
                            sources.diagnostic(
                                f.at, "stitchable function '\(f.name)' is also defined in \(other.path):\(other.line)",
                                hint: "stitchable names are global to the library; rename one"))
                        continue
                    }
                    entries[f.name] = StitchableFunction(
                        name: f.name, path: path, line: f.at.line, functions: typed.functions, index: i,
                        halfPrecision: halfPrecision)
                }
            } catch {
                diagnostics.append(sources.diagnostic(error.at, error.message, hint: error.hint))
            }
            if diagnostics.count >= MetalCompileError.limit { break }
        }
        guard diagnostics.isEmpty else {
            return .failure(MetalCompileError(diagnostics: Array(diagnostics.prefix(MetalCompileError.limit))))
        }
        return .success(MetalLibrary(entries: entries, halfPrecision: halfPrecision))
    }

    /// The `[[ stitchable ]]` functions, sorted.
    public var functionNames: [String] { entries.keys.sorted() }

    public func function(named name: String) -> StitchableFunction? { entries[name] }
}
