// CoordinateSpaceName.swift: `.coordinateSpace(.named("x"))` / `.coordinateSpace(name: "x")`: names the modified
// view's box, so a GeometryProxy below can give frames relative to it.
// Rule: Apple: View.coordinateSpace(_:) — developer.apple.com/documentation/swiftui/view/coordinatespace(_:) and
// coordinateSpace(name:); GeometryProxy.frame(in:) with `.named(_)`. Layout records the origin
// (CoordinateSpaceModifier); the proxy reads it (Parser+GeometryProxy). Status: complete.

import Geometry

public struct CoordinateSpaceName: ViewModifier {
    public var name: String

    public init(name: String) { self.name = name }
}

extension Value {
    /// A GeometryProxy value (Parser+GeometryProxy: size, globalOrigin, namedOrigins).
    static func geometryProxy(size: Size, origin: Point, spaces: [String: Point]) -> Value {
        let names = spaces.keys.sorted()
        return .instance([
            .size(width: size.width, height: size.height), .point(origin),
            .dictionary(keys: names.map { .string($0) }, values: names.map { .point(spaces[$0]!) }),
        ])
    }
}
