// EnvironmentValues.swift: the environment values a scene reads with `@Environment(\.key)` (or a Canvas's
// `context.environment.key`) and sets with `.environment(\.key, value)` / `.preferredColorScheme(_:)`.
// Rule: Apple, SwiftUI "EnvironmentValues" (developer.apple.com/documentation/swiftui/environmentvalues): a view
// reads the value the nearest enclosing `environment(_:_:)` wrote, else the system's. A rendered scene has no device:
// the system values are those of the device `UIScreen.main` stands for (Builtins+UIScreen.swift: an iPhone in
// portrait, so the horizontal size class is compact and the vertical regular — Apple, Human Interface Guidelines,
// "Layout", size classes), light appearance, standard contrast, left-to-right, the default Dynamic Type size
// `.large`, an active scene, no accessibility setting on, enabled. `displayScale` is 1 and `pixelLength` 1: a scene
// is laid out in points and `--scale` multiplies the whole picture. `dismiss` and `openURL` are actions that do
// nothing in a recording. `locale`, `timeZone` and `calendar` hold the scene language's Foundation values (en_US, GMT,
// Gregorian). Status: complete for these keys; others are a located error.

/// The environment keys anim knows: type and system value.
enum EnvironmentValues {
    static let keys: [String: (type: SceneType, value: Value)] = [
        "colorScheme": (.colorScheme, .colorScheme(dark: false)),
        "colorSchemeContrast": (
            .enumeration("ColorSchemeContrast"), .enumeration(type: "ColorSchemeContrast", name: "standard")
        ),
        "displayScale": (.double, .double(1)),
        "pixelLength": (.double, .double(1)),
        // `UserInterfaceSizeClass?` (Apple: EnvironmentValues.horizontalSizeClass), never nil on a device.
        "horizontalSizeClass": (
            .optional(.enumeration("UserInterfaceSizeClass")),
            .enumeration(type: "UserInterfaceSizeClass", name: "compact")
        ),
        "verticalSizeClass": (
            .optional(.enumeration("UserInterfaceSizeClass")),
            .enumeration(type: "UserInterfaceSizeClass", name: "regular")
        ),
        "layoutDirection": (
            .enumeration("LayoutDirection"), .enumeration(type: "LayoutDirection", name: "leftToRight")
        ),
        "dynamicTypeSize": (.enumeration("DynamicTypeSize"), .enumeration(type: "DynamicTypeSize", name: "large")),
        // Apple: EnvironmentValues.sizeCategory — developer.apple.com/documentation/swiftui/environmentvalues/
        // sizecategory (deprecated for dynamicTypeSize; ContentSizeCategory, `.large` by default).
        "sizeCategory": (
            .enumeration("ContentSizeCategory"), .enumeration(type: "ContentSizeCategory", name: "large")
        ),
        "scenePhase": (.enumeration("ScenePhase"), .enumeration(type: "ScenePhase", name: "active")),
        "isEnabled": (.bool, .bool(true)),
        "isPresented": (.bool, .bool(false)),
        "isFocused": (.bool, .bool(false)),
        "isSearching": (.bool, .bool(false)),
        "accessibilityReduceMotion": (.bool, .bool(false)),
        "accessibilityReduceTransparency": (.bool, .bool(false)),
        "accessibilityDifferentiateWithoutColor": (.bool, .bool(false)),
        "accessibilityInvertColors": (.bool, .bool(false)),
        "accessibilityEnabled": (.bool, .bool(false)),
        // Apple: EnvironmentValues, "Accessibility" — developer.apple.com/documentation/swiftui/environmentvalues
        // (…/accessibilityshowbuttonshapes, …/accessibilityvoiceoverenabled, …/accessibilityswitchcontrolenabled,
        // …/accessibilitylargecontentviewerenabled, …/accessibilityquickactionsenabled,
        // …/accessibilitydimflashinglights, …/accessibilityassistiveaccessenabled,
        // …/accessibilityprefersheadanchoralternative, …/accessibilityplayanimatedimages): the settings of a device
        // with none turned on; animated images play by default (iOS Settings ▸ Accessibility ▸ Motion, "Auto-Play
        // Animated Images" is on).
        "accessibilityShowButtonShapes": (.bool, .bool(false)),
        "accessibilityVoiceOverEnabled": (.bool, .bool(false)),
        "accessibilitySwitchControlEnabled": (.bool, .bool(false)),
        "accessibilityLargeContentViewerEnabled": (.bool, .bool(false)),
        "accessibilityQuickActionsEnabled": (.bool, .bool(false)),
        "accessibilityDimFlashingLights": (.bool, .bool(false)),
        "accessibilityAssistiveAccessEnabled": (.bool, .bool(false)),
        "accessibilityPrefersHeadAnchorAlternative": (.bool, .bool(false)),
        "accessibilityPlayAnimatedImages": (.bool, .bool(true)),
        "legibilityWeight": (.enumeration("LegibilityWeight"), .enumeration(type: "LegibilityWeight", name: "regular")),
        "dismiss": (.enumeration("DismissAction"), .enumeration(type: "DismissAction", name: "dismiss")),
        "openURL": (.enumeration("OpenURLAction"), .enumeration(type: "OpenURLAction", name: "openURL")),
        // Apple: EnvironmentValues.editMode — developer.apple.com/documentation/swiftui/environmentvalues/editmode:
        // `Binding<EditMode>?`, nil where no container offers editing; a view writes `$mode` with
        // `.environment(\.editMode, $mode)` and reads `editMode?.wrappedValue.isEditing` (EditMode.swift).
        "editMode": (.optional(.binding(.enumeration("EditMode"))), .absent),
        // Apple: EnvironmentValues.defaultMinListRowHeight — developer.apple.com/documentation/swiftui/
        // environmentvalues/defaultminlistrowheight (44 pt on iOS) and …/defaultminlistheaderheight (`CGFloat?`, nil:
        // none); a write also reaches List's layout (Checker+Environment, Layout DefaultMinListRowHeight.swift).
        "defaultMinListRowHeight": (.double, .double(44)),
        "defaultMinListHeaderHeight": (.optional(.double), .absent),
        // The text field style `.textFieldStyle(_:)` writes for the fields below (Checker+TextFieldStyle; not a
        // public key of SwiftUI's, which keeps the style in its own environment entry).
        "textFieldStyle": (.enumeration("TextFieldStyle"), .enumeration(type: "TextFieldStyle", name: "automatic")),
        // The spinner colour `.progressViewStyle(CircularProgressViewStyle(tint:))` writes
        // (Checker+ProgressViewStyle); nil: the system grey.
        "progressViewTint": (.optional(.color), .absent),
        // `.labelsHidden()`: the controls below draw without their labels (Checker+FormControls; SwiftUI keeps it in
        // an environment entry of its own).
        "labelsHidden": (.bool, .bool(false)),
        // The style `.gaugeStyle(_:)` writes for the gauges below (Checker+GaugeStyle).
        "gaugeStyle": (.enumeration("GaugeStyle"), .enumeration(type: "GaugeStyle", name: "automatic")),
        // The style `.datePickerStyle(_:)` writes for the date pickers below (Checker+DatePickerStyle).
        "datePickerStyle": (
            .enumeration("DatePickerStyle"), .enumeration(type: "DatePickerStyle", name: "compact")
        ),
        // Values a file reads and nothing a frame shows depends on (Apple: EnvironmentValues.disableAutocorrection,
        // `Bool?`, nil unless `.disableAutocorrection(_:)` set it; …/autocorrectiondisabled, false; …/refresh,
        // `RefreshAction?`, nil outside a `.refreshable` view — anim draws no pull-to-refresh; …/dismisssearch,
        // …/requestreview, …/openwindow: actions that do nothing in a recording; …/controlsize, `.regular`;
        // …/headerprominence, `.standard`; …/supportsmultiplewindows, false on an iPhone).
        "disableAutocorrection": (.optional(.bool), .absent),
        "autocorrectionDisabled": (.bool, .bool(false)),
        "refresh": (.optional(.enumeration("RefreshAction")), .absent),
        "dismissSearch": (
            .enumeration("DismissSearchAction"), .enumeration(type: "DismissSearchAction", name: "dismissSearch")
        ),
        "requestReview": (
            .enumeration("RequestReviewAction"), .enumeration(type: "RequestReviewAction", name: "requestReview")
        ),
        "openWindow": (.enumeration("OpenWindowAction"), .enumeration(type: "OpenWindowAction", name: "openWindow")),
        "controlSize": (.enumeration("ControlSize"), .enumeration(type: "ControlSize", name: "regular")),
        "headerProminence": (.enumeration("Prominence"), .enumeration(type: "Prominence", name: "standard")),
        "supportsMultipleWindows": (.bool, .bool(false)),
    ]

