// Checker+Shader.swift: `ShaderLibrary.name(args…)`: a call of a stitchable function of the scene's `.metal` files.
// Rule: Apple: ShaderLibrary — developer.apple.com/documentation/swiftui/shaderlibrary (`@dynamicMemberLookup`: any
// member name is a `ShaderFunction`; `ShaderLibrary.name` forwards to `.default`; `bundle(_:)` names another bundle's
// default library, which for a scene is the same folder); Apple: ShaderFunction (`@dynamicCallable`: its arguments are
// `Shader.Argument`s, bound positionally after the parameters SwiftUI injects). Swift checks none of this against the
// Metal source — a mismatch "compiles cleanly" and draws garbage on a device — so the checker does it here: a name the
// library lacks, or arguments that fit no use of the function, is a located error in the scene. The use (colour,
// distortion, layer effect or fill) is known when the call is written as the modifier's argument, and is then checked
// too. Status: complete for issue #16.

import Shader

extension Checker {
    /// Whether `e` is `ShaderLibrary`, `ShaderLibrary.default` or `ShaderLibrary.bundle(…)`.
    static func isShaderLibrary(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier(let name): return name == "ShaderLibrary"
        case .member(let base, "default", _, _): return base.identifierName == "ShaderLibrary"
        case .call(let callee, _, nil, _):
            if case .member(let base, "bundle", _, _) = callee.kind { return base.identifierName == "ShaderLibrary" }
            return false
        default: return false
        }
    }

    /// The use a modifier's shader argument is for (`colorEffect` → `.colorEffect`; ShapeStyle places → `.fill`).
    static func shaderUsage(ofModifier name: String) -> ShaderUsage? {
        switch name {
        case "colorEffect", "colorShader": .colorEffect
        case "distortionEffect", "distortionShader": .distortionEffect
        case "layerEffect", "layerShader": .layerEffect
        case "fill", "foregroundStyle", "background", "stroke", "strokeBorder", "shader": .fill
        default: nil
        }
    }

    /// The `Shader.Argument` case an argument is written as (`.float2(…)`, `Shader.Argument.color(…)`,
    /// `.boundingRect`); nil when it is computed elsewhere (a variable).
    static func shaderArgumentKind(_ e: Expr) -> ShaderArgumentKind? {
        var name: String?
        switch e.kind {
        case .implicitMember(let n): name = n
        case .member(_, let n, _, _): name = n
        case .call(let callee, _, _, _):
            switch callee.kind {
            case .implicitMember(let n): name = n
            case .member(_, let n, _, _): name = n
            default: break
            }
        case .paren(let inner): return shaderArgumentKind(inner)
        default: break
        }
        switch name {
        case "float": return .float
        case "float2": return .float2
        case "float3": return .float3
        case "float4": return .float4
        case "color": return .color
        case "colorArray": return .colorArray
        case "floatArray": return .floatArray
        case "data": return .data
        case "image": return .image
        case "boundingRect": return .boundingRect
        default: return nil
        }
    }

    /// `ShaderLibrary.name(args…)`: each argument a `Shader.Argument`; the result a `Shader`.
    mutating func checkShaderCall(_ name: String, nameRange: SourceRange, _ call: CallSite) -> Typed {
        let usage = shaderUsage
        shaderUsage = nil
        var irs: [IR] = []
        var kinds: [ShaderArgumentKind?] = []
        for argument in call.arguments {
            if let label = argument.label {
                diagnostics.error(
                    "extraneous argument label '\(label):' in call", at: argument.labelRange ?? argument.range,
                    hint: "a shader's arguments are positional: remove '\(label):'")
            }
            irs.append(
                coerce(
                    check(argument.value, expected: .shaderArgument), to: .shaderArgument, at: argument.value.range,
                    .argument))
            kinds.append(Checker.shaderArgumentKind(argument.value))
        }
        if let trailing = call.trailing {
            diagnostics.error(
                "a shader function takes no closure", at: trailing.range, hint: "pass Shader.Argument values in '( )'")
        }
        guard let library = shaderLibrary else {
            if !shaderLibraryFailed {
                diagnostics.error(
                    "no shader library: there is no .metal file in the scene's folder", at: nameRange,
                    hint: "put the .metal file that defines '[[ stitchable ]] … \(name)(…)' beside the scene")
            }
            return .error
        }
        guard let function = library.function(named: name) else {
            let hint =
                Suggestion.hint(for: name, in: library.functionNames)
                ?? (library.functionNames.isEmpty
                    ? "the scene's .metal files define no [[ stitchable ]] function"
                    : "the [[ stitchable ]] functions are: " + library.functionNames.prefix(8).joined(separator: ", "))
            diagnostics.error("no [[ stitchable ]] function '\(name)' in the scene's .metal files", at: nameRange, hint: hint)
            return .error
        }
        if kinds.allSatisfy({ $0 != nil }) {
            let known = kinds.map { $0! }
            let usages: [ShaderUsage] = usage.map { [$0] } ?? [.colorEffect, .layerEffect, .distortionEffect, .fill]
            let problems = usages.map { function.mismatch(usage: $0, arguments: known) }
            if !problems.contains(where: { $0 == nil }) {
                // The problem of the use whose injected parameters fit (it names an argument), else the first.
                let problem = problems.compactMap { $0 }.first { $0.argumentIndex != nil } ?? problems[0]!
                var range = call.range
                if let i = problem.argumentIndex, i < call.arguments.count { range = call.arguments[i].range }
                diagnostics.error(
                    "'\(name)' (\(function.path):\(function.line)) cannot take these arguments: \(problem.message)",
                    at: range, hint: problem.hint)
            }
        }
        let implementation: BuiltinImplementation = { values, _ in
            .shader(ShaderCall(function: function, arguments: values.map(\.shaderArgument)))
        }
        return Typed(ir: .apply(implementation, irs, call.range), type: .shader)
    }
}

extension Value {
    public var shaderArgument: ShaderArgument {
        if case .shaderArgument(let a) = self { return a }
        preconditionFailure("type checker let a non-Shader.Argument through: \(self)")
    }

    public var shaderCall: ShaderCall {
        if case .shader(let s) = self { return s }
        preconditionFailure("type checker let a non-Shader through: \(self)")
    }
}
