// SwiftUIViewCatalog.swift: SwiftUI's views anim does not draw, and the small SwiftUI types a real file declares
// state with (`@State var detent: PresentationDetent = .medium`) though only inert modifiers read them, as data.
// Rule: Apple, SwiftUI "Views and controls", "Navigation", "Lists", "Text input and output", "Images" —
// developer.apple.com/documentation/swiftui; the types' cases are their static members in Apple's documentation
// (each cited below). A view named here is "not supported by anim yet"; Toggle, Slider, Stepper, DatePicker,
// ProgressView, ShareLink, Canvas, TimelineView, ScrollViewReader, NavigationStack, NavigationView,
// NavigationSplitView, Gauge, LabeledContent, ControlGroup and Table are drawn in the forms the prelude
// (Parser+Controls, Parser+Gauge, Parser+LabeledContent, Parser+ControlGroup) and the checker (Checker+Table) know,
// and stay here for the others.

import Scene

extension Vocabulary {
    /// SwiftUI views anim does not draw yet.
    static let swiftUIUnsupportedViews: Set<String> = [
        // Apple: Navigation — developer.apple.com/documentation/swiftui/navigation.
        "NavigationStack", "NavigationView", "NavigationSplitView",
        // Apple: Lists — developer.apple.com/documentation/swiftui/lists; Tables — …/swiftui/tables.
        "Table", "TableColumn", "TableRow", "OutlineGroup",
        // Apple: Controls and indicators — developer.apple.com/documentation/swiftui/controls-and-indicators.
        "Toggle", "Slider", "Stepper", "DatePicker", "MultiDatePicker", "ProgressView", "Gauge",
        "ShareLink", "ControlGroup", "LabeledContent", "HelpLink", "MenuButton",
        // Apple: Drawing and graphics — developer.apple.com/documentation/swiftui/drawing-and-graphics; Scroll
        // views — …/swiftui/scroll-views; TimelineView — …/swiftui/timelineview.
        "Canvas", "TimelineView", "ScrollViewReader",
        // Apple: Shapes — developer.apple.com/documentation/swiftui/shapes: the shapes
        // that transform another (Shape.offset/rotation/scale/transform build them; anim draws those modifiers).
        "OffsetShape", "RotatedShape", "ScaledShape", "TransformedShape",
        // SwiftUI views of Apple's other frameworks (MapKit's Map, AVKit's VideoPlayer, SpriteKit's SpriteView,
        // SceneKit's SceneView): drawn by those frameworks, which anim does not have.
        "Map", "VideoPlayer", "SpriteView", "SceneView",
    ]

    /// SwiftUI's small types that state is declared with for inert modifiers (their arguments are not checked), as
    /// enumerations of their static members, so `@State var placement: ToolbarItemPlacement = .principal` is a value.
    static let swiftUIStateTypes: [String: [String]] = [
        // Apple: ButtonBorderShape — developer.apple.com/documentation/swiftui/buttonbordershape
        // (View.buttonBorderShape(_:) shapes bordered buttons: ButtonLook, ButtonView).
        "ButtonBorderShape": ["automatic", "capsule", "circle", "roundedRectangle"],
        // Apple: ToolbarItemPlacement — developer.apple.com/documentation/swiftui/toolbaritemplacement.
        "ToolbarItemPlacement": [
            "automatic", "principal", "navigation", "primaryAction", "secondaryAction", "status",
            "confirmationAction", "cancellationAction", "destructiveAction", "keyboard", "topBarLeading",
            "topBarTrailing", "bottomBar", "navigationBarLeading", "navigationBarTrailing",
        ],
        // Apple: SafeAreaRegions — developer.apple.com/documentation/swiftui/safearearegions.
        "SafeAreaRegions": ["all", "container", "keyboard"],
        // Apple: PresentationDetent — developer.apple.com/documentation/swiftui/presentationdetent.
        "PresentationDetent": ["medium", "large"],
        // Apple: Visibility — developer.apple.com/documentation/swiftui/visibility (toolbar, indicators, separators).
        "Visibility": ["automatic", "visible", "hidden"],
        // Apple: NavigationSplitViewVisibility — developer.apple.com/documentation/swiftui/navigationsplitviewvisibility.
        "NavigationSplitViewVisibility": ["automatic", "all", "doubleColumn", "detailOnly"],
        // Apple: NavigationBarItem.TitleDisplayMode — developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode.
        "NavigationBarItem.TitleDisplayMode": ["automatic", "inline", "large"],
        // Apple: ToolbarTitleDisplayMode — developer.apple.com/documentation/swiftui/toolbartitledisplaymode.
        "ToolbarTitleDisplayMode": ["automatic", "inline", "inlineLarge", "large"],
        // Apple: ToolbarRole — developer.apple.com/documentation/swiftui/toolbarrole.
        "ToolbarRole": ["automatic", "navigationStack", "browser", "editor"],
        // Apple: SubmitLabel — developer.apple.com/documentation/swiftui/submitlabel.
        "SubmitLabel": ["done", "go", "send", "join", "route", "search", "return", "next", "continue"],
        // Apple: TextInputAutocapitalization — developer.apple.com/documentation/swiftui/textinputautocapitalization.
        "TextInputAutocapitalization": ["never", "words", "sentences", "characters"],
        // Apple: ScrollDismissesKeyboardMode — developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode.
        "ScrollDismissesKeyboardMode": ["automatic", "immediately", "interactively", "never"],
        // Apple: ScrollBounceBehavior — developer.apple.com/documentation/swiftui/scrollbouncebehavior.
        "ScrollBounceBehavior": ["automatic", "always", "basedOnSize"],
        // Apple: SearchFieldPlacement — developer.apple.com/documentation/swiftui/searchfieldplacement.
        "SearchFieldPlacement": ["automatic", "navigationBarDrawer", "sidebar", "toolbar"],
        // Apple: ControlSize — developer.apple.com/documentation/swiftui/controlsize.
        "ControlSize": ["mini", "small", "regular", "large", "extraLarge"],
        // Apple: Prominence — developer.apple.com/documentation/swiftui/prominence (View.headerProminence(_:)).
        "Prominence": ["standard", "increased"],
        // Apple: PresentationAdaptation — developer.apple.com/documentation/swiftui/presentationadaptation.
        "PresentationAdaptation": ["automatic", "none", "popover", "sheet", "fullScreenCover"],
    ]
}