    /// The keys whose values are Foundation types the scene language declares (Parser+DateFormatter's `Locale` and
    /// `TimeZone`, Parser+Calendar's `Calendar`): the type's name and its system value, the stored properties of
    /// `Locale.current` (en_US), `TimeZone.current` (GMT) and `Calendar.current` (Gregorian, no stored property).
    /// Apple: EnvironmentValues.locale, .timeZone, .calendar — developer.apple.com/documentation/swiftui/
    /// environmentvalues/locale (…/timezone, …/calendar). Text formatting stays en-US whatever locale is written
    /// (NumberFormat.swift, DateFormat.swift).
    static let foundationKeys: [String: (typeName: String, value: Value)] = [
        "locale": ("Locale", .instance([.string("en_US")])),
        "timeZone": ("TimeZone", .instance([.string("GMT")])),
        "calendar": ("Calendar", .instance([])),
    ]

    /// The cases of the enumerations above, for implicit member lookup (`sizeClass == .compact`).
    static let enumerations: [String: [String]] = [
        "ColorSchemeContrast": ["standard", "increased"],
        "UserInterfaceSizeClass": ["compact", "regular"],
        "LayoutDirection": ["leftToRight", "rightToLeft"],
        "DynamicTypeSize": [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
            "accessibility3", "accessibility4", "accessibility5",
        ],
        "ContentSizeCategory": [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ],
        "ScenePhase": ["active", "inactive", "background"],
        "LegibilityWeight": ["regular", "bold"],
        "EditMode": EditMode.cases,
        "TextFieldStyle": ["automatic", "plain", "roundedBorder"],
        "DatePickerStyle": ["compact", "graphical", "wheel"],
        "GaugeStyle": [
            "automatic", "linearCapacity", "accessoryLinear", "accessoryLinearCapacity", "accessoryCircular",
            "accessoryCircularCapacity",
        ],
    ]

    /// The action types: calling one (`dismiss()`, `openURL(url)`) does nothing.
    static let actions: Set<String> = [
        "DismissAction", "OpenURLAction", "RefreshAction", "DismissSearchAction", "RequestReviewAction",
        "OpenWindowAction",
    ]
}
