// ViewModifier.swift: a modifier as the view tree carries it: what was written (name and arguments) and the typed
// value that Layout executes.
// Rule: SwiftUI's `ViewModifier` is a value wrapped around its content (Apple: ViewModifier,
// developer.apple.com/documentation/swiftui/viewmodifier); the language only carries it. The written form is kept
// beside the typed one so the answer key (Measure) can predict from what the author wrote, with its own algebra,
// never from the types Layout executes (docs/ARCHITECTURE.md).

/// A modifier value. Scene only carries it; the modules that give it meaning (Layout) conform it to their protocols.
public protocol ViewModifier: Sendable {
    /// The modifier with relative file paths in its values (a font file, an image) resolved against `directory`,
    /// the scene file's folder. Most modifiers name no file and return themselves.
    func resolvingFiles(in directory: String) -> Self
}

extension ViewModifier {
    public func resolvingFiles(in directory: String) -> Self { self }
}

/// One argument as written, after overload resolution: its label (nil for `_`) and its value (defaults filled in).
public struct WrittenArgument: Sendable {
    public var label: String?
    public var value: Value

    public init(label: String?, value: Value) {
        self.label = label
        self.value = value
    }
}

/// A modifier applied to a view: `.offset(x: 160)` is `name` "offset", `arguments` [x: 160, y: 0], `modifier` the
/// typed value, and for `background`/`overlay`/`mask` the `secondary` view they draw.
public struct AppliedModifier: Sendable {
    public var name: String
    public var arguments: [WrittenArgument]
    public var modifier: any ViewModifier
    public var secondary: ViewNode?

    public init(name: String, arguments: [WrittenArgument], modifier: any ViewModifier, secondary: ViewNode? = nil) {
        self.name = name
        self.arguments = arguments
        self.modifier = modifier
        self.secondary = secondary
    }

    /// The value of the argument labelled `label` (nil: `_`), if it was part of the chosen overload.
    public func argument(_ label: String?) -> Value? {
        arguments.first { $0.label == label }?.value
    }

    /// A copy with the secondary view replaced.
    public func with(secondary: ViewNode?) -> AppliedModifier {
        var m = self
        m.secondary = secondary
        return m
    }
}
