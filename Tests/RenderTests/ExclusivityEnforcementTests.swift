// ExclusivityEnforcementTests.swift: the raster's accumulator and segment buffer carry no dynamic exclusivity check
// (`swift_beginAccess`) in the binary under test, whatever the optimiser does: their stored `var`s are
// `@exclusivity(unchecked)` (Render/Raster/CoverageAccumulator.swift says why that is sound). A debug build enforces
// exclusivity dynamically on every other class property, so a `var` added without the attribute shows up here.
// Rule: SE-0176 "Enforce Exclusive Access to Memory" (dynamic enforcement of class properties); issue #21 (the checks
// cost ≈ 19 M instructions per 1080p stress frame when an optimiser change brought them back). Status: complete.

import Foundation
import Testing

@testable import Render

/// A class whose property is dynamically checked: the control that the scan sees such calls (debug builds).
final class CheckedCounter {
    var count = 0
    @inline(never) func bump() { count += 1 }
}

struct ExclusivityEnforcementTests {
    /// `tool arguments…`'s standard output (binutils, as StartupLibrariesTests' `readelf`).
    static func output(_ tool: String, _ arguments: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [tool] + arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(tool) failed")
        return String(decoding: data, as: UTF8.self)
    }

    /// Calls to `swift_beginAccess` per function of the running test binary whose mangled name starts with one of
    /// `prefixes` (functions found with `nm`, disassembled with `objdump` over the span that holds them).
    static func beginAccessCalls(prefixes: [String]) throws -> [String: Int] {
        // The test process's own executable (a tool given "/proc/self/exe" would read itself).
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var functions: [(name: String, start: UInt64, end: UInt64)] = []
        // `nm` piped through `grep`: the test binary has some 150 000 symbols, slow to split in a debug build.
        let pattern = prefixes.map { "\\" + $0 }.joined(separator: "|")
        let symbols = try output("sh", ["-c", "nm --defined-only -S \"$0\" | grep -E \" ($1)\"", binary, pattern])
        for line in symbols.split(separator: "\n") {
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            guard f.count == 4, f[2] == "T" || f[2] == "t", prefixes.contains(where: { f[3].hasPrefix($0) }),
                let start = UInt64(f[0], radix: 16), let size = UInt64(f[1], radix: 16), size > 0
            else { continue }
            functions.append((String(f[3]), start, start + size))
        }
        guard let low = functions.map(\.start).min(), let high = functions.map(\.end).max() else { return [:] }
        let names = Set(functions.map(\.name))
        var calls: [String: Int] = [:]
        for name in names { calls[name] = 0 }
        var current: String?
        let listing = try output(
            "objdump",
            [
                "-d", "--no-show-raw-insn", "--start-address=0x\(String(low, radix: 16))",
                "--stop-address=0x\(String(high, radix: 16))", binary,
            ])
        for line in listing.split(separator: "\n") {
            if line.hasSuffix(">:"), let open = line.firstIndex(of: "<") {
                let name = String(line[line.index(after: open)..<line.index(line.endIndex, offsetBy: -2)])
                current = names.contains(name) ? name : nil
            } else if let current, line.contains("call"), line.contains("<swift_beginAccess") {
                calls[current, default: 0] += 1
            }
        }
        return calls
    }

    @Test("CoverageAccumulator and LineBuffer functions call swift_beginAccess 0 times; the scan sees a checked class")
    func rasterHasNoDynamicExclusivityChecks() throws {
        let counter = CheckedCounter()
        counter.bump()
        #expect(counter.count == 1)
        let raster = try Self.beginAccessCalls(prefixes: [
            "$s6Render19CoverageAccumulatorC", "$s6Render10LineBufferC",
        ])
        #if DEBUG
            // The accumulator's window, sweep, accumulation and the buffer's clip and store are all in the binary (an
            // optimised build may inline them into their callers, which are scanned alike).
            #expect(raster.keys.contains { $0.contains("openWindow") })
            #expect(raster.keys.contains { $0.contains("splitAtVerticalEdges") })
            #expect(raster.keys.contains { $0.contains("accumulateWindow") })
            #expect(raster.count >= 10)
        #endif
        let checked = raster.filter { $0.value > 0 }
        #expect(checked.isEmpty, "dynamic exclusivity checks in: \(checked.keys.sorted())")
        #if DEBUG
            // Control: without the attribute a debug build checks a class property's every access.
            let control = try Self.beginAccessCalls(prefixes: ["$s11RenderTests14CheckedCounterC"])
            #expect(control.values.reduce(0, +) > 0, "no swift_beginAccess found in CheckedCounter: \(control)")
        #endif
    }
}
