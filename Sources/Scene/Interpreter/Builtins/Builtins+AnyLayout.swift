// Builtins+AnyLayout.swift: SwiftUI's layout values — `HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout`
// and the type-erased `AnyLayout` — that code switches between (`isWide ? AnyLayout(HStackLayout()) :
// AnyLayout(VStackLayout())`) and calls with a view builder (`layout { … }`, Checker+AnyLayout).
// Rule: Apple: AnyLayout — developer.apple.com/documentation/swiftui/anylayout ("a type-erased instance of the layout
// protocol … to enable dynamically switching between layout types without destroying the state of the subviews");
// HStackLayout(alignment:spacing:), VStackLayout(alignment:spacing:), ZStackLayout(alignment:),
// GridLayout(alignment:horizontalSpacing:verticalSpacing:) — the layouts of HStack, VStack, ZStack and Grid with the
// same parameters and defaults. A layout value is a vocabulary enumeration value whose name encodes the kind and its
// parameters (`AnyLayoutValue`); Layout's `_AnyLayout` view decodes it (AnyLayoutView.swift). Status: complete for the
// four built-in layouts; a user `Layout` struct cannot be wrapped yet.

extension Builtins {
    static let anyLayoutValues: [String: [BuiltinFunction]] = [
        "HStackLayout": [
            BuiltinFunction(
                [
                    arg("alignment", .verticalAlignment, .verticalAlignment(.center)),
                    arg("spacing", .optional(.double), .absent),
                ], AnyLayoutValue.type
            ) { v, _ in
                AnyLayoutValue(
                    kind: "h", alignment: Alignment(horizontal: .center, vertical: v[0].verticalAlignment),
                    spacing: [v[1].optionalDouble]
                ).value
            }
        ],
        "VStackLayout": [
            BuiltinFunction(
                [
                    arg("alignment", .horizontalAlignment, .horizontalAlignment(.center)),
                    arg("spacing", .optional(.double), .absent),
                ], AnyLayoutValue.type
            ) { v, _ in
                AnyLayoutValue(
                    kind: "v", alignment: Alignment(horizontal: v[0].horizontalAlignment, vertical: .center),
                    spacing: [v[1].optionalDouble]
                ).value
            }
        ],
        "ZStackLayout": [
            BuiltinFunction([arg("alignment", .alignment, .alignment(.center))], AnyLayoutValue.type) { v, _ in
                AnyLayoutValue(kind: "z", alignment: v[0].alignment, spacing: []).value
            }
        ],
        "GridLayout": [
            BuiltinFunction(
                [
                    arg("alignment", .alignment, .alignment(.center)),
                    arg("horizontalSpacing", .optional(.double), .absent),
                    arg("verticalSpacing", .optional(.double), .absent),
                ], AnyLayoutValue.type
            ) { v, _ in
                AnyLayoutValue(
                    kind: "grid", alignment: v[0].alignment, spacing: [v[1].optionalDouble, v[2].optionalDouble]
                ).value
            }
        ],
        // `AnyLayout(HStackLayout())`: the layout itself.
        "AnyLayout": [BuiltinFunction([arg(nil, AnyLayoutValue.type)], AnyLayoutValue.type) { v, _ in v[0] }],
    ]
}

/// A built-in layout as a value: its kind (`h`, `v`, `z`, `grid`), alignment and spacings (nil: the default).
public struct AnyLayoutValue: Equatable, Sendable {
    public static let typeName = "AnyLayout"
    static let type = SceneType.enumeration(typeName)

    public var kind: String
    public var alignment: Alignment
    public var spacing: [Double?]

    public init(kind: String, alignment: Alignment, spacing: [Double?]) {
        (self.kind, self.alignment, self.spacing) = (kind, alignment, spacing)
    }

    /// The value's encoding as an enumeration name: `kind;horizontal;vertical;spacing…` (`-` for nil).
    var value: Value {
        let parts =
            [kind, "\(alignment.horizontal)", "\(alignment.vertical)"]
            + spacing.map { $0.map { "\($0)" } ?? "-" }
        return .enumeration(type: Self.typeName, name: parts.joined(separator: ";"))
    }

    /// Decodes `value`'s encoding; nil for anything else.
    public init?(_ value: Value) {
        guard case .enumeration(Self.typeName, let name) = value else { return nil }
        let parts = name.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3 else { return nil }
        let horizontal: [String: HorizontalAlignment] = ["leading": .leading, "center": .center, "trailing": .trailing]
        let vertical: [String: VerticalAlignment] = [
            "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline,
            "lastTextBaseline": .lastTextBaseline,
        ]
        guard let h = horizontal[parts[1]], let v = vertical[parts[2]] else { return nil }
        self.init(
            kind: parts[0], alignment: Alignment(horizontal: h, vertical: v),
            spacing: parts.dropFirst(3).map { Double($0) })
    }
}
