// Checker+Keyframes.swift: a `keyframeAnimator`'s value and its `keyframes:` closure, read at load into a
// KeyframeTimeline.
// Rule: Apple, SwiftUI "KeyframeTrack" (`KeyframeTrack(\.property) { … }` animates one property;
// `KeyframeTrack { … }` the whole value), "LinearKeyframe(_:duration:timingCurve:)",
// "CubicKeyframe(_:duration:startVelocity:endVelocity:)", "SpringKeyframe(_:duration:spring:startVelocity:)",
// "MoveKeyframe(_:)"; keyframes written straight in the closure form one track of the whole value.
// In scenes the value is a Double, an Angle, a CGSize or CGPoint, or a struct whose animated properties are those, and every
// keyframe argument is a constant known at load (Checker+Constants): numbers, sizes, points, springs and timing
// curves, literal or held in `let`s. A CGSize or CGPoint is animated as its two Doubles (Apple: CGSize and CGPoint
// are Animatable through their AnimatablePair `animatableData`, each component interpolated on its own), each a
// component track of the same keyframes (Checker+KeyframeComposite). Status: complete for issue #4; a CGSize
// keyframe's `startVelocity:` is read as a number.

import Animate

extension Checker {
    /// The keyframe kinds, by their SwiftUI names.
    static let keyframeNames = ["LinearKeyframe", "CubicKeyframe", "SpringKeyframe", "MoveKeyframe"]

    /// `initialValue:`: a Double (integer literals are Doubles here) or a struct instance.
    mutating func checkKeyframeValue(_ e: Expr) -> Typed {
        let typed = check(e, expected: e.isIntegerLiteralExpression ? .double : nil)
        switch typed.type {
        case .double, .instance, .error, .size, .point, .angle:
            return typed
        default:
            diagnostics.error(
                "keyframes animate a Double or a struct of Double properties in scenes, not '\(typed.type)'",
                at: e.range, hint: "write 'initialValue: 1.0', or a struct such as 'Values()'")
            return .error
        }
    }

    /// The `keyframes:` closure: its tracks, and the property path of each component they animate.
    mutating func checkKeyframes(_ closure: Closure, valueType: SceneType) -> (KeyframeTimeline, [[Int]])? {
        guard valueType != .error else { return nil }
        pushScope()
        defer { popScope() }
        if !closure.hasParameterClause || closure.parameters.count != 1 {
            let count = closure.parameters.count
            diagnostics.error(
                closure.hasParameterClause
                    ? "contextual closure type '(\(valueType)) -> some Keyframes' expects 1 argument, but \(count) were used in closure body"
                    : "contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored",
                at: closure.hasParameterClause
                    ? closure.parameters[0].range.union(closure.parameters[count - 1].range)
                    : closure.range,
                hint: "insert '_ in': 'keyframes: { _ in … }'")
            return nil
        }
        let parameter = closure.parameters[0]
        declareLocal(parameter.name, type: valueType, mutable: false, at: parameter.range)

        var paths: [[Int]] = []
        var tracks: [KeyframeTrack] = []
        var loose: [CompositeKeyframe] = []
        var looseIndex: Int?
        var failed = false
        for statement in closure.body {
            guard case .expression(let e) = statement.kind,
                case .call(let callee, let arguments, let trailing, _) = e.kind,
                let name = callee.identifierName
            else {
                diagnostics.error(
                    "keyframes are written as calls such as 'KeyframeTrack(\\.scale) { … }' or 'LinearKeyframe(1.2, duration: 0.3)'",
                    at: statement.range, hint: "keyframes are read once, at load: no 'let', 'if' or 'for' here")
                failed = true
                continue
            }
            if name == "KeyframeTrack" {
                guard let track = checkKeyframeTrack(e, arguments, trailing, valueType: valueType, paths: &paths) else {
                    failed = true
                    continue
                }
                tracks += track
            } else if Checker.keyframeNames.contains(name) {
                guard Checker.keyframeComponentCount(of: valueType) != nil else {
                    diagnostics.error(
                        "a keyframe of a '\(valueType)' value belongs in a track of one of its properties", at: e.range,
                        hint: "write 'KeyframeTrack(\\.property) { \(name)(…) }'")
                    failed = true
                    continue
                }
                guard let keyframe = checkKeyframe(name, e, arguments, trailing, valueType: valueType) else {
                    failed = true
                    continue
                }
                if looseIndex == nil {
                    looseIndex = tracks.count
                    if paths.isEmpty { paths = Checker.componentPaths([], of: valueType) }
                }
                loose.append(keyframe)
            } else {
                diagnostics.error(
                    "cannot find '\(name)' in scope", at: callee.range,
                    hint: Suggestion.hint(for: name, in: Checker.keyframeNames + ["KeyframeTrack"])
                        ?? "keyframes: \(Checker.keyframeNames.joined(separator: ", ")) and KeyframeTrack")
                failed = true
            }
        }
        if let looseIndex {
            tracks.insert(
                contentsOf: Checker.componentTracks(loose, firstComponent: 0, count: paths.count), at: looseIndex)
        }
        return failed ? nil : (KeyframeTimeline(tracks: tracks), paths)
    }

