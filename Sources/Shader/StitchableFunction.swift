// StitchableFunction.swift: one `[[ stitchable ]]` function and how SwiftUI binds it — the injected parameters per
// usage (Apple: colorEffect `half4 name(float2 position, half4 color, args...)`, distortionEffect
// `float2 name(float2 position, args...)`, layerEffect `half4 name(float2 position, SwiftUI::Layer layer, args...)`,
// Shader as ShapeStyle `half4 name(float2 position, args...)`), then the `Shader.Argument`s positionally (arrays
// and data take two MSL parameters; MSL default arguments fill the rest). Status: complete; compiled code is
// re-specialised per bind (argument values are folded in as constants).

public struct StitchableFunction: Sendable {
    public var name: String
    public var path: String
    public var line: Int
    let functions: [TFunction]
    let index: Int
    var halfPrecision: HalfPrecision = .float32

    init(name: String, path: String, line: Int, functions: [TFunction], index: Int, halfPrecision: HalfPrecision) {
        self.name = name
        self.path = path
        self.line = line
        self.functions = functions
        self.index = index
        self.halfPrecision = halfPrecision
    }

    var declaration: TFunction { functions[index] }

    static func injected(_ usage: ShaderUsage) -> (params: [MType], result: MType, form: String) {
        switch usage {
        case .colorEffect:
            ([.float(2), .vector(.half, 4)], .vector(.half, 4), "half4 name(float2 position, half4 color, args...)")
        case .distortionEffect: ([.float(2)], .float(2), "float2 name(float2 position, args...)")
        case .layerEffect:
            ([.float(2), .layer], .vector(.half, 4), "half4 name(float2 position, SwiftUI::Layer layer, args...)")
        case .fill: ([.float(2)], .vector(.half, 4), "half4 name(float2 position, args...)")
        }
    }

    static func usageName(_ u: ShaderUsage) -> String {
        switch u {
        case .colorEffect: "colorEffect"
        case .distortionEffect: "distortionEffect"
        case .layerEffect: "layerEffect"
        case .fill: "a Shader fill"
        }
    }

    /// nil when `arguments` fit `usage`; else what is wrong.
    public func mismatch(usage: ShaderUsage, arguments: [ShaderArgumentKind]) -> ShaderBindingError? {
        let f = declaration
        let (injected, _, form) = Self.injected(usage)
        let params = f.parameters
        func isFloatish(_ t: MType, _ n: Int) -> Bool {
            (t.element == .float || t.element == .half) && t.width == n
        }
        let returnOK =
            usage == .distortionEffect
            ? isFloatish(f.returnType, 2) : (f.returnType == .vector(.half, 4) || f.returnType == .vector(.float, 4))
        let injectedOK =
            params.count >= injected.count
            && zip(params, injected).allSatisfy { p, t in
                t == .layer ? p.type == .layer : (t.element == .half ? isFloatish(p.type, 4) : p.type == t)
            }
        guard returnOK && injectedOK else {
            return ShaderBindingError(
                message: "'\(name)' (\(path):\(line)) cannot be used as \(Self.usageName(usage))",
                hint: "\(Self.usageName(usage)) needs [[ stitchable ]] \(form)")
        }
        var p = injected.count
        var images = 0
        for (i, kind) in arguments.enumerated() {
            guard p < params.count else {
                return ShaderBindingError(
                    message:
                        "'\(name)' takes \(countArguments(from: injected.count)) argument(s) after the injected ones, given \(arguments.count)",
                    argumentIndex: i, hint: "remove the extra arguments")
            }
            let t = params[p].type
            let pname = params[p].name
            func wrong(_ expected: String) -> ShaderBindingError {
                ShaderBindingError(
                    message: "argument \(i + 1) of '\(name)' is .\(kind) but parameter '\(pname)' is '\(t)'",
                    argumentIndex: i, hint: "parameter '\(pname)' takes \(expected)")
            }
            switch kind {
            case .float:
                guard isFloatish(t, 1) else { return wrong(Self.argumentFor(t)) }
                p += 1
            case .float2, .float3, .float4, .boundingRect:
                let n = kind == .float2 ? 2 : kind == .float3 ? 3 : 4
                guard isFloatish(t, n) else { return wrong(Self.argumentFor(t)) }
                p += 1
            case .color:
                guard t == .vector(.half, 4) || t == .vector(.float, 4) else { return wrong(Self.argumentFor(t)) }
                p += 1
            case .colorArray, .floatArray, .data:
                let elementOK: Bool
                switch (kind, t) {
                case (.colorArray, .pointer(let e)): elementOK = isFloatish(e, 4)
                case (.floatArray, .pointer(let e)): elementOK = isFloatish(e, 1)
                case (.data, .pointer(let e)): elementOK = e == .void || e.element == .uint || e.element == .int
                default: elementOK = false
                }
                guard elementOK else { return wrong(Self.argumentFor(t)) }
                guard p + 1 < params.count, params[p + 1].type.element?.isInteger == true, params[p + 1].type.isScalar
                else {
                    return ShaderBindingError(
                        message:
                            "argument \(i + 1) of '\(name)' is .\(kind), which binds a pointer and an int count, but '\(pname)' is not followed by an int",
                        argumentIndex: i,
                        hint:
                            "declare 'device const \(kind == .colorArray ? "half4" : kind == .floatArray ? "float" : "void") *\(pname), int \(kind == .data ? "size" : "count")'"
                    )
                }
                p += 2
            case .image:
                guard t == .texture else { return wrong(Self.argumentFor(t)) }
                images += 1
                guard images == 1 else {
                    return ShaderBindingError(
                        message: "'\(name)' is given more than one .image", argumentIndex: i,
                        hint: "only one image parameter is supported per Shader (Apple: Shader.Argument.image)")
                }
                p += 1
            }
        }
        if p < params.count, let missing = params[p...].first(where: { $0.defaultValue == nil }) {
            return ShaderBindingError(
                message: "'\(name)' is missing an argument for parameter '\(missing.name)' of type '\(missing.type)'",
                argumentIndex: arguments.count, hint: "pass \(Self.argumentFor(missing.type))")
        }
        return nil
    }

