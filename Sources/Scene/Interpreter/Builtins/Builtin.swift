// Builtin.swift: how a built-in initialiser, function, modifier or method is described to the checker.
// Rule: each entry is one Swift/SwiftUI overload: its labels, parameter types, defaults and result; the catalogue
// lives in Builtins+Views, Builtins+Modifiers, Builtins+Values and Builtins+Math. Status: complete for issue #2.

import Geometry

/// A parameter of a built-in.
public struct BuiltinParameter: Sendable {
    public enum Kind: Sendable {
        case value(SceneType)
        /// A `@ViewBuilder` closure without parameters (`content:`), passed as `.views`.
        case viewBuilder
    }

    /// The argument label; nil for `_`.
    public var label: String?
    public var kind: Kind
    /// The value used when the argument is left out; nil when the argument is required.
    public var defaultValue: Value?
    /// An animation that may start at any state update (`animation(_:value:)`): StateTimeline must know how long
    /// it can run, so the checker records constant ones and the evaluator observes the others.
    public var isImplicitAnimation = false

    public init(label: String?, kind: Kind, defaultValue: Value?, isImplicitAnimation: Bool = false) {
        self.label = label
        self.kind = kind
        self.defaultValue = defaultValue
        self.isImplicitAnimation = isImplicitAnimation
    }

    var type: SceneType {
        if case .value(let t) = kind { return t }
        return .view
    }
}

/// One overload of a built-in. For methods and modifiers, the receiver is the implementation's first value.
public struct BuiltinFunction: Sendable {
    public var parameters: [BuiltinParameter]
    public var result: SceneType
    public var implementation: BuiltinImplementation
    /// A modifier's maker apart from `implementation` (Vocabulary's `BuiltinFunction.modifier`); nil otherwise.
    public var modifierMaker: ModifierMaker? = nil

    public init(
        _ parameters: [BuiltinParameter], _ result: SceneType, _ implementation: @escaping BuiltinImplementation
    ) {
        self.parameters = parameters
        self.result = result
        self.implementation = implementation
    }
}

/// Shorthand for catalogue entries: `arg("width", .double, .double(0))`.
public func arg(_ label: String?, _ type: SceneType, _ defaultValue: Value? = nil) -> BuiltinParameter {
    BuiltinParameter(label: label, kind: .value(type), defaultValue: defaultValue)
}

/// A `content:` view-builder parameter.
public let contentParameter = BuiltinParameter(label: "content", kind: .viewBuilder, defaultValue: nil)

/// The built-ins, by name. Lookups that depend on a receiver or a context type go through these tables.
enum Builtins {
    /// Free functions and initialisers called by name: `Rectangle()`, `Color(red:…)`, `min(a, b)`.
    static let functions: [String: [BuiltinFunction]] = views.merging(values) { a, _ in a }.merging(math) { a, _ in a }
        .merging(animationValues) { a, _ in a }.merging(geometryValues) { a, _ in a }
        .merging(pathValues) { a, _ in a }.merging(gradientValues) { a, _ in a }
        .merging(gridValues) { a, _ in a }.merging(namespaceValues) { a, _ in a }
        .merging(["ProposedViewSize": proposedViewSizeInitializers, "Data": dataInitializers]) { a, _ in a }
        .merging(dateFormatValues) { a, _ in a }.merging(scannerValues) { a, _ in a }
        .merging(numberFormatterValues) { a, _ in a }
        .merging(anyLayoutValues) { a, _ in a }.merging(urlValues) { a, _ in a }.merging(markdownValues) { a, _ in a }
        .merging(measurementValues) { a, _ in a }

    /// Names that may be called but have a form of their own in the checker (variadic, closure with a parameter).
    static let specialFunctions: Set<String> = ["ForEach", "min", "max"]

