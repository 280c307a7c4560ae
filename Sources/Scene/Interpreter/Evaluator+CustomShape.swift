// Evaluator+CustomShape.swift: a user shape's `path(in:)`, run later by layout for the rect it gets.
// Rule: Apple: Shape.path(in:) — developer.apple.com/documentation/swiftui/shape/path(in:): the path depends on the
// rect, known only after layout; the frame's evaluator state (routines, globals, time) is captured so the call sees
// what the frame saw, and a failure draws nothing (the scene's other errors were reported when it was checked).
// Status: complete.

import Geometry

extension Evaluator {
    func customShape(_ name: String, routine: Int, instance: [Value], animatable: [Int]) -> CustomShape {
        let routines = self.routines
        let globals = self.globals
        let (time, frame) = (self.time, self.frame)
        var hasher = Hasher()
        hasher.combine(name)
        for (i, value) in instance.enumerated() where !animatable.contains(i) { hasher.combine(value.interpolated) }
        let current = animatable.compactMap { if case .double(let d) = instance[$0] { d } else { nil } }
        return CustomShape(name: name, key: hasher.finalize(), animatableData: current) { rect, data in
            var evaluator = Evaluator(routines: routines, globalCount: globals.count, time: time, frame: frame)
            evaluator.globals = globals
            var values = instance
            if data.count == animatable.count {
                for (slot, value) in zip(animatable, data) { values[slot] = .double(value) }
            }
            let result = try? evaluator.callRoutine(routine, selfValues: values, arguments: [.rect(rect)])
            if case .path(let path)? = result { return path }
            return Path()
        }
    }

    /// Runs routine `index` on an instance with `arguments` (no call site: layout calls it).
    mutating func callRoutine(_ index: Int, selfValues: [Value], arguments: [Value]) throws(RuntimeFailure) -> Value {
        let routine = routines[index]
        var frame = Frame(slotCount: routine.slotCount, arguments: arguments, selfValues: selfValues)
        var views: [ViewNode] = []
        if let returned = try run(routine.body, &frame, &views) { return returned }
        return .void
    }
}

extension Evaluator {
    /// A user GeometryEffect: its `effectValue(size:)` run later by layout for the size it gets, at the (animated)
    /// `animatableData`, as a shape's path is.
    func customEffect(_ name: String, routine: Int, instance: [Value], animatable: [Int]) -> CustomGeometryEffect {
        let routines = self.routines
        let globals = self.globals
        let (time, frame) = (self.time, self.frame)
        var hasher = Hasher()
        hasher.combine(name)
        for (i, value) in instance.enumerated() where !animatable.contains(i) { hasher.combine(value.interpolated) }
        let current = animatable.compactMap { if case .double(let d) = instance[$0] { d } else { nil } }
        return CustomGeometryEffect(name: name, key: hasher.finalize(), animatableData: current) { size, data in
            var evaluator = Evaluator(routines: routines, globalCount: globals.count, time: time, frame: frame)
            evaluator.globals = globals
            var values = instance
            if data.count == animatable.count {
                for (slot, value) in zip(animatable, data) { values[slot] = .double(value) }
            }
            let result = try? evaluator.callRoutine(
                routine, selfValues: values, arguments: [.size(width: size.width, height: size.height)])
            if case .affineTransform(let t)? = result { return t }
            return .identity
        }
    }
}
