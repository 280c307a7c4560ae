// ShaderLimitsTests.swift: limits are counters, never a stack overflow or an endless loop (docs/ARCHITECTURE.md
// "Limits are counters"): deep nesting is a located error, exponential inlining a binding error, a runaway loop is
// cut short, and seeded mutations of real shader files compile or fail with a located error, never crash.

import Foundation
import Shader
import TestSupport
import Testing

@Suite struct ShaderLimitsTests {
    @Test func deepNestingIsALocatedError() {
        let deep = String(repeating: "(", count: 500) + "1.0" + String(repeating: ")", count: 500)
        let d = compileError("[[ stitchable ]] half4 f(float2 p) {\n    return half4(\(deep));\n}\n")
        #expect(d?.line == 2)
        #expect(d?.message.contains("nested too deeply") == true)
        #expect(d?.hint != nil)
    }

    @Test func exponentialInliningIsABindingError() throws {
        var src = "float f0(float x) { return sin(x); }\n"
        for i in 1...24 { src += "float f\(i)(float x) { return f\(i - 1)(x) + f\(i - 1)(x * 1.5); }\n" }
        src += "[[ stitchable ]] half4 g(float2 p) { return half4(f24(p.x)); }\n"
        let f = try compileLibrary(src).function(named: "g")!
        #expect(throws: ShaderBindingError.self) { try f.bind(usage: .fill, arguments: []) }
    }

    /// An endless varying loop stops after SpanLimits' iteration count (a value, no hang).
    @Test func runawayLoopIsCutShort() throws {
        let program = try bindProgram(
            "[[ stitchable ]] half4 f(float2 p) { float n = 0; while (p.x > -1.0) { n += 1.0; } return half4(n / 65536.0); }",
            "f")
        let v = program.values(at: [SIMD2(0.5, 0.5)])[0]
        #expect(v[0] >= 1 && v[0] <= 1.001)
    }

    @Test func mutatedShadersNeverCrash() throws {
        let dir = SeedShaderTests.fixtures.appendingPathComponent("Inferno")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".metal") }
            .sorted()
        var rng = SplitMix64(seed: 0x5EED_16)
        var compiled = 0
        var rejected = 0
        let image = TestImage.pattern(width: 20, height: 9)
        for round in 0..<400 {
            let text = try String(contentsOf: dir.appendingPathComponent(names[round % names.count]), encoding: .utf8)
            var chars = Array(text.utf8)
            for _ in 0...(rng.next() % 3) {
                let i = Int(rng.next() % UInt64(chars.count))
                switch rng.next() % 4 {
                case 0: chars.remove(at: i)
                case 1:
                    let punctuation = Array("(){};,.*-+<>=!&|[]#0x".utf8)
                    chars.insert(punctuation[Int(rng.next() % UInt64(punctuation.count))], at: i)
                case 2: chars.insert(contentsOf: chars[i..<min(chars.count, i + 12)], at: i)
                default:
                    let letters = Array("abxyz19_ ".utf8)
                    chars[i] = letters[Int(rng.next() % UInt64(letters.count))]
                }
            }
            if ProcessInfo.processInfo.environment["SHADER_FUZZ_TRACE"] != nil {
                FileHandle.standardError.write(Data("round \(round)\n\(String(decoding: chars, as: UTF8.self))\n".utf8))
            }
            do {
                let lib = try MetalLibrary.compile(
                    files: [MetalSourceFile(path: "/m/M.metal", text: String(decoding: chars, as: UTF8.self))],
                    readFile: { _ in nil })
                compiled += 1
                for name in lib.functionNames {
                    let f = lib.function(named: name)!
                    guard
                        let usage = [ShaderUsage.layerEffect, .colorEffect, .distortionEffect, .fill].first(where: {
                            f.argumentKinds(for: $0) != nil
                        }),
                        let program = try? f.bind(
                            usage: usage,
                            arguments: InfernoCorpusTests.arguments(f.argumentKinds(for: usage)!, image: image))
                    else { continue }
                    _ = render(
                        program, width: 20, height: 9, scale: 1, origin: (0, 0), image: image, initial: image.pixels)
                }
            } catch {
                rejected += 1
                let d = error.diagnostics[0]
                #expect(d.line >= 1 && d.column >= 1 && !d.message.isEmpty)
            }
        }
        #expect(compiled + rejected == 400)
        #expect(rejected > 100)  // most mutations break the text
    }
}