    /// `KeyframeTrack(\.path) { keyframes }` or `KeyframeTrack { keyframes }` (the whole Double value).
    private mutating func checkKeyframeTrack(
        _ e: Expr, _ arguments: [Argument], _ trailing: Closure?, valueType: SceneType, paths: inout [[Int]]
    ) -> [KeyframeTrack]? {
        var keyPath: [String] = []
        var keyPathRange = e.range
        var body = trailing
        for argument in arguments {
            if argument.label == nil, case .keyPath(let names) = argument.value.kind, keyPath.isEmpty {
                keyPath = names == ["self"] ? [] : names
                keyPathRange = argument.value.range
            } else if argument.label == "content", body == nil, case .closure(let c) = argument.value.kind {
                body = c
            } else {
                diagnostics.error(
                    "'KeyframeTrack' takes a key path and a closure of keyframes", at: argument.range,
                    hint: "write 'KeyframeTrack(\\.scale) { CubicKeyframe(1.2, duration: 0.3) }'")
                return nil
            }
        }
        guard let body else {
            diagnostics.error(
                "'KeyframeTrack' needs its keyframes in a closure", at: e.range,
                hint: "write 'KeyframeTrack(\\.scale) { CubicKeyframe(1.2, duration: 0.3) }'")
            return nil
        }
        if body.hasParameterClause {
            diagnostics.error(
                "a track's closure takes no parameters", at: body.range,
                hint: "write 'KeyframeTrack(\\.scale) { CubicKeyframe(1.2, duration: 0.3) }'")
            return nil
        }
        guard let (path, leafType) = keyframePath(keyPath, in: valueType, at: keyPathRange) else { return nil }
        let leafPaths = Checker.componentPaths(path, of: leafType)
        let component = paths.firstIndex(of: leafPaths[0]) ?? paths.count
        if component == paths.count { paths += leafPaths }
        var keyframes: [CompositeKeyframe] = []
        for statement in body.body {
            guard case .expression(let k) = statement.kind, case .call(let callee, let args, let closure, _) = k.kind,
                let name = callee.identifierName, Checker.keyframeNames.contains(name)
            else {
                var hint =
                    "write keyframes such as 'CubicKeyframe(1.2, duration: 0.3)', one per line or separated by ';'"
                if case .expression(let k) = statement.kind, case .call(let callee, _, _, _) = k.kind,
                    let name = callee.identifierName, let near = Suggestion.hint(for: name, in: Checker.keyframeNames)
                {
                    hint = near
                }
                diagnostics.error(
                    "a track holds LinearKeyframe, CubicKeyframe, SpringKeyframe and MoveKeyframe", at: statement.range,
                    hint: hint)
                return nil
            }
            guard let keyframe = checkKeyframe(name, k, args, closure, valueType: leafType) else { return nil }
            keyframes.append(keyframe)
        }
        return Checker.componentTracks(keyframes, firstComponent: component, count: leafPaths.count)
    }

    /// The stored-property indices a key path names, ending at a Double, CGSize or CGPoint, and that type.
    private mutating func keyframePath(_ names: [String], in valueType: SceneType, at range: SourceRange)
        -> ([Int], SceneType)?
    {
        var type = valueType
        var path: [Int] = []
        for name in names {
            guard case .instance(let index, let typeName) = type else {
                diagnostics.error("value of type '\(type)' has no member '\(name)'", at: range)
                return nil
            }
            guard let position = structs[index].storedIndex[name] else {
                diagnostics.error(
                    "value of type '\(typeName)' has no member '\(name)'", at: range,
                    hint: Suggestion.hint(for: name, in: structs[index].storedIndex.keys.sorted()))
                return nil
            }
            path.append(position)
            type = storedType(index, position)
        }
        guard Checker.keyframeComponentCount(of: type) != nil else {
            diagnostics.error(
                names.isEmpty
                    ? "a track of the whole value animates a Double, Angle, CGSize or CGPoint, not '\(type)'"
                    : "keyframes animate Double, Angle, CGSize and CGPoint properties in scenes, and '\(names.joined(separator: "."))' is '\(type)'",
                at: range, hint: names.isEmpty ? "name a property: 'KeyframeTrack(\\.scale) { … }'" : nil)
            return nil
        }
        return (path, type)
    }

