// Evaluator+CustomShape.swift: a user shape's `path(in:)` and a user GeometryEffect's `effectValue(size:)`, run later by
// layout for the rect or size it gets.
// Rule: Apple: Shape.path(in:) — developer.apple.com/documentation/swiftui/shape/path(in:): the path depends on the
// rect, known only after layout; the frame's evaluator state (routines, globals, time) is captured so the call sees
// what the frame saw, and a failure draws nothing (the scene's other errors were reported when it was checked).
// Status: complete.

import Geometry

extension Evaluator {
    /// `instance` is the shape's value: a struct's stored properties, or an enum's case (`enum Shapes: Shape` with
    /// `switch self` in `path(in:)`), which the routine reads as `self`.
    func customShape(_ name: String, routine: Int, instance value: Value, animatable: [Int]) -> CustomShape {
        var instance: [Value] = []
        var selfValue: Value? = nil
        if case .instance(let fields) = value { instance = fields } else { selfValue = value }
        let deferred = deferredMember(
            name, routine: routine, instance: instance, selfValue: selfValue, animatable: animatable)
        return CustomShape(name: name, key: deferred.key, animatableData: deferred.current) { rect, data in
            if case .path(let path)? = deferred.call([.rect(rect)], data) { return path }
            return Path()
        }
    }

    /// A user GeometryEffect: its `effectValue(size:)` run later by layout for the size it gets, at the (animated)
    /// `animatableData`, as a shape's path is.
    func customEffect(_ name: String, routine: Int, instance: [Value], animatable: [Int]) -> CustomGeometryEffect {
        let deferred = deferredMember(name, routine: routine, instance: instance, animatable: animatable)
        return CustomGeometryEffect(name: name, key: deferred.key, animatableData: deferred.current) { size, data in
            let result = deferred.call([.size(width: size.width, height: size.height)], data)
            if case .affineTransform(let t)? = result { return t }
            return .identity
        }
    }

    /// A member routine of an instance, to run later (layout) with this frame's state: the identity of the type and
    /// its non-animated values, the current values of the `animatable` stored slots, and the call, which writes the
    /// animated values it is given into those slots (nil when the routine fails).
    private func deferredMember(
        _ name: String, routine: Int, instance: [Value], selfValue: Value? = nil, animatable: [Int]
    ) -> (
        key: Int, current: [Double], call: @Sendable ([Value], [Double]) -> Value?
    ) {
        let routines = self.routines
        let globals = self.globals
        let (time, frame) = (self.time, self.frame)
        var hasher = Hasher()
        hasher.combine(name)
        for (i, value) in instance.enumerated() where !animatable.contains(i) { hasher.combine(value.interpolated) }
        if let selfValue { hasher.combine(selfValue.interpolated) }
        let current = animatable.flatMap { Evaluator.animatableComponents(instance[$0]) }
        return (
            hasher.finalize(), current,
            { arguments, data in
                var evaluator = Evaluator(routines: routines, globalCount: globals.count, time: time, frame: frame)
                evaluator.globals = globals
                var values = instance
                if data.count == current.count {
                    var next = data.startIndex
                    for slot in animatable {
                        let count = Evaluator.animatableComponents(instance[slot]).count
                        values[slot] = Evaluator.replacingComponents(
                            of: instance[slot], with: data[next..<next + count])
                        next += count
                    }
                }
                return try? evaluator.callRoutine(
                    routine, selfValues: values, selfValue: selfValue, arguments: arguments)
            }
        )
    }

    /// The numbers a stored animatable value interpolates by (Apple: Animatable.animatableData — a Double itself, an
    /// Angle its radians, a CGPoint x and y, a CGSize width and height, a CGRect origin then size); none for others.
    static func animatableComponents(_ value: Value) -> [Double] {
        switch value {
        case .double(let d): [d]
        case .angle(let a): [a.radians]
        case .point(let p): [p.x, p.y]
        case .size(let w, let h): [w, h]
        case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
        default: []
        }
    }

    /// `value` of the same kind rebuilt from its `animatableComponents`.
    static func replacingComponents(of value: Value, with c: ArraySlice<Double>) -> Value {
        let c = Array(c)
        switch value {
        case .double: return .double(c[0])
        case .angle: return .angle(Angle(radians: c[0]))
        case .point: return .point(Point(x: c[0], y: c[1]))
        case .size: return .size(width: c[0], height: c[1])
        case .rect: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        default: return value
        }
    }

    /// Runs routine `index` on an instance with `arguments` (no call site: layout calls it).
    mutating func callRoutine(
        _ index: Int, selfValues: [Value], selfValue: Value? = nil, arguments: [Value]
    ) throws(RuntimeFailure) -> Value {
        let routine = routines[index]
        var frame = Frame(slotCount: routine.slotCount, arguments: arguments, selfValues: selfValues)
        if let selfValue { frame.selfValue = selfValue }
        var views: [ViewNode] = []
        if let returned = try run(routine.body, &frame, &views) { return returned }
        return .void
    }
}