    /// Every name a scene can use without declaring it, for "did you mean" hints.
    static var globalNames: [String] {
        functions.keys.filter { !$0.hasPrefix("_") } + Array(specialFunctions) + ["time", "frame"]
            + SceneType.builtinTypeNames
    }

    /// Methods callable on a value of `type` (modifiers for views, `opacity` for colours, `rounded` for Doubles).
    static func methods(of type: SceneType) -> [String: [BuiltinFunction]] {
        switch type {
        case .color: colorMethods
        case .enumeration("UIColor"): uiColorMethods
        case .enumeration(timerPublisherType): timerPublisherMethods
        case .double: doubleMethods.merging(formattedMethods(isInteger: false)) { a, _ in a }
        case .int: formattedMethods(isInteger: true)
        case formatStyleType: formatStyleMethods
        case .font: fontMethods
        case .animation: animationMethods
        case .transition: transitionMethods
        case .rect: rectMethods
        case .point: pointMethods
        case .size: sizeMethods
        case .affineTransform: affineTransformMethods
        case .path: pathMethods
        case .glass: glassMethods
        case .shape: shapeMethods
        case .proposedViewSize: proposedViewSizeMethods
        case .layoutSubview: layoutSubviewMethods
        case .graphicsContext: graphicsContextMethods
        case .data: dataMethods
        default: [:]
        }
    }

    /// A type's static constants, as `Type.name` or `.name` where the type is expected (`.orange`, `.topLeading`).
    static func staticMembers(of type: SceneType) -> [String: Value] {
        switch type {
        case .color:
            // `Color.accentColor`: the app's accent, system blue unless an asset catalog sets one (Apple:
            // developer.apple.com/documentation/swiftui/color/accentcolor).
            Color.named.mapValues { .color($0) }.merging(["accentColor": .color(Color.named["blue"]!)]) { a, _ in a }
        case .double:
            [
                "pi": .double(.pi), "infinity": .double(.infinity), "zero": .double(0), "nan": .double(.nan),
                "greatestFiniteMagnitude": .double(.greatestFiniteMagnitude),
            ]
        case .int: ["max": .int(.max), "min": .int(.min), "zero": .int(0)]
        case .angle: ["zero": .angle(.zero)]
        case .unitPoint: UnitPoint.named.mapValues { .unitPoint($0) }
        case .alignment: Alignment.named.mapValues { .alignment($0) }
        case .horizontalAlignment:
            [
                "leading": .horizontalAlignment(.leading), "center": .horizontalAlignment(.center),
                "trailing": .horizontalAlignment(.trailing),
                // iOS 16's list-row separator guides (Apple: HorizontalAlignment.listRowSeparatorLeading): outside a
                // List row's separator they default to the view's leading / trailing edge.
                "listRowSeparatorLeading": .horizontalAlignment(.leading),
                "listRowSeparatorTrailing": .horizontalAlignment(.trailing),
            ]
        case .verticalAlignment:
            [
                "top": .verticalAlignment(.top), "center": .verticalAlignment(.center),
                "bottom": .verticalAlignment(.bottom), "firstTextBaseline": .verticalAlignment(.firstTextBaseline),
                "lastTextBaseline": .verticalAlignment(.lastTextBaseline),
            ]
        case .edgeSet: EdgeSet.named.mapValues { .edges($0) }
        case .cornerStyle: ["circular": .cornerStyle(.circular), "continuous": .cornerStyle(.continuous)]
        case .size: ["zero": .size(width: 0, height: 0)]
        case .edgeInsets: ["zero": .edgeInsets(EdgeInsets(all: 0))]
        case .font: fontStaticMembers
        case .fontWeight:
            Dictionary(uniqueKeysWithValues: SceneFont.Weight.allCases.map { ($0.rawValue, .fontWeight($0)) })
        case .fontDesign:
            Dictionary(uniqueKeysWithValues: SceneFont.Design.allCases.map { ($0.rawValue, .fontDesign($0)) })
        case .fontTextStyle:
            Dictionary(uniqueKeysWithValues: SceneFont.Style.allCases.map { ($0.rawValue, .fontTextStyle($0)) })
        case .textAlignment:
            [
                "leading": .textAlignment(.leading), "center": .textAlignment(.center),
                "trailing": .textAlignment(.trailing),
            ]
        case .animation: animationStaticMembers
        case .spring: springStaticMembers
        case .unitCurve: unitCurveStaticMembers
        case .transition: transitionStaticMembers
        case .edge: edgeStaticMembers
        case .blendMode: blendModeStaticMembers
        case .contentTransition: contentTransitionStaticMembers
        case .numericTextMatching: numericTextMatchingStaticMembers
        case .point, .rect, .vector, .affineTransform, .lineCap, .lineJoin: geometryStaticMembers(of: type)
        case .colorScheme: ["light": .colorScheme(dark: false), "dark": .colorScheme(dark: true)]
        case .canvasShading: canvasShadingStaticMembers
        case .canvasFilter: canvasFilterStaticMembers
        case .shaderArgument: shaderArgumentStaticMembers
        case .material: materialStaticMembers
        case .glass: glassStaticMembers
        case .proposedViewSize: proposedViewSizeStaticMembers
        default: [:]
        }
    }

