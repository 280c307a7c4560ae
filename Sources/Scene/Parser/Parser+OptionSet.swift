// Parser+OptionSet.swift: a struct conforming to `OptionSet` (`struct Flags: OptionSet { let rawValue: Int;
// static let a = Flags(rawValue: 1 << 0) … }`) gets the set algebra the protocol's extensions give it, written over
// its `rawValue` bits; SwiftUI's `AccessibilityTraits` is declared the same way when a file names it (its traits are
// non-visual, so only their values matter: `func traits() -> AccessibilityTraits { selected ? [.isButton,
// .isSelected] : .isButton }`).
// Rule: Apple: OptionSet — developer.apple.com/documentation/swift/optionset ("the OptionSet protocol … provides
// default implementations" of SetAlgebra's `contains`, `insert`, `remove`, `union`, `intersection`,
// `symmetricDifference`, `isEmpty` … over the raw value's bits; `[]` and array literals build a set,
// Checker+OptionSet); Apple: AccessibilityTraits — developer.apple.com/documentation/swiftui/accessibilitytraits.
// `insert`, `remove` and `update` are used here as statements: their discardable results are not returned.

extension Parser {
    /// The set algebra of an option set named `type`, as members over `rawValue`.
    static func optionSetSource(_ type: String) -> String {
        """
        struct \(type) {
            func contains(_ member: \(type)) -> Bool { rawValue & member.rawValue == member.rawValue }
            func union(_ other: \(type)) -> \(type) { \(type)(rawValue: rawValue | other.rawValue) }
            func intersection(_ other: \(type)) -> \(type) { \(type)(rawValue: rawValue & other.rawValue) }
            func symmetricDifference(_ other: \(type)) -> \(type) { \(type)(rawValue: rawValue ^ other.rawValue) }
            func subtracting(_ other: \(type)) -> \(type) { \(type)(rawValue: rawValue & ~other.rawValue) }
            func isSubset(of other: \(type)) -> Bool { rawValue & other.rawValue == rawValue }
            func isSuperset(of other: \(type)) -> Bool { rawValue & other.rawValue == other.rawValue }
            func isDisjoint(with other: \(type)) -> Bool { rawValue & other.rawValue == 0 }
            func isStrictSubset(of other: \(type)) -> Bool { isSubset(of: other) && rawValue != other.rawValue }
            func isStrictSuperset(of other: \(type)) -> Bool { isSuperset(of: other) && rawValue != other.rawValue }
            var isEmpty: Bool { rawValue == 0 }
            mutating func insert(_ member: \(type)) { self = \(type)(rawValue: rawValue | member.rawValue) }
            mutating func update(with member: \(type)) { self = \(type)(rawValue: rawValue | member.rawValue) }
            mutating func remove(_ member: \(type)) { self = \(type)(rawValue: rawValue & ~member.rawValue) }
            mutating func formUnion(_ other: \(type)) { self = \(type)(rawValue: rawValue | other.rawValue) }
            mutating func formIntersection(_ other: \(type)) { self = \(type)(rawValue: rawValue & other.rawValue) }
            mutating func formSymmetricDifference(_ other: \(type)) { self = \(type)(rawValue: rawValue ^ other.rawValue) }
            mutating func subtract(_ other: \(type)) { self = \(type)(rawValue: rawValue & ~other.rawValue) }
        }
        """
    }

    /// `members` of an option set named `type` with the set algebra it does not write itself.
    static func optionSetMembers(_ members: [Stmt], type: String) -> [Stmt] {
        var written: Set<String> = []
        for member in members {
            switch member.kind {
            case .variable(let v): written.insert(v.name)
            case .function(let f): written.insert(f.name)
            default: break
            }
        }
        guard case .structure(let algebra)? = prelude(optionSetSource(type)).first?.kind else { return members }
        return members
            + algebra.members.filter { member in
                switch member.kind {
                case .variable(let v): !written.contains(v.name)
                case .function(let f): !written.contains(f.name)
                default: false
                }
            }
    }

    /// SwiftUI's `AccessibilityTraits`, for files that type or build traits (the modifiers taking them are
    /// non-visual and warn, Vocabulary); the bits follow the order of Apple's list of type properties.
    static let accessibilityTraitsSource = """
        struct AccessibilityTraits: OptionSet {
            let rawValue: Int
            static let isButton = AccessibilityTraits(rawValue: 1 << 0)
            static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
            static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
            static let isLink = AccessibilityTraits(rawValue: 1 << 3)
            static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
            static let isImage = AccessibilityTraits(rawValue: 1 << 5)
            static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
            static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
            static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
            static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
            static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
            static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
            static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
            static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
            static let isModal = AccessibilityTraits(rawValue: 1 << 14)
            static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
            static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
        }
        """

    static let accessibilityTraitsDeclarations: [Stmt] = prelude(accessibilityTraitsSource)
}
