// Parser+AsyncImage.swift: `AsyncImagePhase`, declared in the scene language for `AsyncImage(url:) { phase in switch
// phase { … } }` (Checker+AsyncImage.swift).
// Rule: Apple: AsyncImagePhase — developer.apple.com/documentation/swiftui/asyncimagephase (`.empty` "no image is
// loaded", `.success(Image)`, `.failure(Error)`, and the `image`/`error` accessors). A render loads nothing, so the
// phase a scene sees is always `.empty`; the other cases exist so that switches over them type-check. Status:
// complete.

extension Parser {
    static let asyncImageSource = """
        struct AsyncImageError {
            var localizedDescription: String { "" }
        }
        enum AsyncImagePhase {
            case empty
            case success(Image)
            case failure(AsyncImageError)
            var image: Image? { nil }
            var error: AsyncImageError? { nil }
        }
        """

    /// The declarations of `asyncImageSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let asyncImageDeclarations: [Stmt] = prelude(asyncImageSource)
}
