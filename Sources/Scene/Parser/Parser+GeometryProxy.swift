// Parser+GeometryProxy.swift: the types a `GeometryReader`'s content receives, declared in the scene language.
// Rule: Apple: GeometryProxy (size, safeAreaInsets, frame(in:)) and CoordinateSpace (.local, .global, .named(_)) —
// developer.apple.com/documentation/swiftui/geometryproxy. A file that names GeometryReader gets these
// declarations, so `proxy.size.width` and `proxy.frame(in: .global).midX` check as ordinary members; the evaluator
// builds the proxy with the size, global origin and named coordinate spaces layout gives (Evaluator+GeometryReader);
// `.named(x)` is the frame relative to the view that wrote `.coordinateSpace(.named(x))` above it (Apple:
// View.coordinateSpace(_:)), global when none did; `.scrollView` is taken as global. A rendered canvas has no safe
// area: the insets are zero. Status: complete for those members.

extension Parser {
    static let geometryProxySource = """
        struct CoordinateSpace {
            let kind: Int
            let name: String
            static var local: CoordinateSpace { CoordinateSpace(kind: 0, name: "") }
            static var global: CoordinateSpace { CoordinateSpace(kind: 1, name: "") }
            static var scrollView: CoordinateSpace { CoordinateSpace(kind: 1, name: "") }
            static func named(_ name: String) -> CoordinateSpace { CoordinateSpace(kind: 2, name: name) }
        }
        struct GeometryProxy {
            let size: CGSize
            let globalOrigin: CGPoint
            let namedOrigins: [String: CGPoint]
            var safeAreaInsets: EdgeInsets { EdgeInsets() }
            func frame(in space: CoordinateSpace) -> CGRect {
                if space.kind == 0 { return CGRect(x: 0, y: 0, width: size.width, height: size.height) }
                if space.kind == 2, let o = namedOrigins[space.name] {
                    return CGRect(x: globalOrigin.x - o.x, y: globalOrigin.y - o.y, width: size.width, height: size.height)
                }
                return CGRect(x: globalOrigin.x, y: globalOrigin.y, width: size.width, height: size.height)
            }
        }
        """

    /// The declarations of `geometryProxySource`, placed nowhere in the user's file (empty ranges, never reported).
    static let geometryProxyDeclarations: [Stmt] = {
        var parser = Parser(tokens: Lexer.tokenize(geometryProxySource).0)
        let statements = parser.parseFile() + parser.hoistedStatics + parser.hoistedTypes
        return statements.map { Stmt(kind: $0.kind, range: .none) }
    }()
}
