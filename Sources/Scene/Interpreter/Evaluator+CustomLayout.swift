// Evaluator+CustomLayout.swift: a user Layout's methods as closures Layout calls with a proposal, bounds and subview
// proxies (CustomLayout.swift); each call runs on a copy of this frame's evaluator and globals, as a custom shape's
// `path(in:)` does (Evaluator+CustomShape.swift). Status: complete for issue #14.

import Geometry

extension Evaluator {
    func customLayout(_ name: String, size: Int, place: Int, instance: [Value]) -> CustomLayout {
        let routines = self.routines
        let globals = self.globals
        let (time, frame) = (self.time, self.frame)
        @Sendable func run(_ routine: Int, _ arguments: [Value]) throws(RuntimeFailure) -> Value {
            var evaluator = Evaluator(routines: routines, globalCount: globals.count, time: time, frame: frame)
            evaluator.globals = globals
            return try evaluator.callRoutine(routine, selfValues: instance, arguments: arguments)
        }
        return CustomLayout(
            name: name,
            size: { w, h, subviews throws(RuntimeFailure) in
                let result = try run(
                    size, [.proposedViewSize(width: w, height: h), .array(subviews.map { .layoutSubview($0) }), .void])
                if case .size(let width, let height) = result { return Size(width: width, height: height) }
                return Size(width: 0, height: 0)
            },
            place: { bounds, w, h, subviews throws(RuntimeFailure) in
                _ = try run(
                    place,
                    [
                        .rect(bounds), .proposedViewSize(width: w, height: h),
                        .array(subviews.map { .layoutSubview($0) }), .void,
                    ])
            })
    }
}
