// Parser+PreviewLayout.swift: `previewLayout(_:)` on a preview's view, declared in the scene language: the size of
// the container Xcode shows the preview in, which is the canvas of a header-less scene.
// Rule: Apple: View.previewLayout(_:) — developer.apple.com/documentation/swiftui/view/previewlayout(_:) and
// PreviewLayout — developer.apple.com/documentation/swiftui/previewlayout: `.fixed(width:height:)` "centers the
// preview in a container the size you specify", `.device` "centers the preview in a container the size of the device
// that the preview is running on", `.sizeThatFits` "fits the container to the size of the preview". Each is the frame
// Xcode gives the root: a fixed one is `.frame(width:height:)` (the root proposed that size and centred in it, so a
// header-less scene's canvas, its root's ideal size, is that size); `.device` the same with the preview screen's size
// (what `UIScreen.main.bounds` answers, Builtins.referenceScreen); `.sizeThatFits` adds nothing (the canvas is the
// root's ideal size, or the screen for a root that takes any offer, SceneProgram `fit`). Only a header-less file is a
// preview: with a `scene(…)` header the modifier is inert (SwiftUIModifierCatalog). Status: complete for a preview's
// root; written on a view further in, it frames that view too (SwiftUI reads it only on a preview's root).

extension Parser {
    static let previewLayoutSource = """
        struct PreviewLayout {
            let kind: Int
            let width: Double
            let height: Double
            static let device = PreviewLayout(kind: 0, width: 0, height: 0)
            static let sizeThatFits = PreviewLayout(kind: 1, width: 0, height: 0)
            static func fixed(width: Double, height: Double) -> PreviewLayout {
                PreviewLayout(kind: 2, width: width, height: height)
            }
        }
        extension View {
            @ViewBuilder func previewLayout(_ layout: PreviewLayout) -> some View {
                if layout.kind == 2 {
                    self.frame(width: layout.width, height: layout.height)
                } else if layout.kind == 0 {
                    self.frame(width: \(Builtins.referenceScreen.width), height: \(Builtins.referenceScreen.height))
                } else {
                    self
                }
            }
        }
        """

    static let previewLayoutDeclarations: [Stmt] = prelude(previewLayoutSource)
}
