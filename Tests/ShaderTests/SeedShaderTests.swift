// SeedShaderTests.swift: seed 004's Metal snippets (ripple, holographic, CRT, tinted) compile, bind with the
// arguments the seed's Swift code passes, and evaluate to the seed formula computed here in plain Swift.

import Foundation
import Shader
import Testing

@Suite struct SeedShaderTests {
    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    static func fixture(_ name: String) throws -> MetalSourceFile {
        let url = fixtures.appendingPathComponent(name)
        return MetalSourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))
    }

    @Test func seedLibraryExportsItsStitchableFunctions() throws {
        let files = try ["Ripple.metal", "Holographic.metal", "CRT.metal", "Tinted.metal"].map(Self.fixture)
        let lib = try MetalLibrary.compile(files: files, readFile: { try? String(contentsOfFile: $0, encoding: .utf8) })
        #expect(lib.functionNames == ["crt", "holographic", "ripple", "tinted"])
        #expect(
            lib.function(named: "ripple")?.mismatch(usage: .layerEffect, arguments: [.float2, .float, .float]) == nil)
        #expect(
            lib.function(named: "ripple")?.mismatch(usage: .colorEffect, arguments: [.float2, .float, .float]) != nil)
        #expect(lib.function(named: "holographic")?.mismatch(usage: .colorEffect, arguments: [.float]) == nil)
        #expect(lib.function(named: "tinted")?.mismatch(usage: .colorEffect, arguments: [.color]) == nil)
        #expect(lib.function(named: "tinted")?.mismatch(usage: .colorEffect, arguments: [.float]) != nil)
    }

    /// Seed 004 Holographic.metal: n = x·0.01 + y·0.005 + t·0.3; rainbow = sin(2n + k·2.094)·½ + ½;
    /// lum = dot(rgb, (0.299, 0.587, 0.114)); out = mix(rgb, rainbow·lum·2, ½).
    @Test func holographicMatchesTheSeedFormula() throws {
        let lib = try MetalLibrary.compile(files: [try Self.fixture("Holographic.metal")], readFile: { _ in nil })
        let t: Float = 1.7
        let program = try lib.function(named: "holographic")!.bind(usage: .colorEffect, arguments: [.float(t)])
        let color = SIMD4<Float>(0.2, 0.6, 0.4, 0.8)
        let values = program.values(at: testPositions.map { $0 * 60 }, color: color)
        for (p, v) in zip(testPositions.map { $0 * 60 }, values) {
            let n = Double(p.x) * 0.01 + Double(p.y) * 0.005 + Double(t) * 0.3
            let rainbow = [0.0, 2.094, 4.188].map { sin(n * 2 + $0) * 0.5 + 0.5 }
            let lum = 0.299 * 0.2 + 0.587 * 0.6 + 0.114 * 0.4
            let rgb: [Double] = [0.2, 0.6, 0.4]
            for c in 0..<3 { #expect(close(v[c], rgb[c] + (rainbow[c] * lum * 2 - rgb[c]) * 0.5, tolerance: 1e-5)) }
            #expect(v[3] == 0.8)
        }
    }

    /// Seed 004 CRT.metal: scanline = sin(1.5·y)·0.04, flicker = sin(60t)·0.02, rgb·(1 − s − f), r and b ×1.05.
    @Test func crtMatchesTheSeedFormula() throws {
        let lib = try MetalLibrary.compile(files: [try Self.fixture("CRT.metal")], readFile: { _ in nil })
        let program = try lib.function(named: "crt")!.bind(usage: .colorEffect, arguments: [.float(0.37)])
        let color = SIMD4<Float>(0.5, 0.25, 0.75, 1)
        for (p, v) in zip(
            testPositions.map { $0 * 25 }, program.values(at: testPositions.map { $0 * 25 }, color: color))
        {
            let k = 1 - sin(1.5 * Double(p.y)) * 0.04 - sin(60 * Double(Float(0.37))) * 0.02
            #expect(close(v[0], 0.5 * k * 1.05, tolerance: 1e-5))
            #expect(close(v[1], 0.25 * k, tolerance: 1e-5))
            #expect(close(v[2], 0.75 * k * 1.05, tolerance: 1e-5))
        }
    }
}
