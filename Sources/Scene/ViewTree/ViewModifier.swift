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

    /// Whether the modifier can change where its view is drawn among its siblings (Layout's `zIndex`): kept on every
    /// node of a modifier chain (ViewNode.modifierChainAffectsDrawOrder) so a stack's draw order need not walk each
    /// child's chain to find none (issue #21). False unless a conformance says otherwise.
    static var affectsDrawOrder: Bool { get }
}

extension ViewModifier {
    public func resolvingFiles(in directory: String) -> Self { self }
    public static var affectsDrawOrder: Bool { false }
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
///
/// The four values live in one immutable shared box: layout and the limit check match every `.modified` node several
/// times per frame, and each match copies the modifier; one reference to retain instead of a string, an array, an
/// existential and a view (five) took a fifth off a 1000-view frame's layout (issue #21, bench/README.md). A write
/// replaces the box (copy on write by construction; the Swift book, "Structures and Classes":
/// docs.swift.org/swift-book/documentation/the-swift-programming-language/classesandstructures).
public struct AppliedModifier: Sendable {
    /// What layout reads of every modifier comes first (its type, flags and counts, the modifier), so that it
    /// spans the box's first two cache lines (`hotBytes`, what MemoTrace.prime reads); the name and written
    /// arguments, which only the answer key and diagnostics read, come last.
    private final class Storage: Sendable {
        let modifierType: any ViewModifier.Type
        /// `modifierType.affectsDrawOrder`, read once when the box is made.
        let affectsDrawOrder: Bool
        /// The modifier is an `.alignmentGuide` (ViewNode.modifierChainHasAlignmentGuide), read once.
        let isAlignmentGuide: Bool
        /// The secondary view reads the text environment (computed once, when the box is made).
        let secondaryReadsTextEnvironment: Bool
        /// There is a secondary view and it is not stamped yet (ViewNode.identity 0).
        let secondaryNeedsIdentity: Bool
        /// The secondary view's subtree size and height (0 without one; ViewNode.subtreeCount).
        let secondaryCount: Int
        let secondaryHeight: Int
        let modifier: any ViewModifier
        let secondary: ViewNode?
        let written: WrittenArguments
        let name: String

        init(name: String, written: WrittenArguments, modifier: any ViewModifier, secondary: ViewNode?) {
            (self.name, self.written, self.modifier, self.secondary) = (name, written, modifier, secondary)
            modifierType = type(of: modifier)
            affectsDrawOrder = modifierType.affectsDrawOrder
            isAlignmentGuide = modifierType == AlignmentGuide.self
            secondaryReadsTextEnvironment = secondary?.readsTextEnvironment ?? false
            secondaryNeedsIdentity = secondary.map { $0.identity == 0 } ?? false
            (secondaryCount, secondaryHeight) = secondary.map { ($0.subtreeCount, $0.subtreeHeight) } ?? (0, 0)
        }
    }

    private var storage: Storage

    public var name: String {
        get { storage.name }
        set { storage = Storage(name: newValue, written: storage.written, modifier: modifier, secondary: secondary) }
    }
    /// The arguments as written (listed when read: WrittenArguments.swift).
    public var arguments: [WrittenArgument] {
        get { storage.written.list }
        set {
            storage = Storage(name: name, written: WrittenArguments(newValue), modifier: modifier, secondary: secondary)
        }
    }
    public var modifier: any ViewModifier {
        get { storage.modifier }
        set { storage = Storage(name: name, written: storage.written, modifier: newValue, secondary: secondary) }
    }
    public var secondary: ViewNode? {
        get { storage.secondary }
        set { storage = Storage(name: name, written: storage.written, modifier: modifier, secondary: newValue) }
    }

    public init(name: String, arguments: [WrittenArgument], modifier: any ViewModifier, secondary: ViewNode? = nil) {
        storage = Storage(name: name, written: WrittenArguments(arguments), modifier: modifier, secondary: secondary)
    }

    /// A modifier called with `written` (a builtin's call: Vocabulary's `BuiltinFunction.modifier`).
    init(name: String, written: WrittenArguments, modifier: any ViewModifier, secondary: ViewNode?) {
        storage = Storage(name: name, written: written, modifier: modifier, secondary: secondary)
    }

    /// The address of the modifier's box: MemoTrace.prime reads it back into the cache without counting a reference
    /// (the trace that holds the box keeps it alive).
    var storageAddress: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(storage).toOpaque()) }
    /// The box's bytes from its start to the end of `modifier` (its object header and the properties before it, by
    /// their sizes: a lower bound), which layout reads of every modifier.
    static let hotBytes =
        16 + MemoryLayout<any ViewModifier.Type>.size + 4 + 2 * MemoryLayout<Int>.size
        + MemoryLayout<any ViewModifier>.size

    /// The modifier's dynamic type (kept when the box is made, so reading it copies no value): what a walk that
    /// looks for one kind of modifier compares first.
    public var modifierType: any ViewModifier.Type { storage.modifierType }

    /// Whether the modifier can change the view's draw order among its siblings (ViewModifier.affectsDrawOrder).
    public var affectsDrawOrder: Bool { storage.affectsDrawOrder }

    /// Whether the modifier is an `.alignmentGuide` (ViewNode.modifierChainHasAlignmentGuide).
    var isAlignmentGuide: Bool { storage.isAlignmentGuide }

    /// Whether the secondary view (background, overlay, mask …) reads the text environment
    /// (ViewNode.readsTextEnvironment).
    public var secondaryReadsTextEnvironment: Bool { storage.secondaryReadsTextEnvironment }

    /// Whether there is a secondary view still to be stamped with an identity: what the evaluator's stamp asks of
    /// every modifier it makes, answered without copying the secondary view out of the box.
    var secondaryNeedsIdentity: Bool { storage.secondaryNeedsIdentity }

    /// The secondary view's subtree size and height, 0 without one (ViewNode.subtreeCount).
    var secondaryCount: Int { storage.secondaryCount }
    var secondaryHeight: Int { storage.secondaryHeight }

    /// `body` applied to the modifier value borrowed from the box (no copy of it unless `body` makes one).
    public func withModifier<R>(_ body: (any ViewModifier) -> R) -> R { body(storage.modifier) }

    /// The value of the argument labelled `label` (nil: `_`), if it was part of the chosen overload.
    public func argument(_ label: String?) -> Value? {
        storage.written.value(label)
    }

    /// Whether both are the same box (FrameMemo keeps a modifier whose arguments do not change). The box is
    /// immutable, so the same box is the same modifier: what `ViewNode.isIdentical(to:)` compares.
    public func sharesStorage(with other: AppliedModifier) -> Bool { storage === other.storage }

    /// A copy with the secondary view replaced.
    public func with(secondary: ViewNode?) -> AppliedModifier {
        var m = self
        m.secondary = secondary
        return m
    }
}
