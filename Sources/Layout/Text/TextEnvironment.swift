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

    private var containsText: Bool {
        switch kind {
        case .text: true
        case .shape, .color, .spacer, .empty: false
        case .stack(_, _, _, let children), .group(let children): children.contains { $0.containsText }
        case .modified(let content, let modifier):
            switch modifier {
            case .background(let v, _), .overlay(let v, _): content.containsText || v.containsText
            default: content.containsText
            }
        }
    }

    private func resolvingText(_ environment: TextAttributes) -> ViewNode {
        switch kind {
        case .text(let content):
            return ViewNode(.text(TextContent(content.string, attributes: environment)), range: range)
        case .shape, .color, .spacer, .empty:
            return self
        case .stack(let axis, let alignment, let spacing, let children):
            let resolved = children.map { $0.resolvingText(environment) }
            return ViewNode(.stack(axis, alignment: alignment, spacing: spacing, children: resolved), range: range)
        case .group(let children):
            return ViewNode(.group(children.map { $0.resolvingText(environment) }), range: range)
        case .modified(let content, let modifier):
            switch modifier {
            case .text(let m):
                return ViewNode(.modified(content.resolvingText(environment.applying(m)), modifier), range: range)
            case .background(let v, let a):
                let inner = content.resolvingText(environment)
                return ViewNode(
                    .modified(inner, .background(v.resolvingText(environment), alignment: a)), range: range)
            case .overlay(let v, let a):
                let inner = content.resolvingText(environment)
                return ViewNode(.modified(inner, .overlay(v.resolvingText(environment), alignment: a)), range: range)
            default:
                return ViewNode(.modified(content.resolvingText(environment), modifier), range: range)
            }
        }
    }
}
