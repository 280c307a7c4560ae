// Parser+GeometryProxy.swift: the types a `GeometryReader`'s content receives, declared in the scene language.
// Rule: Apple: GeometryProxy (size, safeAreaInsets, frame(in:)) and CoordinateSpace (.local, .global, .named(_)) —
// developer.apple.com/documentation/swiftui/geometryproxy. A file that names GeometryReader gets these
// declarations, so `proxy.size.width` and `proxy.frame(in: .global).midX` check as ordinary members; the evaluator
// builds the proxy with the size and global origin layout gives (Evaluator+GeometryReader). A rendered canvas has no
// safe area: the insets are zero. Named coordinate spaces are taken as global. Status: complete for those members.

extension Parser {
    static let geometryProxySource = """
        enum CoordinateSpace: Equatable {
            case local
            case global
            static func named(_ name: String) -> CoordinateSpace { .global }
        }
        struct GeometryProxy {
            let size: CGSize
            let globalOrigin: CGPoint
            var safeAreaInsets: EdgeInsets { EdgeInsets() }
            func frame(in space: CoordinateSpace) -> CGRect {
                if space == .local { return CGRect(x: 0, y: 0, width: size.width, height: size.height) }
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
