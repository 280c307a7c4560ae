// ShaderTestSupport.swift: compiling inline `.metal` text and comparing evaluated slots in the Shader tests.

import Foundation
import Shader
import Testing

func compileLibrary(_ source: String, path: String = "/shaders/Test.metal", includes: [String: String] = [:]) throws
    -> MetalLibrary
{
    try MetalLibrary.compile(files: [MetalSourceFile(path: path, text: source)], readFile: { includes[$0] })
}

func bindProgram(_ source: String, _ name: String, usage: ShaderUsage = .fill, _ arguments: [ShaderArgument] = [])
    throws -> ShaderProgram
{
    let lib = try compileLibrary(source)
    guard let f = lib.function(named: name) else { throw ShaderBindingError(message: "no function \(name)") }
    return try f.bind(usage: usage, arguments: arguments)
}

/// The compile error of `source` (the test fails if it compiles).
func compileError(_ source: String, includes: [String: String] = [:]) -> MetalDiagnostic? {
    do {
        _ = try compileLibrary(source, includes: includes)
        return nil
    } catch {
        return (error as? MetalCompileError)?.diagnostics.first
    }
}

/// A grid of user-space points covering [−3.7, 3.9]² unevenly (no exact integers, both signs).
let testPositions: [SIMD2<Float>] = {
    var p: [SIMD2<Float>] = []
    for j in 0..<6 {
        for i in 0..<8 { p.append(SIMD2(Float(i) * 0.95 - 3.6877 + Float(j) * 0.07, Float(j) * 1.43 - 3.1829)) }
    }
    return p
}()

func close(_ a: Float, _ b: Double, tolerance: Double = 1e-4) -> Bool {
    if a.isNaN && b.isNaN { return true }
    if a.isInfinite || b.isInfinite { return Double(a) == b }
    return abs(Double(a) - b) <= tolerance * max(1, abs(b))
}
