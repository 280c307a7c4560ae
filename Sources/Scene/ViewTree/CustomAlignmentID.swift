// CustomAlignmentID.swift: a guide a scene declares itself, `VerticalAlignment(Custom.self)` for `enum Custom:
// AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { … } }`.
// Rule: Apple: AlignmentID — developer.apple.com/documentation/swiftui/alignmentid: a custom guide is named by its
// type; a view with no explicit value for it uses `defaultValue(in:)` of its dimensions; "use it to align views
// across containers": a container's explicit value of the guide comes from its children's explicit values (OpenSwiftUI
// AlignmentID.swift `_combineExplicit`: the children's values are averaged).
// The guide is a 16-bit index, so HorizontalAlignment, VerticalAlignment and the modifiers holding them stay as small
// as before (a FrameLayout must fit an existential's inline buffer, TypeTableTests): the default value, the user's
// function run by layout for each size it asks about, is kept in a process-wide table under that index. The checker
// reserves an index per declaration and program (Checker+CustomAlignment); the first evaluation binds the function
// (built through the alignmentGuide machinery, Evaluator+AlignmentGuide). `defaultValue(in:)` is a static function of
// the dimensions, so any frame's binding gives the same values. Status: complete; at most 65 535 custom guides are
// declared per process (a located error after that).

import Synchronization

/// A custom alignment guide: equal when declared by the same type in the same program.
public struct CustomAlignmentID: Hashable, Sendable {
    public let index: UInt16

    /// `defaultValue(in:)`: the guide's offset from the view's top-leading corner, points; 0 before the declaration
    /// was evaluated.
    public func defaultValue(_ d: ViewDimensions) throws(RuntimeFailure) -> Double {
        guard let function = CustomAlignmentID.table.withLock({ $0.functions[Int(index)] }) else { return 0 }
        return try function(d)
    }

    /// The index of the declaration at `offset` of the program `program` (one per checker); nil when the table is
    /// full.
    static func reserve(program: Int, offset: Int) -> CustomAlignmentID? {
        table.withLock { table in
            if let index = table.indices[[program, offset]] { return CustomAlignmentID(index: index) }
            guard table.functions.count <= Int(UInt16.max) else { return nil }
            let index = UInt16(table.functions.count)
            table.functions.append(nil)
            table.indices[[program, offset]] = index
            return CustomAlignmentID(index: index)
        }
    }

    /// Binds the default-value function, unless an earlier evaluation did.
    func bind(_ function: @escaping @Sendable (ViewDimensions) throws(RuntimeFailure) -> Double) {
        CustomAlignmentID.table.withLock { table in
            if table.functions[Int(index)] == nil { table.functions[Int(index)] = function }
        }
    }

    private struct Table: ~Copyable {
        var indices: [[Int]: UInt16] = [:]
        var functions: [(@Sendable (ViewDimensions) throws(RuntimeFailure) -> Double)?] = []
    }

    private static let table = Mutex(Table())
}

extension HorizontalAlignment {
    /// The custom guide this is; nil for a standard one.
    public var customID: CustomAlignmentID? { if case .custom(let id) = self { id } else { nil } }
}

extension VerticalAlignment {
    /// The custom guide this is; nil for a standard one.
    public var customID: CustomAlignmentID? { if case .custom(let id) = self { id } else { nil } }
}
