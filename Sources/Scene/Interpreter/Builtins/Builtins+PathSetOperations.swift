// Builtins+PathSetOperations.swift: a Path value's set operations (iOS 17 / macOS 14): `union(_:eoFill:)`,
// `intersection(_:eoFill:)`, `subtracting(_:eoFill:)`, `symmetricDifference(_:eoFill:)`,
// `lineIntersection(_:eoFill:)`, `lineSubtraction(_:eoFill:)`, each taking another Path and returning a Path.
// Rule: Apple: Path.union(_:eoFill:) — developer.apple.com/documentation/swiftui/path/union(_:eofill:) and siblings;
// the outlines are Geometry's (Path+SetOperations.swift), curves flattened within 0.0025 units. Status: complete.

import Geometry

extension Builtins {
    static let pathSetOperationMethods: [String: [BuiltinFunction]] = {
        let operations: [(String, @Sendable (Path, Path, Bool) -> Path)] = [
            ("union", { $0.union($1, eoFill: $2) }),
            ("intersection", { $0.intersection($1, eoFill: $2) }),
            ("subtracting", { $0.subtracting($1, eoFill: $2) }),
            ("symmetricDifference", { $0.symmetricDifference($1, eoFill: $2) }),
            ("lineIntersection", { $0.lineIntersection($1, eoFill: $2) }),
            ("lineSubtraction", { $0.lineSubtraction($1, eoFill: $2) }),
        ]
        var methods: [String: [BuiltinFunction]] = [:]
        for (name, operation) in operations {
            methods[name] = [
                BuiltinFunction([arg(nil, .path), arg("eoFill", .bool, .bool(false))], .path) { v, _ in
                    .path(operation(v[0].path, v[1].path, v[2].bool))
                }
            ]
        }
        return methods
    }()
}