    /// One keyframe call, its arguments read as constants; a CGSize or CGPoint keyframe holds its components
    /// (Checker+KeyframeComposite).
    private mutating func checkKeyframe(
        _ name: String, _ e: Expr, _ arguments: [Argument], _ trailing: Closure?, valueType: SceneType
    ) -> CompositeKeyframe? {
        let labels: [String: [(label: String?, required: Bool)]] = [
            "LinearKeyframe": [(nil, true), ("duration", true), ("timingCurve", false)],
            "CubicKeyframe": [(nil, true), ("duration", true), ("startVelocity", false), ("endVelocity", false)],
            "SpringKeyframe": [(nil, true), ("duration", false), ("spring", false), ("startVelocity", false)],
            "MoveKeyframe": [(nil, true)],
        ]
        let signature = labels[name]!
        let closeParen: SourceRange? = if case .call(_, _, _, let close) = e.kind { close } else { nil }
        guard
            let assignment = matchLabels(
                arguments, trailing: trailing,
                to: signature.map { MatchParameter(label: $0.label, hasDefault: !$0.required, takesClosure: false) },
                callRange: e.range, closeParen: closeParen)
        else { return nil }
        let hint = "keyframes are read once, at load: write numbers, constants, or arithmetic on them"
        // Random draws in a keyframe's value are taken once, at load (Checker+Constants `drawsAtLoad`).
        let savedDraws = drawsAtLoad
        drawsAtLoad = true
        defer { drawsAtLoad = savedDraws }
        func argument(_ label: String?) -> Expr? {
            signature.firstIndex { $0.label == label }.flatMap { assignment[$0] }.map { arguments[$0].value }
        }
        /// A constant number; nil written as `nil` (`.some(nil)`), or after an error (nil).
        func number(_ label: String?) -> Double?? {
            guard let e = argument(label) else { return .some(nil) }
            let optional =
                label == "startVelocity" || label == "endVelocity" || (name == "SpringKeyframe" && label == "duration")
            if case .nil = e.kind, optional { return .some(nil) }
            guard let v = constantNumber(e, hint: hint) else { return nil }
            guard v.isFinite else {
                diagnostics.error("this argument must be a finite number", at: e.range)
                return nil
            }
            return .some(v)
        }
        let values: [Double]
        if valueType == .double {
            guard let valueOrNil = number(nil), let value = valueOrNil else { return nil }
            values = [value]
        } else {
            guard let e = argument(nil), let components = constantComponents(e, valueType, hint: hint) else {
                return nil
            }
            values = components
        }
        func each(_ make: (Double) -> Keyframe) -> CompositeKeyframe { CompositeKeyframe(values.map(make)) }
        if name == "MoveKeyframe" { return each { .move($0) } }
        guard let duration = number("duration"), let start = number("startVelocity") else { return nil }
        if let d = duration, d < 0, let e = argument("duration") {
            diagnostics.error("a keyframe's duration must be 0 or more, got \(d)", at: e.range)
            return nil
        }
        switch name {
        case "LinearKeyframe":
            var curve = UnitCurve.linear
            if let e = argument("timingCurve") {
                guard case .unitCurve(let c)? = constantValue(e, .unitCurve, hint: hint) else { return nil }
                curve = c
            }
            return each { .linear($0, duration: duration ?? 0, timingCurve: curve) }
        case "CubicKeyframe":
            guard let end = number("endVelocity") else { return nil }
            return each { .cubic($0, duration: duration ?? 0, startVelocity: start, endVelocity: end) }
        default:
            var spring = Spring()
            if let e = argument("spring") {
                guard case .spring(let s)? = constantValue(e, .spring, hint: hint) else { return nil }
                spring = s
            }
            if duration == nil, !spring.settlingDuration.isFinite {
                diagnostics.error(
                    "this spring never settles, so the keyframe needs a duration", at: e.range,
                    hint: "add 'duration: 0.5'")
                return nil
            }
            return each { .spring($0, duration: duration, spring: spring, startVelocity: start) }
        }
    }
}
