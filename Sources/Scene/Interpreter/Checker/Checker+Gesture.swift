// Checker+Gesture.swift: gestures as values: `DragGesture()`, `TapGesture(count:)`, `LongPressGesture`,
// `MagnifyGesture`/`MagnificationGesture`, `RotateGesture`/`RotationGesture`, `SpatialTapGesture`, their `.onChanged`,
// `.onEnded`, `.updating($state) { value, state, transaction in … }` and combinations, stored or returned as
// `some Gesture` and attached with `.gesture`/`.simultaneousGesture`/`.highPriorityGesture`.
// Rule: Apple: Gesture — developer.apple.com/documentation/swiftui/gesture, and "Adding interactivity with gestures"
// (a gesture's actions run only on user input). A render has no input, so no gesture action ever runs: a gesture is
// the one value of type `some Gesture`, its actions are checked as actions (names, `@State` writes) with their
// gesture values unchecked (`.error`, which every use accepts), and the modifiers that attach them are inert with a
// warning (Vocabulary+SwiftUI). Status: complete for the gestures and members listed.

extension Checker {
    /// The type of every gesture value (`some Gesture`).
    static let gestureType = SceneType.enumeration("Gesture")

    static let gestureNames: Set<String> = [
        "DragGesture", "TapGesture", "LongPressGesture", "MagnifyGesture", "MagnificationGesture", "RotateGesture",
        "RotationGesture", "SpatialTapGesture", "WindowDragGesture",
    ]

    /// Members of a gesture that give a gesture back.
    static let gestureMethods: Set<String> = [
        "onChanged", "onEnded", "updating", "simultaneously", "sequenced", "exclusively", "map",
    ]

    /// `DragGesture(minimumDistance: 0)`: its arguments checked, a gesture value.
    mutating func checkGestureConstruction(_ name: String, _ call: CallSite) -> Typed {
        checkGestureArguments(call)
        return Typed(ir: .constant(.enumeration(type: "Gesture", name: name)), type: Checker.gestureType)
    }

    /// `gesture.onEnded { value in … }` and the other members, or nil when `base` is not a gesture.
    mutating func checkGestureMethod(_ base: Expr, _ name: String, _ call: CallSite) -> Typed? {
        guard Checker.gestureMethods.contains(name) else { return nil }
        let receiver = checkOnTrial(base)
        guard receiver.typed.type == Checker.gestureType else { return nil }
        _ = check(base, expected: nil)
        checkGestureArguments(call)
        return Typed(ir: receiver.typed.ir, type: Checker.gestureType)
    }

    /// Arguments of a gesture or its members: closures are actions whose parameters (the gesture's value, the
    /// `updating` state and transaction) are unchecked and assignable; other arguments are checked as written.
    private mutating func checkGestureArguments(_ call: CallSite) {
        var closures: [Closure] = []
        for argument in call.arguments {
            if case .closure(let closure) = argument.value.kind {
                closures.append(closure)
            } else if !argument.value.isImplicitMemberChain {
                _ = check(argument.value, expected: nil)
            }
        }
        if let trailing = call.trailing { closures.append(trailing) }
        checkInertActions(closures)
    }

    /// Actions no render runs (a gesture's, a TextField's callbacks): checked as actions, with their parameters
    /// unchecked and assignable, and dropped.
    mutating func checkInertActions(_ closures: [Closure]) {
        for closure in closures {
            pushScope()
            for parameter in closure.parameters {
                declareLocal(parameter.name, type: .error, mutable: true, at: parameter.range)
            }
            if !closure.hasParameterClause {
                for i in 0..<3 { declareLocal("$\(i)", type: .error, mutable: true, at: closure.range) }
            }
            _ = checkAction(closure.body)
            popScope()
        }
    }
}