    /// The argument kinds this function's parameters take after the injected ones of `usage` (a `float4` as
    /// `.float4`, a `half4` as `.color`), or nil when the function cannot be used that way.
    public func argumentKinds(for usage: ShaderUsage) -> [ShaderArgumentKind]? {
        let params = declaration.parameters
        var p = Self.injected(usage).params.count
        var kinds: [ShaderArgumentKind] = []
        while p < params.count {
            let t = params[p].type
            switch t {
            case .scalar(.float), .scalar(.half): kinds.append(.float)
            case .vector(.float, 2), .vector(.half, 2): kinds.append(.float2)
            case .vector(.float, 3), .vector(.half, 3): kinds.append(.float3)
            case .vector(.float, 4): kinds.append(.float4)
            case .vector(.half, 4): kinds.append(.color)
            case .texture: kinds.append(.image)
            case .pointer(let e):
                kinds.append(e.width == 4 ? .colorArray : (e.element?.isFloating == true ? .floatArray : .data))
                p += 1
            default:
                if params[p].defaultValue != nil { break }
                return nil
            }
            p += 1
        }
        return mismatch(usage: usage, arguments: kinds) == nil ? kinds : nil
    }

    func countArguments(from start: Int) -> Int {
        var n = 0
        var p = start
        let params = declaration.parameters
        while p < params.count {
            if case .pointer = params[p].type { p += 2 } else { p += 1 }
            n += 1
        }
        return n
    }

    static func argumentFor(_ t: MType) -> String {
        switch t {
        case .scalar(.float), .scalar(.half): ".float(…)"
        case .vector(.float, 2), .vector(.half, 2): ".float2(…)"
        case .vector(.float, 3), .vector(.half, 3): ".float3(…)"
        case .vector(.half, 4): ".color(…) or .float4(…)"
        case .vector(.float, 4): ".float4(…) or .boundingRect"
        case .pointer(let e) where e.width == 4: ".colorArray(…)"
        case .pointer(let e) where e.isScalar && e.element?.isFloating == true: ".floatArray(…)"
        case .pointer: ".data(…)"
        case .texture: ".image(…)"
        default: "no Shader.Argument (type '\(t)')"
        }
    }

