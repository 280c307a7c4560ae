// ShaderDataTests.swift: `Shader.Argument.data(_:)` from a scene — the `Data` spellings SwiftUI code uses
// (`Data(bytes: levels, count: levels.count * MemoryLayout<Float>.stride)`, `levels.withUnsafeBytes { Data($0) }`,
// `Data([UInt8])`, `Data(count:)`) reach the shader's `device const void *ptr, int size` as little-endian Float32
// bytes, and a shader that casts `ptr` to `device const float *` draws, per pixel, the colour its bar's value says
// (Apple: Shader.Argument.data(_:) — developer.apple.com/documentation/swiftui/shader/argument/data(_:)).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Shader
import Testing

struct ShaderDataTests {
    /// Bar i (20 pt wide) is grey level ptr[i]; past the buffer (size / 4 floats) it is red.
    static let barsShader = """
        [[ stitchable ]] half4 bars(float2 position, half4 color, device const void *ptr, int size) {
            device const float *levels = (device const float *)ptr;
            int i = int(position.x / 20.0);
            if (i >= size / 4) return half4(1, 0, 0, 1);
            float v = levels[i];
            return half4(v, v, v, 1);
        }
        """

    static func scene(_ declarations: String, _ data: String) -> String {
        """
        scene(width: 120, height: 10, background: .black)
        struct Bars: View {
            \(declarations)
            var body: some View {
                Rectangle().fill(.white).frame(width: 120, height: 10)
                    .colorEffect(ShaderLibrary.bars(.data(\(data))))
            }
        }
        Bars()
        """
    }

    /// Every pixel of the 120×10 frame: bar ⌊(x + ½) / 20⌋ is `levels[i]` while i < count, red after.
    static func check(_ fb: Framebuffer, _ levels: [Double], _ label: String) {
        let worst = ShaderRender.worst(fb, 0..<120, 0..<10) { x, _ in
            let i = Int((Double(x) + 0.5) / 20)
            guard i < levels.count else { return SIMD4(255, 0, 0, 255) }
            let v = ShaderRender.level(Double(Float(levels[i])))
            return SIMD4(v, v, v, 255)
        }
        #expect(worst <= 1, "\(label): worst channel difference \(worst)")
    }

    static let levels = [0.1, 0.5, 0.9, 0.3]

    @Test("Data(bytes: levels, count: levels.count * MemoryLayout<Float>.stride) draws each bar's level")
    func bytesCount() throws {
        let fb = try ShaderRender.frame(
            Self.scene(
                "let levels: [Float] = [0.1, 0.5, 0.9, 0.3]",
                "Data(bytes: levels, count: levels.count * MemoryLayout<Float>.stride)"), metal: Self.barsShader)
        Self.check(fb, Self.levels, "bytes:count:")
        // Half the bytes: two floats, then red.
        let half = try ShaderRender.frame(
            Self.scene("let levels: [Float] = [0.1, 0.5, 0.9, 0.3]", "Data(bytes: levels, count: 8)"),
            metal: Self.barsShader)
        Self.check(half, [0.1, 0.5], "bytes:count: 8")
    }

    @Test("levels.withUnsafeBytes { Data($0) } and { buffer in Data(buffer) } are the array's bytes")
    func withUnsafeBytes() throws {
        let fb = try ShaderRender.frame(
            Self.scene("let levels: [Float] = [0.1, 0.5, 0.9, 0.3]", "levels.withUnsafeBytes { Data($0) }"),
            metal: Self.barsShader)
        Self.check(fb, Self.levels, "withUnsafeBytes")
        let named = try ShaderRender.frame(
            Self.scene("var levels: [Float] = [0.75, 0.25]", "levels.withUnsafeBytes { buffer in Data(buffer) }"),
            metal: Self.barsShader)
        Self.check(named, [0.75, 0.25], "withUnsafeBytes named")
    }

    @Test("Data([UInt8]) holds the bytes as written (0.5 = 0x3F000000 little-endian); Data(count:) is zeros")
    func bytesAndCount() throws {
        let fb = try ShaderRender.frame(
            Self.scene("let bytes: [UInt8] = [0, 0, 0, 63, 0, 0, 128, 63]", "Data(bytes)"), metal: Self.barsShader)
        Self.check(fb, [0.5, 1.0], "Data([UInt8])")
        let zeros = try ShaderRender.frame(Self.scene("", "Data(count: 12)"), metal: Self.barsShader)
        Self.check(zeros, [0, 0, 0], "Data(count:)")
    }

    @Test("bytes outside 0…255, a count past the array and a negative count are located errors in the scene")
    func locatedErrors() throws {
        for (declaration, data, message) in [
            ("let bytes: [UInt8] = [1, 300]", "Data(bytes)", "overflows when stored into 'UInt8'"),
            ("let levels: [Float] = [1, 2]", "Data(bytes: levels, count: 12)", "reads 12 bytes from an array of 8"),
            ("", "Data(count: -1)", "outside 0…"),
        ] {
            do {
                _ = try ShaderRender.frame(Self.scene(declaration, data), metal: Self.barsShader)
                Issue.record("expected an error for \(data)")
            } catch let error as SceneError {
                let d = try #require(error.errors.first)
                #expect(d.message.contains(message), "\(data): \(d.message)")
                // The `Data(…)` call: line 6, after `.colorEffect(ShaderLibrary.bars(.data(`.
                #expect(d.range.start.line == 6 && d.range.start.column == 51, "\(data): \(d)")
            }
        }
    }
}
