// ArchitectureTests.swift: keeps docs/ARCHITECTURE.md true. Reads its module table (`module | owns | may import`)
// and fails on any `import` under Sources/ or bench/Sources/, and any target dependency in Package.swift, that the
// table does not allow, naming file:line.
// Rule: docs/ARCHITECTURE.md "Modules" and "The answer key is independent". Status: complete.

import Foundation
import Testing

/// Records a failure whose message is built from several pieces.
func fail(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

struct ArchitectureTests {
    /// Modules the table may list before they exist (issue #13 adds AnimKit).
    static let allowedMissing: Set<String> = ["AnimKit"]
    /// What the answer key must never import, whatever the table says.
    static let forbiddenInMeasure: Set<String> = ["Layout", "Render", "Text", "Morph"]

    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Table {
        var allowed: [String: Set<String>] = [:]
        var platform: Set<String> = []
    }

    struct Import {
        let module: String
        let imported: String
        let location: String
    }

    /// The module table and the platform-module line of docs/ARCHITECTURE.md.
    static func table() throws -> Table {
        let text = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        var table = Table()
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count >= 5, cells[1] == "module", cells[2] == "owns", cells[3] == "may import" {
                inTable = true
                continue
            }
            if inTable {
                guard line.hasPrefix("|"), cells.count >= 5 else {
                    inTable = false
                    continue
                }
                if cells[1].allSatisfy({ $0 == "-" || $0 == ":" }) { continue }
                table.allowed[clean(cells[1])] = names(cells[3])
            }
            if line.hasPrefix("Platform modules that any module may import:") {
                table.platform = names(String(line.drop(while: { $0 != ":" }).dropFirst()))
            }
        }
        return table
    }

    static func clean(_ s: String) -> String {
        s.trimmingCharacters(in: CharacterSet(charactersIn: "`* .")).trimmingCharacters(in: .whitespaces)
    }

    /// A comma-separated list of module names; `–` (or `-`) is the empty list.
    static func names(_ cell: String) -> Set<String> {
        let c = cell.trimmingCharacters(in: .whitespaces)
        if c == "–" || c == "-" || c.isEmpty { return [] }
        return Set(c.split(separator: ",").map { clean(String($0)) }.filter { !$0.isEmpty })
    }

    /// Module directories: Sources/<Module>, bench/Sources/<Module> and fuzz/Sources/<Module>.
    static func moduleDirectories() -> [String: URL] {
        var result: [String: URL] = [:]
        for base in ["Sources", "bench/Sources", "fuzz/Sources"] {
            let dir = root.appendingPathComponent(base)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            for name in entries where !name.hasPrefix(".") {
                var isDir: ObjCBool = false
                let url = dir.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue {
                    result[name] = url
                }
            }
        }
        return result
    }

    /// Every `import X` line (with any attributes or access level, `import struct X.Y` too) in a module's files.
    static func imports() throws -> [Import] {
        let pattern = try NSRegularExpression(
            pattern: #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"#
                + #"import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#)
        var result: [Import] = []
        for (module, dir) in moduleDirectories().sorted(by: { $0.key < $1.key }) {
            guard let walker = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                let relative = String(url.path.dropFirst(root.path.count + 1))
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let s = String(line)
                    let range = NSRange(s.startIndex..., in: s)
                    guard let m = pattern.firstMatch(in: s, range: range), let r = Range(m.range(at: 1), in: s)
                    else { continue }
                    result.append(Import(module: module, imported: String(s[r]), location: "\(relative):\(n + 1)"))
                }
            }
        }
        return result
    }

    /// `.target`/`.executableTarget` dependencies in Package.swift (test targets may depend on anything).
    static func packageDependencies() throws -> [Import] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try NSRegularExpression(
            pattern: #"\.(?:target|executableTarget)\(\s*name:\s*"(\w+)"(?:\s*,\s*dependencies:\s*\[([^\]]*)\])?"#)
        let quoted = try NSRegularExpression(pattern: #""(\w+)""#)
        var result: [Import] = []
        for m in target.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let nameRange = Range(m.range(at: 1), in: text) else { continue }
            let line = text[..<nameRange.lowerBound].filter { $0 == "\n" }.count + 1
            guard let depsRange = Range(m.range(at: 2), in: text) else { continue }
            let deps = String(text[depsRange])
            for d in quoted.matches(in: deps, range: NSRange(deps.startIndex..., in: deps)) {
                guard let r = Range(d.range(at: 1), in: deps) else { continue }
                result.append(
                    Import(
                        module: String(text[nameRange]), imported: String(deps[r]), location: "Package.swift:\(line)"))
            }
        }
        return result
    }

    @Test("every module under Sources/ is in the table, and the table's modules exist or may be missing")
    func modulesMatchTable() throws {
        let table = try Self.table()
        #expect(table.allowed.count >= 10, "docs/ARCHITECTURE.md: module table not found or nearly empty")
        let present = Set(Self.moduleDirectories().keys)
        for module in present.sorted() where table.allowed[module] == nil {
            fail("module \(module) exists under Sources/ but is not in docs/ARCHITECTURE.md's table")
        }
        for module in table.allowed.keys.sorted() where !present.contains(module) {
            #expect(Self.allowedMissing.contains(module), "\(module) is in the table but not under Sources/")
        }
        for (module, allowed) in table.allowed.sorted(by: { $0.key < $1.key }) {
            for name in allowed.sorted() where table.allowed[name] == nil {
                fail("docs/ARCHITECTURE.md: \(module) may import \(name), which is not a module of the table")
            }
        }
    }

    @Test("the table's edges are one-way: no cycles")
    func tableHasNoCycles() throws {
        let table = try Self.table()
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        func visit(_ m: String, _ path: [String]) {
            if state[m] == 2 { return }
            if state[m] == 1 {
                fail("docs/ARCHITECTURE.md: import cycle \((path + [m]).joined(separator: " → "))")
                return
            }
            state[m] = 1
            for n in (table.allowed[m] ?? []).sorted() { visit(n, path + [m]) }
            state[m] = 2
        }
        for m in table.allowed.keys.sorted() { visit(m, []) }
    }

    @Test("every import under Sources/ and bench/Sources/ is an edge the table allows")
    func importsFollowTable() throws {
        let table = try Self.table()
        let found = try Self.imports()
        #expect(found.count > 50, "suspiciously few import lines found under \(Self.root.path)")
        for i in found where i.imported != i.module {
            guard let allowed = table.allowed[i.module] else { continue }  // reported by modulesMatchTable
            if allowed.contains(i.imported) || table.platform.contains(i.imported) { continue }
            if table.allowed[i.imported] == nil {
                fail(
                    "\(i.location): \(i.module) imports \(i.imported), which is neither a module of "
                        + "docs/ARCHITECTURE.md's table nor a platform module")
            } else {
                fail(
                    "\(i.location): \(i.module) imports \(i.imported); docs/ARCHITECTURE.md does not allow "
                        + "\(i.module) → \(i.imported)")
            }
        }
    }

    @Test("every target dependency in Package.swift is an edge the table allows")
    func packageFollowsTable() throws {
        let table = try Self.table()
        let deps = try Self.packageDependencies()
        #expect(!deps.isEmpty, "no target dependencies found in Package.swift")
        for d in deps {
            guard let allowed = table.allowed[d.module] else {
                fail("\(d.location): target \(d.module) is not in docs/ARCHITECTURE.md's table")
                continue
            }
            if !allowed.contains(d.imported) {
                fail(
                    "\(d.location): target \(d.module) depends on \(d.imported); docs/ARCHITECTURE.md "
                        + "does not allow \(d.module) → \(d.imported)")
            }
        }
    }

    @Test("Measure (the answer key) never imports Layout, Render, Text or Morph")
    func answerKeyIsIndependent() throws {
        let table = try Self.table()
        for name in Self.forbiddenInMeasure.intersection(table.allowed["Measure"] ?? []).sorted() {
            fail("docs/ARCHITECTURE.md lets Measure import \(name); the answer key must stay independent")
        }
        for i in try Self.imports() + Self.packageDependencies()
        where i.module == "Measure" && Self.forbiddenInMeasure.contains(i.imported) {
            fail("\(i.location): Measure imports \(i.imported); the answer key must stay independent")
        }
    }

    /// The typed values Layout executes, as a Measure source would reach them.
    static let typedAccess = [".modifier", ".view.", ".view as", ".layout", "ViewModifier", "PrimitiveView"]

    @Test("Measure reads only the written chain: no access to the typed views and modifiers Layout executes")
    func answerKeyReadsWrittenChain() throws {
        let dir = try #require(Self.moduleDirectories()["Measure"])
        let files =
            FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (n, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for needle in Self.typedAccess where line.contains(needle) {
                    fail(
                        "\(file.lastPathComponent):\(n + 1): '\(needle)': Measure must read AppliedModifier/AppliedView's name and arguments only"
                    )
                }
            }
        }
    }
}
