// PresentationHost.swift: the window with what the state presents over it (Presentation.swift). A large sheet pushes
// the window's content back — scaled down under a dim on black, its corners rounded — and covers it from just below
// its top; a medium sheet, an alert and a confirmation dialog dim the content in place; a full-screen cover hides it.
// A view presented by a presented view is presented over it in turn.
// Rule: Apple: View.sheet(isPresented:onDismiss:content:), View.fullScreenCover(isPresented:onDismiss:content:),
// View.alert(_:isPresented:actions:message:), View.confirmationDialog(_:isPresented:titleVisibility:actions:message:)
// — developer.apple.com/documentation/swiftui/view-presentation (a presentation covers the window); Apple:
// UIModalPresentationStyle.pageSheet ("the presenting view … is dimmed" and, on iPhone in portrait, pushed back).
// Metrics observed on iOS 17 [UNCONF, not documented; a render has no status bar, so the safe area's top is 0]: the
// pushed-back content scaled by (width − 32) / width about its top edge, 10 pt below the top, corner radius 10 pt; the
// sheet's top 20 pt below the window's; every dim black at 20 %. A header-less scene that presents something is drawn
// on the preview screen (393 × 852 pt), as the window it covers.

import Geometry
import Scene
import Synchronization

/// Places the presented view over the window's content.
enum PresentationHost {
    /// The window a header-less scene with a presentation is drawn on.
    static let screen = Size(width: SceneProgram.previewScreen.width, height: SceneProgram.previewScreen.height)
    static let dim = Color.black.opacity(0.2)
    static let pushedBackTop = 10.0
    static let sheetTop = 20.0
    static let pushedBackInset = 16.0

    /// Set once a presentation has been built in this process: until then no frame can hold one, and the window's
    /// tree is not searched (most scenes present nothing).
    private static let built = Atomic<Bool>(false)

    static func noteBuilt() {
        if !built.load(ordering: .relaxed) { built.store(true, ordering: .relaxed) }
    }

    /// Whether `root` presents something.
    static func presents(_ root: ViewNode) -> Bool {
        built.load(ordering: .relaxed) && Presentation.presented(in: root) != nil
    }

    /// `root` with what it presents over it, in a window of `canvas` (points); `root` itself when nothing is presented.
    static func hosting(_ root: ViewNode, canvas: Size) -> ViewNode {
        guard built.load(ordering: .relaxed), var presented = Presentation.presented(in: root) else { return root }
        var b = NodeBuilder(key: root.identity ^ 0x5a5e_7a71)
        var window = composed(root, presented, canvas, &b)
        // A presentation from the presented view's content, over it (at most 8 deep).
        var depth = 0
        while depth < 8, let next = Presentation.presented(in: presented) {
            window = composed(window, next, canvas, &b)
            presented = next
            depth += 1
        }
        if root.prefersDarkColorScheme == true {
            window = b.wrap(window, "preferredColorScheme", PreferredColorScheme(dark: true))
        }
        return window
    }

    private static func composed(_ content: ViewNode, _ presented: ViewNode, _ canvas: Size, _ b: inout NodeBuilder)
        -> ViewNode
    {
        let (w, h) = (canvas.width, canvas.height)
        // The window's content on the system background (a header-less scene's canvas is transparent).
        let sized = b.wrap(content, "frame", FrameLayout(width: w, height: h))
        let filled = b.wrap(
            sized, "background", BackgroundModifier(alignment: .center),
            secondary: b.color(content.prefersDarkColorScheme == true ? .black : .white))
        guard case .view(let applied) = presented.kind else { return content }
        let top = Alignment(horizontal: .center, vertical: .top)
        let bottom = Alignment(horizontal: .center, vertical: .bottom)
        let dimmed = b.wrap(filled, "overlay", OverlayModifier(alignment: .center), secondary: b.color(dim))
        if let sheet = applied.view as? SheetView {
            if sheet.style == "fullScreenCover" {
                return b.wrap(presented, "frame", FrameLayout(width: w, height: h))
            }
            let opening = PresentationDetents.openingHeight(
                in: singleView(applied.children, range: presented.range), window: h)
            if opening < h {
                let card = b.wrap(presented, "frame", FrameLayout(width: w, height: opening.rounded()))
                return b.stack(.z, alignment: bottom, spacing: nil, [dimmed, card])
            }
            let scale = max(0, (w - 2 * pushedBackInset) / max(w, 1))
            var pushed = b.wrap(
                dimmed, "clipShape", ClipEffect(shape: .roundedRectangle(cornerRadius: 10, style: .continuous)))
            pushed = b.wrap(pushed, "scaleEffect", ScaleEffect(x: scale, y: scale, anchor: UnitPoint(x: 0.5, y: 0)))
            pushed = b.wrap(pushed, "offset", OffsetEffect(x: 0, y: pushedBackTop))
            var card = b.wrap(presented, "frame", FrameLayout(width: w, height: max(0, h - sheetTop)))
            card = b.wrap(card, "offset", OffsetEffect(x: 0, y: sheetTop))
            return b.stack(.z, alignment: top, spacing: nil, [b.color(.black), pushed, card])
        }
        if applied.view is ConfirmationDialogView {
            let margin = ConfirmationDialogView.margin
            let card = b.wrap(
                presented, "padding",
                PaddingLayout(insets: EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)))
            let sized = b.wrap(card, "frame", FrameLayout(width: w, height: nil))
            return b.stack(.z, alignment: bottom, spacing: nil, [dimmed, sized])
        }
        return b.stack(.z, alignment: .center, spacing: nil, [dimmed, presented])
    }
}
