// Checker+CoordinateSpace.swift: `.coordinateSpace(.named("x"))` and `.coordinateSpace(name: "x")` on views; the
// argument is the scene-language CoordinateSpace (Parser+GeometryProxy) or a name.
// Rule: Apple: View.coordinateSpace(_:) — developer.apple.com/documentation/swiftui/view/coordinatespace(_:) (iOS 17,
// a NamedCoordinateSpace such as `.named("x")`) and View.coordinateSpace(name:) (earlier, any Hashable name; here a
// String). Status: complete.

extension Checker {
    mutating func checkCoordinateSpace(_ views: IR, _ call: CallSite) -> Typed {
        guard call.trailing == nil, call.arguments.count == 1 else {
            diagnostics.error(
                "coordinateSpace takes one name", at: call.range, hint: "write '.coordinateSpace(.named(\"stage\"))'")
            checkLoosely(call)
            return .error
        }
        let argument = call.arguments[0]
        let name: IR
        if argument.label == "name" {
            name = coerce(check(argument.value, expected: .string), to: .string, at: argument.range, .argument)
        } else if argument.label == nil, let index = structIndex["CoordinateSpace"] {
            let type = SceneType.instance(index, name: "CoordinateSpace")
            // Its stored `name` (the second property); `.local`/`.global` name no space.
            let space = coerce(check(argument.value, expected: type), to: type, at: argument.range, .argument)
            name = .storedProperty(space, 1)
        } else {
            diagnostics.error(
                "extra argument '\(argument.label ?? "_")' in call to 'coordinateSpace'", at: argument.range,
                hint: "write '.coordinateSpace(.named(\"stage\"))' or '.coordinateSpace(name: \"stage\")'")
            return .error
        }
        let make: BuiltinImplementation = { v, range in
            let applied = AppliedModifier(
                name: "coordinateSpace", arguments: [WrittenArgument(label: "name", value: v[1])],
                modifier: CoordinateSpaceName(name: v[1].string))
            return .views(v[0].views.map { $0.modified(applied, range: range) })
        }
        return Typed(ir: .apply(make, [views, name], call.range), type: .view)
    }
}
