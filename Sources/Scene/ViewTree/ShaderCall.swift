// ShaderCall.swift: SwiftUI's `Shader` as the scene holds it: a stitchable function of the scene's `.metal` files and
// the `Shader.Argument`s written after it.
// Rule: Apple: Shader — developer.apple.com/documentation/swiftui/shader ("a reference to a function in a Metal
// shader library, along with its bound uniform argument values"); Apple: ShaderFunction.dynamicallyCall(withArguments:)
// (`ShaderLibrary.name(args…)` makes one). Arguments bind positionally after the parameters SwiftUI injects
// (position, colour or layer). Status: complete for issue #16 except `.image` and `.data` arguments.

import Shader

/// A stitchable function and its arguments, ready to bind for one use (colour, distortion or layer effect, fill).
public struct ShaderCall: Sendable {
    public var function: StitchableFunction
    public var arguments: [ShaderArgument]

    public init(function: StitchableFunction, arguments: [ShaderArgument]) {
        self.function = function
        self.arguments = arguments
    }

    /// The numbers that animate between two states: each float component of `.float…` and `.color` arguments, in
    /// order (SwiftUI animates a shader's uniform arguments as it animates any value the view is built from; colours
    /// interpolate on their premultiplied components here).
    public var animatableData: [Double] {
        var out: [Double] = []
        for a in arguments {
            switch a {
            case .float(let x): out.append(Double(x))
            case .float2(let x, let y): out += [Double(x), Double(y)]
            case .float3(let x, let y, let z): out += [Double(x), Double(y), Double(z)]
            case .float4(let x, let y, let z, let w): out += [Double(x), Double(y), Double(z), Double(w)]
            case .color(let c): out += [Double(c.x), Double(c.y), Double(c.z), Double(c.w)]
            default: break
            }
        }
        return out
    }

    /// A copy with `data` (laid out as `animatableData`) written back; `data` of another length changes nothing.
    public func with(_ data: [Double]) -> ShaderCall {
        guard data.count == animatableData.count else { return self }
        var copy = self
        var i = 0
        func next() -> Float {
            defer { i += 1 }
            return Float(data[i])
        }
        for (index, a) in arguments.enumerated() {
            switch a {
            case .float: copy.arguments[index] = .float(next())
            case .float2: copy.arguments[index] = .float2(next(), next())
            case .float3: copy.arguments[index] = .float3(next(), next(), next())
            case .float4: copy.arguments[index] = .float4(next(), next(), next(), next())
            case .color: copy.arguments[index] = .color(SIMD4(next(), next(), next(), next()))
            default: break
            }
        }
        return copy
    }

    /// The argument kinds, as the function's signature checks them.
    public var argumentKinds: [ShaderArgumentKind] { arguments.map(\.kind) }
}
