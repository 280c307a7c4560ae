// TextEnvironment.swift: the text modifiers written around `Text` leaves, resolved into each leaf before layout.
// Rule: issue #5; SwiftUI's environment flows down the tree and the modifier nearest the Text wins per attribute
// (TextContent.swift). Resolving first lets sizing stay a function of the node and the proposal. Status: complete.

import Scene

extension ViewNode {
    /// The tree with every Text leaf's attributes set from the text modifiers above it (including those above the
    /// background/overlay that contains it); a tree without Text is returned as is.
    func resolvingTextEnvironment() -> ViewNode {
        containsText ? resolvingText(TextAttributes()) : self
    }

    /// The tree resolved under `attributes` written above it (a GeometryReader's content, laid out later).
    func resolvingTextEnvironment(_ attributes: TextAttributes) -> ViewNode {
        containsText ? resolvingText(attributes) : self
    }

    private var containsText: Bool {
        switch kind {
        case .view(let view):
            view.view is TextView || view.view is GeometryReaderContent || view.view is CanvasContent
                || view.children.contains { $0.containsText }
        case .empty: false
        case .group(let children): children.contains { $0.containsText }
        case .modified(let content, let applied):
            switch applied.layout {
            case is BackgroundModifier, is OverlayModifier, is MaskEffect:
                content.containsText || (applied.secondary?.containsText ?? false)
            default: content.containsText
            }
        }
    }

    /// This node with `kind` replaced: its range and identity stay, so layers, animations and transitions keyed by
    /// the identity still find it (a rebuilt node with identity 0 made sibling clip layers merge into one).
    private func with(_ kind: Kind) -> ViewNode {
        var node = self
        node.kind = kind
        return node
    }

    private func resolvingText(_ environment: TextAttributes) -> ViewNode {
        switch kind {
        case .view(var view):
            if let text = view.view as? TextView {
                var content = text.content
                content.attributes = environment
                view.view = TextView(content: content)
                return with(.view(view))
            }
            if var reader = view.view as? GeometryReaderContent {
                // The content is evaluated at layout time; it inherits what is written here.
                reader.textAttributes = environment
                view.view = reader
                return with(.view(view))
            }
            if var canvas = view.view as? CanvasContent {
                // The drawing runs at layout time; the Text it draws inherits what is written here.
                canvas.textAttributes = environment
                view.view = canvas
                return with(.view(view))
            }
            guard !view.children.isEmpty else { return self }
            view.children = view.children.map { $0.resolvingText(environment) }
            return with(.view(view))
        case .empty:
            return self
        case .group(let children):
            return with(.group(children.map { $0.resolvingText(environment) }))
        case .modified(let content, let applied):
            switch applied.layout {
            case let writer as TextEnvironmentWriter:
                return with(.modified(content.resolvingText(environment.applying(writer.value)), applied))
            case is BackgroundModifier, is OverlayModifier, is MaskEffect:
                // The background, overlay or mask sees the environment written outside it, not its primary's.
                let inner = content.resolvingText(environment)
                let secondary = applied.secondary?.resolvingText(environment)
                return with(.modified(inner, applied.with(secondary: secondary)))
            default:
                return with(.modified(content.resolvingText(environment), applied))
            }
        }
    }
}
