// Parser+ImageResource.swift: `ImageResource`, the type of the symbols Xcode 15 generates for an asset catalog's
// image sets, declared in the scene language so a property or parameter can hold one (`let image: ImageResource`,
// `Rate(image: .goldpiece)`, `Image(image)`).
// Rule: Apple: ImageResource — developer.apple.com/documentation/developertoolssupport/imageresource
// (`init(name:bundle:)`); a generated symbol `.goldpiece` is the resource named "goldpiece" (Checker+Members reads an
// unknown member of ImageResource so); `Image(_ resource:)` draws the image of that name (Checker+Calls). Status:
// complete.

extension Parser {
    static let imageResourceSource = """
        enum Bundle { case main, module }
        struct ImageResource: Hashable {
            let name: String
            init(name: String, bundle: Bundle = .main) {
                self.name = name
            }
        }
        """

    /// The declarations of `imageResourceSource`, placed nowhere in the user's file (empty ranges).
    static let imageResourceDeclarations: [Stmt] = prelude(imageResourceSource)
}
