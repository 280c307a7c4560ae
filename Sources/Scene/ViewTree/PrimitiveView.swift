// PrimitiveView.swift: a view as the view tree carries it: what was written (name, arguments, children) and the
// typed value that Layout lays out and draws.
// Rule: SwiftUI's primitive views (shapes, `Color`, `Text`, `Spacer`, stacks) are values whose body is not another
// view; a scene's own `View` structs are expanded by the evaluator, so the tree holds only primitives and modifiers.
// As for modifiers (ViewModifier.swift), the written form is what the answer key reads.

/// A primitive view value. Scene only carries it; Layout conforms it to `LayoutView`.
public protocol PrimitiveView: Sendable {
    /// The view with relative file paths in its values resolved against `directory`, the scene file's folder.
    func resolvingFiles(in directory: String) -> Self

    /// Whether the view takes the text attributes written above it (a `Text`, and the content a GeometryReader or
    /// Canvas builds at layout time): Layout resolves the text environment only into subtrees that hold one
    /// (ViewNode.readsTextEnvironment). Default: false.
    static var readsTextEnvironment: Bool { get }
}

extension PrimitiveView {
    public func resolvingFiles(in directory: String) -> Self { self }
    public static var readsTextEnvironment: Bool { false }
}

/// A primitive view that is a bitmap (Layout's `Image`), so the language can hand its pixels to a shader
/// (`Shader.Argument.image(_:)`) without knowing Layout.
public protocol PrimitiveBitmap: PrimitiveView {
    /// Premultiplied sRGB RGBA8, top row first.
    var bitmap: (width: Int, height: Int, pixels: [UInt8]) { get }
}

/// A primitive view: `Rectangle()` is `name` "Rectangle" with no arguments; `HStack(spacing: 4) { … }` is "HStack"
/// with its written arguments and its content as `children` (ForEach results and `if` branches already flattened).
///
/// As with `AppliedModifier`, the values live in one immutable shared box, so a copy (every match of a `.view` node
/// in layout) retains one reference; a write replaces the box.
public struct AppliedView: Sendable {
    /// What layout reads of every view comes first (as AppliedModifier's box: `hotBytes`).
    private final class Storage: Sendable {
        let viewType: any PrimitiveView.Type
        /// The view or one of its children reads the text environment (computed once, when the box is made).
        let readsTextEnvironment: Bool
        /// The children's summed subtree sizes and greatest height (ViewNode.subtreeCount, computed once).
        let childrenCount: Int
        let childrenHeight: Int
        let view: any PrimitiveView
        let children: [ViewNode]
        let written: WrittenArguments
        let name: String

        init(name: String, written: WrittenArguments, view: any PrimitiveView, children: [ViewNode]) {
            (self.name, self.written, self.view, self.children) = (name, written, view, children)
            viewType = type(of: view)
            readsTextEnvironment = viewType.readsTextEnvironment || children.contains { $0.readsTextEnvironment }
            (childrenCount, childrenHeight) = ViewNode.childrenStatistics(children)
        }
    }

    private var storage: Storage

    /// The address of the view's box (as AppliedModifier.storageAddress, for MemoTrace.prime).
    var storageAddress: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(storage).toOpaque()) }
    /// The box's bytes from its start to the end of `children` (a lower bound, as AppliedModifier.hotBytes).
    static let hotBytes =
        16 + MemoryLayout<any PrimitiveView.Type>.size + 1 + 2 * MemoryLayout<Int>.size
        + MemoryLayout<any PrimitiveView>.size + MemoryLayout<[ViewNode]>.size

    public var name: String {
        get { storage.name }
        set { storage = Storage(name: newValue, written: storage.written, view: view, children: children) }
    }
    /// The arguments as written (listed when read: WrittenArguments.swift).
    public var arguments: [WrittenArgument] {
        get { storage.written.list }
        set { storage = Storage(name: name, written: WrittenArguments(newValue), view: view, children: children) }
    }
    public var view: any PrimitiveView {
        get { storage.view }
        set { storage = Storage(name: name, written: storage.written, view: newValue, children: children) }
    }
    public var children: [ViewNode] {
        get { storage.children }
        set { storage = Storage(name: name, written: storage.written, view: view, children: newValue) }
    }

    public init(name: String, arguments: [WrittenArgument], view: any PrimitiveView, children: [ViewNode] = []) {
        storage = Storage(name: name, written: WrittenArguments(arguments), view: view, children: children)
    }

    /// A view called with `written` (a builtin's call: Vocabulary's `BuiltinFunction.view`).
    init(name: String, written: WrittenArguments, view: any PrimitiveView, children: [ViewNode]) {
        storage = Storage(name: name, written: written, view: view, children: children)
    }

    /// The view's dynamic type (kept when the box is made: reading it copies no value).
    public var viewType: any PrimitiveView.Type { storage.viewType }

    /// Whether the view or anything in its children reads the text environment (PrimitiveView.readsTextEnvironment).
    public var readsTextEnvironment: Bool { storage.readsTextEnvironment }

    /// The children's summed subtree sizes and greatest subtree height (ViewNode.subtreeCount).
    var childrenCount: Int { storage.childrenCount }
    var childrenHeight: Int { storage.childrenHeight }

    /// `body` applied to the view value borrowed from the box (no copy of it unless `body` makes one).
    public func withView<R>(_ body: (any PrimitiveView) -> R) -> R { body(storage.view) }

    /// Whether both are the same box. The box is immutable, so the same box is the same view, children included
    /// (ViewNode.isIdentical(to:)).
    public func sharesStorage(with other: AppliedView) -> Bool { storage === other.storage }

    /// The value of the argument labelled `label` (nil: `_`), if it was part of the chosen overload.
    public func argument(_ label: String?) -> Value? {
        storage.written.value(label)
    }
}
