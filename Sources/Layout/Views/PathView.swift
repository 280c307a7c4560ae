// PathView.swift: a `Path` used as a view.
// Rule: Apple: Path — developer.apple.com/documentation/swiftui/path ("Path conforms to Shape"; its
// `path(in:)` returns the path itself, so it is drawn as written in the view's coordinates, not fitted to the frame;
// as a view it fills what it is proposed and is filled with the foreground style). Status: complete.

import Geometry
import Scene

struct PathView: ShapeView {
    var path: Path

    var kind: ShapeKind { .path(path) }

    /// Paths become views by coercion (Vocabulary.pathView), not by a view initialiser.
    static let declarations: [ViewDeclaration] = []

    /// The view for a Path value where a view or shape is expected.
    static let coercion: BuiltinImplementation = { v, range in
        .views([
            ViewNode(
                AppliedView(
                    name: "Path", arguments: [WrittenArgument(label: nil, value: v[0])], view: PathView(path: v[0].path)
                ),
                range: range)
        ])
    }
}