    /// A program for this usage and these argument values.
    public func bind(usage: ShaderUsage, arguments: [ShaderArgument]) throws(ShaderBindingError) -> ShaderProgram {
        if let e = mismatch(usage: usage, arguments: arguments.map(\.kind)) { throw e }
        let f = declaration
        var bindings: [ParameterBinding] = []
        var reference: [[Double]] = []
        var buffers: [Int: [Double]] = [:]
        var data: [Int: [UInt8]] = [:]
        var table: [Float] = []
        var texture: ShaderTexture?
        switch usage {
        case .colorEffect:
            bindings = [.slots([.r(0), .r(1)]), .slots((0..<4).map { .r(SpanCode.colorR + Int32($0)) })]
        case .layerEffect:
            bindings = [.slots([.r(0), .r(1)]), .opaque]
        case .distortionEffect, .fill:
            bindings = [.slots([.r(0), .r(1)])]
        }
        reference = Array(repeating: [], count: bindings.count)
        for a in arguments {
            func floats(_ v: [Float]) {
                bindings.append(.slots(v.map { .float($0) }))
                reference.append(v.map { Double($0) })
            }
            switch a {
            case .float(let x): floats([x])
            case .float2(let x, let y): floats([x, y])
            case .float3(let x, let y, let z): floats([x, y, z])
            case .float4(let x, let y, let z, let w): floats([x, y, z, w])
            case .color(let c): floats([c.x, c.y, c.z, c.w])
            case .boundingRect:
                bindings.append(.slots((0..<4).map { .r(SpanCode.boundsX + Int32($0)) }))
                reference.append([])  // filled at run
            case .colorArray(let colors):
                buffers[bindings.count] = colors.flatMap { [Double($0.x), Double($0.y), Double($0.z), Double($0.w)] }
                bindings.append(.buffer(offset: table.count, count: colors.count, width: 4))
                reference.append([])
                table += colors.flatMap { [$0.x, $0.y, $0.z, $0.w] }
                bindings.append(.slots([.int(Int32(colors.count))]))
                reference.append([Double(colors.count)])
            case .floatArray(let values):
                buffers[bindings.count] = values.map { Double($0) }
                bindings.append(.buffer(offset: table.count, count: values.count, width: 1))
                reference.append([])
                table += values
                bindings.append(.slots([.int(Int32(values.count))]))
                reference.append([Double(values.count)])
            case .data(let bytes):
                data[bindings.count] = bytes
                bindings.append(.bytes(offset: table.count, byteCount: bytes.count))
                reference.append([])
                table += DataLayout.words(bytes)
                bindings.append(.slots([.int(Int32(bytes.count))]))
                reference.append([Double(bytes.count)])
            case .image(let t):
                texture = t
                bindings.append(.opaque)
                reference.append([])
            }
        }
        for p in f.parameters.dropFirst(bindings.count) {
            let v = p.defaultValue?.constantValue ?? Array(repeating: 0, count: p.type.slots)
            let isF = p.type.element?.isFloating ?? true
            bindings.append(.slots(v.map { isF ? .float(Float($0)) : .int(Int32(truncatingIfNeeded: Int64($0))) }))
            reference.append(v)
        }
        guard
            let code = SpanCompiler.compile(
                functions: functions, entry: index, parameters: bindings, table: table,
                imageSize: (texture?.width ?? 0, texture?.height ?? 0), strictHalf: halfPrecision == .strict)
        else {
            throw ShaderBindingError(
                message:
                    "'\(name)' (\(path):\(line)) is too large once its calls are inlined (more than \(SpanLimits.instructions) instructions)",
                hint: "call fewer helpers from inside loops, or loop instead of repeating calls")
        }
        let boundsArgument = arguments.enumerated().compactMap { i, a -> Int? in
            if case .boundingRect = a { return i } else { return nil }
        }
        _ = boundsArgument
        return ShaderProgram(
            usage: usage, code: code, texture: texture, functions: functions, entry: index,
            strictHalf: halfPrecision == .strict,
            referenceArguments: reference,
            referenceBuffers: buffers, referenceData: data,
            boundsParameters: bindings.indices.filter {
                if case .slots(let s) = bindings[$0], s.first == .r(SpanCode.boundsX) {
                    return true
                } else {
                    return false
                }
            })
    }
}
