// TextEnvironment.swift: the text modifiers written around `Text` leaves, resolved into each leaf before layout.
// Rule: issue #5; SwiftUI's environment flows down the tree and the modifier nearest the Text wins per attribute
// (TextContent.swift). Resolving first lets sizing stay a function of the node and the proposal. Status: complete.

import Scene

extension ViewNode {
    /// The tree with every Text leaf's attributes set from the text modifiers above it (including those above the
    /// background/overlay that contains it); a tree without Text is returned as is.
    func resolvingTextEnvironment() -> ViewNode {
        resolvedText(TextAttributes()) ?? self
    }

    /// The tree resolved under `attributes` written above it (a GeometryReader's content, laid out later).
    func resolvingTextEnvironment(_ attributes: TextAttributes) -> ViewNode {
        resolvedText(attributes) ?? self
    }

    /// This node with `kind` replaced: its range and identity stay, so layers, animations and transitions keyed by
    /// the identity still find it (a rebuilt node with identity 0 made sibling clip layers merge into one).
    private func with(_ kind: Kind) -> ViewNode {
        var node = self
        node.kind = kind
        return node
    }

    /// The node with its Text leaves resolved under `environment`; nil when nothing below needs it (no Text,
    /// GeometryReader or Canvas), so a subtree without text is kept as it is, without a walk (issue #21).
    private func resolvedText(_ environment: TextAttributes) -> ViewNode? {
        // A subtree with no Text, GeometryReader or Canvas anywhere (the flag kept since construction) is not walked.
        guard readsTextEnvironment else { return nil }
        switch kind {
        case .view(var view):
            // Type identity first (a metadata comparison): most leaves are none of the three, and a failed `as?`
            // costs a runtime cast each (issue #21).
            let type = view.viewType
            guard
                type == TextView.self || type == GeometryReaderContent.self || type == CanvasContent.self
                    || type == PreferenceValueContent.self
            else {
                // A small or mini bordered button sets its label in a smaller text style (ButtonView).
                let inner =
                    type == ButtonView.self
                    ? view.withView { ($0 as? ButtonView)?.labelText(environment) } ?? environment : environment
                guard let children = ViewNode.resolvedText(view.children, inner) else { return nil }
                view.children = children
                return with(.view(view))
            }
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
            if var decoration = view.view as? PreferenceValueContent {
                // `overlayPreferenceValue`'s view, built at layout time (AnchorPreferenceModifier.swift).
                decoration.textAttributes = environment
                view.view = decoration
                return with(.view(view))
            }
            if var canvas = view.view as? CanvasContent {
                // The drawing runs at layout time; the Text it draws inherits what is written here.
                canvas.textAttributes = environment
                view.view = canvas
                return with(.view(view))
            }
            guard let children = ViewNode.resolvedText(view.children, environment) else { return nil }
            view.children = children
            return with(.view(view))
        case .empty:
            return nil
        case .group(let children):
            return ViewNode.resolvedText(children, environment).map { with(.group($0)) }
        case .modified(let content, let applied):
            let type = applied.modifierType
            guard
                type == TextEnvironmentWriter.self || type == BackgroundModifier.self || type == OverlayModifier.self
                    || type == MaskEffect.self || type == PreferenceValueDecoration.self
            else {
                return content.resolvedText(environment).map { with(.modified($0, applied)) }
            }
            switch applied.modifier {
            case let writer as TextEnvironmentWriter:
                return content.resolvedText(environment.applying(writer.value)).map { with(.modified($0, applied)) }
            case is BackgroundModifier, is OverlayModifier, is MaskEffect, is PreferenceValueDecoration:
                // The background, overlay or mask sees the environment written outside it, not its primary's.
                let inner = content.resolvedText(environment)
                let secondary = applied.secondary?.resolvedText(environment)
                guard inner != nil || secondary != nil else { return nil }
                return with(.modified(inner ?? content, secondary.map { applied.with(secondary: $0) } ?? applied))
            default:
                return content.resolvedText(environment).map { with(.modified($0, applied)) }
            }
        }
    }

    /// `children` with their text resolved; nil when none changed.
    private static func resolvedText(_ children: [ViewNode], _ environment: TextAttributes) -> [ViewNode]? {
        var out: [ViewNode]?
        for i in children.indices {
            guard let resolved = children[i].resolvedText(environment) else { continue }
            if out == nil { out = children }
            out![i] = resolved
        }
        return out
    }
}
