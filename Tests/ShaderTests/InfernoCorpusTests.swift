// InfernoCorpusTests.swift: the 33 shader files of twostraws/Inferno (a public SwiftUI shader library, fixtures at
// commit 9c0941c, MIT) compile, each stitchable function binds for the usage its signature fits (Apple's injected
// parameters), and the span evaluator agrees with the scalar reference twin over a whole image within 2 levels —
// except the three hash-noise shaders (`fract(sin(x)·43758.5453)`), whose values are chaotic in the last bits by
// design (shader contract §0 item 6: test them statistically); for those, the mean level still agrees.

import Foundation
import Shader
import Testing

@Suite struct InfernoCorpusTests {
    static let directory = SeedShaderTests.fixtures.appendingPathComponent("Inferno")
    static let noise: Set<String> = ["rainbowNoise", "whiteNoise", "windTransition"]

    static func arguments(_ kinds: [ShaderArgumentKind], image: TestImage) -> [ShaderArgument] {
        kinds.enumerated().map { k, kind in
            switch kind {
            case .float: .float(0.4 + Float(k) * 0.1)
            case .float2: .float2(30, 20)
            case .float3: .float3(0.2, 0.4, 0.6)
            case .float4: .float4(0, 0, Float(image.width), Float(image.height))
            case .color: .color(SIMD4(0.8, 0.2, 0.1, 1))
            case .colorArray: .colorArray([SIMD4(1, 0, 0, 1), SIMD4(0, 1, 0, 1)])
            case .floatArray: .floatArray([0.1, 0.5, 0.9])
            case .data: .data([1, 2, 3])
            case .image: .image(ShaderTexture(width: image.width, height: image.height, pixels: image.pixels))
            case .boundingRect: .boundingRect
            }
        }
    }

    @Test func everyFileCompilesAndAgreesWithTheReference() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter {
            $0.hasSuffix(".metal")
        }.sorted()
        #expect(names.count == 33)
        let image = TestImage.pattern(width: 61, height: 45)
        var functions = 0
        for n in names {
            let url = Self.directory.appendingPathComponent(n)
            let lib = try MetalLibrary.compile(
                files: [MetalSourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))],
                readFile: { _ in nil })
            for name in lib.functionNames {
                let f = lib.function(named: name)!
                let usage = try #require(
                    [ShaderUsage.layerEffect, .colorEffect, .distortionEffect, .fill].first {
                        f.argumentKinds(for: $0) != nil
                    }, "\(name)")
                let program = try f.bind(
                    usage: usage, arguments: Self.arguments(f.argumentKinds(for: usage)!, image: image))
                let bounds = (0.0, 0.0, 61.0, 45.0)
                let fast = render(
                    program, width: 61, height: 45, scale: 1, origin: (0, 0), image: image, bounds: bounds,
                    initial: image.pixels)
                let reference = render(
                    program, width: 61, height: 45, scale: 1, origin: (0, 0), image: image, bounds: bounds,
                    initial: image.pixels, reference: true)
                if Self.noise.contains(name) {
                    let mean = { (p: [UInt8]) in Double(p.reduce(0) { $0 + Int($1) }) / Double(p.count) }
                    #expect(abs(mean(fast) - mean(reference)) < 4, "\(name) mean level")
                } else {
                    let worst = zip(fast, reference).map { abs(Int($0) - Int($1)) }.max()!
                    #expect(worst <= 2, "\(name) (\(usage)): \(worst) levels")
                }
                functions += 1
            }
        }
        #expect(functions == 34)
    }
}