    /// A type's static functions, as `Type.name(…)` or `.name(…)`: `Angle.degrees(30)`, `.radians(x)`.
    static func staticMethods(of type: SceneType) -> [String: [BuiltinFunction]] {
        switch type {
        case .enumeration("Timer"): timerStaticMethods
        case .angle:
            [
                "degrees": [BuiltinFunction([arg(nil, .double)], .angle) { v, _ in .angle(.degrees(v[0].double)) }],
                "radians": [BuiltinFunction([arg(nil, .double)], .angle) { v, _ in .angle(.radians(v[0].double)) }],
            ]
        case .font: fontStaticMethods
        case .animation: animationStaticMethods
        case .spring: springStaticMethods
        case .unitCurve: unitCurveStaticMethods
        case .transition: transitionStaticMethods
        case .contentTransition: contentTransitionStaticMethods
        case .gradientStop: ["init": gradientStopInitializers]
        case .gradient: ["Stop": gradientStopInitializers]
        case .gradientStyle: shapeStyleGradientMethods
        case formatStyleType: formatStyleStaticMethods
        case precisionType: precisionStaticMethods
        case .gridItemSize: gridItemSizeStaticMethods
        case .canvasShading: canvasShadingStaticMethods
        case .canvasFilter: canvasFilterStaticMethods
        case .shaderArgument: shaderArgumentStaticMethods
        case .proposedViewSize: ["init": proposedViewSizeInitializers]
        // `.init()` / `Axis.Set()` / `Edge.Set()`: the empty option set (Apple: OptionSet's `init()`,
        // developer.apple.com/documentation/swift/optionset; `ScrollView(.init())` scrolls on no axis).
        case .edgeSet: ["init": [BuiltinFunction([], .edgeSet) { _, _ in .edges([]) }]]
        default: [:]
        }
    }

    /// The initialisers of a built-in type named in source (`Double(x)`, `Color(red:…)`).
    static func initializers(of type: SceneType) -> [BuiltinFunction]? {
        guard let name = typeConstructorName[type] else { return nil }
        return functions[name]
    }

    private static let typeConstructorName: [SceneType: String] = [
        .double: "Double", .int: "Int", .color: "Color", .angle: "Angle", .unitPoint: "UnitPoint",
        .edgeInsets: "EdgeInsets", .size: "CGSize", .spring: "Spring", .point: "CGPoint", .rect: "CGRect",
        .vector: "CGVector", .affineTransform: "CGAffineTransform", .strokeStyle: "StrokeStyle",
        .fillStyle: "FillStyle", .path: "Path", .gradient: "Gradient",
        .gridItem: "GridItem", .data: "Data",
    ]
}
