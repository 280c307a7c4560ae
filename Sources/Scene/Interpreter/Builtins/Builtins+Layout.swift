// Builtins+Layout.swift: the values of the Layout protocol: `ProposedViewSize` and `LayoutSubview`.
// Rule: Apple: ProposedViewSize — developer.apple.com/documentation/swiftui/proposedviewsize (`width`/`height`
// optional, `.unspecified`, `.zero`, `.infinity`, `init(width:height:)`, `init(_: CGSize)`,
// `replacingUnspecifiedDimensions(by: CGSize = CGSize(width: 10, height: 10))`); Apple: LayoutSubview
// (`sizeThatFits(_:)`, `dimensions(in:)` — its width and height, `place(at:anchor:proposal:)`, `priority`).
// Status: complete for issue #14 (spacing is not modelled).

import Geometry

extension Builtins {
    static func proposal(_ v: Value) -> (Double?, Double?) {
        if case .proposedViewSize(let w, let h) = v { return (w, h) }
        return (nil, nil)
    }

    static let proposedViewSizeStaticMembers: [String: Value] = [
        "unspecified": .proposedViewSize(width: nil, height: nil), "zero": .proposedViewSize(width: 0, height: 0),
        "infinity": .proposedViewSize(width: .infinity, height: .infinity),
    ]

    static let proposedViewSizeInitializers: [BuiltinFunction] = [
        BuiltinFunction([arg("width", .optional(.double)), arg("height", .optional(.double))], .proposedViewSize) {
            v, _ in .proposedViewSize(width: v[0].optionalDouble, height: v[1].optionalDouble)
        },
        BuiltinFunction([arg(nil, .size)], .proposedViewSize) { v, _ in
            guard case .size(let w, let h) = v[0] else { return .void }
            return .proposedViewSize(width: w, height: h)
        },
    ]

    static let proposedViewSizeMethods: [String: [BuiltinFunction]] = [
        "replacingUnspecifiedDimensions": [
            BuiltinFunction([arg("by", .size, .size(width: 10, height: 10))], .size) { v, _ in
                let (w, h) = proposal(v[0])
                guard case .size(let dw, let dh) = v[1] else { return .void }
                return .size(width: w ?? dw, height: h ?? dh)
            }
        ]
    ]

    static func proposedViewSizeProperty(_ name: String) -> (BuiltinImplementation, SceneType)? {
        switch name {
        case "width": ({ v, _ in proposal(v[0]).0.map { .double($0) } ?? .absent }, .optional(.double))
        case "height": ({ v, _ in proposal(v[0]).1.map { .double($0) } ?? .absent }, .optional(.double))
        default: nil
        }
    }

    static func subview(_ v: Value) -> LayoutSubviewProxy? {
        if case .layoutSubview(let s) = v { return s }
        return nil
    }

    static let layoutSubviewMethods: [String: [BuiltinFunction]] = [
        "sizeThatFits": [
            BuiltinFunction([arg(nil, .proposedViewSize)], .size) { v, _ in
                guard let s = subview(v[0]) else { return .void }
                let (w, h) = proposal(v[1])
                let size = s.sizeThatFits(w, h)
                return .size(width: size.width, height: size.height)
            }
        ],
        "dimensions": [
            BuiltinFunction([arg("in", .proposedViewSize)], .size) { v, _ in
                guard let s = subview(v[0]) else { return .void }
                let (w, h) = proposal(v[1])
                let size = s.sizeThatFits(w, h)
                return .size(width: size.width, height: size.height)
            }
        ],
        "place": [
            BuiltinFunction(
                [
                    arg("at", .point), arg("anchor", .unitPoint, .unitPoint(.topLeading)),
                    arg("proposal", .proposedViewSize, .proposedViewSize(width: nil, height: nil)),
                ], .void
            ) { v, _ in
                guard let s = subview(v[0]), case .point(let p) = v[1] else { return .void }
                let (w, h) = proposal(v[3])
                s.place(at: p, anchor: v[2].unitPoint, width: w, height: h)
                return .void
            }
        ],
    ]
}
