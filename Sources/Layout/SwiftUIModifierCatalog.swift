// SwiftUIModifierCatalog.swift: SwiftUI's View modifiers that anim does not implement, as data, by the topic of
// Apple's documentation each belongs to (iOS 13–18, macOS 10.15–15), each one classified:
// - inert: nothing it does shows in a rendered frame (a presentation that is not presented, navigation and toolbar
//   chrome anim does not draw, gestures, focus, keyboard, accessibility, drag and drop, scrolling behaviour, search,
//   preview settings, a style setting anim's default drawing already satisfies): the view renders as if it were
//   absent, with one located warning, and its arguments are not checked (Checker+Calls.swift);
// - unsupported: it changes what an Xcode preview of the view draws, and anim does not draw it: "'X' is not
//   supported by anim yet" (exit 2).
// A name anim implements is in neither list (SwiftUICatalogTests checks it), and a name in either list never gets a
// did-you-mean (Checker+Members.swift). Rule: Apple, View — developer.apple.com/documentation/swiftui/view, whose
// "Configuring view elements" and "Drawing views" topics are the pages cited per group below; Shape, InsettableShape,
// Text and Image add their own modifiers (developer.apple.com/documentation/swiftui/shape, …/text, …/image).

import Scene

extension Vocabulary {
    /// One topic of Apple's View documentation: the modifiers in it that anim does not implement, by class.
    struct ModifierTopic: Sendable {
        /// The topic's title in Apple's documentation.
        let title: String
        /// Draw nothing in a rendered frame: rendered as absent, with a warning (`prefix*` entries match by prefix).
        let inert: [String]
        /// Change what is drawn, and anim does not draw them: reported as not supported yet.
        let unsupported: [String]
    }

    /// SwiftUI's modifiers that anim does not implement, by Apple's topic.
    static let swiftUIModifierCatalog: [ModifierTopic] = [
        // Apple: Accessibility modifiers — https://developer.apple.com/documentation/swiftui/view-accessibility
        // (and the deprecated accessibility(label:) family, View-Deprecated): read by assistive technologies only.
        ModifierTopic(
            title: "Accessibility modifiers",
            inert: [
                "accessibility*", "speechAdjustedPitch", "speechAlwaysIncludesPunctuation", "speechAnnouncementsQueued",
                "speechSpellsOutCharacters",
            ],
            unsupported: []),
        // Apple: Appearance modifiers — https://developer.apple.com/documentation/swiftui/view-appearance
        ModifierTopic(
            title: "Appearance modifiers",
            inert: [
                // Marks content for redaction by the system (privacy), which a render never asks for
                // (`redacted(reason:)` and `unredacted()` are drawn: RedactedModifier.swift).
                "privacySensitive",
                // HDR headroom of images: anim renders SDR (Apple: View.allowedDynamicRange(_:)).
                "allowedDynamicRange",
                // Home indicator and other system overlays, outside the view (Apple: View.persistentSystemOverlays(_:)).
                "persistentSystemOverlays",
            ],
            unsupported: [
                "backgroundStyle", "containerBackground", "menuIndicator",
                "scrollClipDisabled",
            ]),
        // Apple: Text and symbol modifiers — https://developer.apple.com/documentation/swiftui/view-text-and-symbols
        ModifierTopic(
            title: "Text and symbol modifiers",
            inert: [
                "textSelection", "textSelectionAffinity", "writingToolsBehavior",
                // What AutoFill offers a text field (Apple: View.textContentType(_:) with UITextContentType or
                // NSTextContentType), and the keyboard it shows: nothing until the user types.
                "textContentType", "keyboardType", "textInputAutocapitalization", "autocapitalization",
                "disableAutocorrection", "autocorrectionDisabled", "submitLabel",
                // SF Symbols draw as a placeholder glyph on Linux (SymbolPlaceholder.swift): their layer effects have
                // nothing to act on (Apple: View.symbolEffect(_:options:value:)); their scale is drawn (ImageScale.swift).
                "symbolEffect", "symbolEffectsRemoved",
                // The find-and-replace bar of a text view, shown only when the user asks for it (Apple:
                // View.findNavigator(isPresented:), View.findDisabled(_:), View.replaceDisabled(_:), iOS 16).
                "findNavigator", "findDisabled", "replaceDisabled",
            ],
            unsupported: [
                "textScale", "typesettingLanguage", "textRenderer",
                "allowsTightening",
                // Apple: View.lineHeight(_:), View.writingDirection(strategy:) (iOS 26): they move text.
                "lineHeight", "writingDirection",
            ]),
        // Apple: Auxiliary view modifiers — https://developer.apple.com/documentation/swiftui/view-auxiliary-views:
        // a bar title, a toolbar, a context menu or a status bar draws nothing in the view itself.
        ModifierTopic(
            title: "Auxiliary view modifiers",
            inert: [
                "navigationSubtitle", "navigationDocument",
                // `toolbar`, `toolbarVisibility`, `toolbarBackground`, `toolbarTitleDisplayMode` are drawn by the
                // navigation stack (ToolbarModifier.swift, ToolbarVisibility.swift); these change nothing it draws.
                "toolbarRole", "toolbarTitleMenu", "toolbarColorScheme",
                // A NavigationLink's push into a split view's detail column on iPad (Apple: isDetailLink(_:)).
                "isDetailLink",
                "navigationSplitViewColumnWidth", "statusBarHidden", "contextMenu", "help", "menuOrder",
                "menuActionDismissBehavior", "tabViewCustomization",
                // A tab's identity in the user's arrangement of an iOS 18 tab sidebar (Apple:
                // TabContent.customizationID(_:)), which a tab bar picture does not show.
                "customizationID",
                // The toolbar's foreground (Apple: View.toolbarForegroundStyle(_:for:), watchOS 10), the search
                // toolbar's and tab view's search behaviour (Apple: View.searchToolbarBehavior(_:),
                // View.tabViewSearchActivation(_:), iOS 26): bars anim does not draw.
                "toolbarForegroundStyle", "searchToolbarBehavior", "tabViewSearchActivation",
            ],
            unsupported: [
                // Drawn on the view (Apple: View.badgeProminence(_:); `badge` is drawn in List rows,
                // ListRowModifiers.swift) or in a tab sidebar, which
                // anim's TabView (a tab bar) does not draw; labelsVisibility hides a control's label.
                "badgeProminence", "tabViewSidebarHeader", "tabViewSidebarFooter", "tabViewSidebarBottomBar",
                "labelsVisibility",
            ]),
        // Apple: Style modifiers — https://developer.apple.com/documentation/swiftui/view-style-modifiers
        ModifierTopic(
            title: "Style modifiers",
            inert: [
                // `.datePickerStyle(.graphical / .wheel / .compact)` is read by the checker (Checker+DatePickerStyle,
                // Parser+DatePicker.swift draws each); a custom DatePickerStyle stays inert here; the progress
                // view, text field, gauge, control group and table styles of controls anim draws in their default
                // style or not at all.
                "datePickerStyle", "progressViewStyle", "textFieldStyle", "gaugeStyle", "controlGroupStyle",
                "tableStyle", "navigationSplitViewStyle", "navigationViewStyle",
                // The page index's background (Apple: View.indexViewStyle(_:), PageIndexViewStyle
                // .BackgroundDisplayMode): `.interactive`, the default, shows it only while the dots are touched,
                // which a render never does; `.always` would draw it behind the dots (TabViewContainer.swift).
                "indexViewStyle",
            ],
            unsupported: [
                "formStyle", "groupBoxStyle", "disclosureGroupStyle", "labeledContentStyle",
                "textEditorStyle", "paletteSelectionEffect", "horizontalRadioGroupLayout",
                "defaultWheelPickerItemHeight",
            ]),
        // Apple: Layout modifiers — https://developer.apple.com/documentation/swiftui/view-layout
        ModifierTopic(
            title: "Layout modifiers",
            inert: [],
            unsupported: [
                "scenePadding", "defaultScrollAnchor", "layoutDirectionBehavior", "containerShape",
                "layoutValue",
            ]),
        // Apple: Graphics and rendering modifiers —
        // https://developer.apple.com/documentation/swiftui/view-graphics-and-rendering
        ModifierTopic(
            title: "Graphics and rendering modifiers",
            inert: [],
            unsupported: ["projectionEffect"]),
        // Apple: Input and event modifiers — https://developer.apple.com/documentation/swiftui/view-input-and-events:
        // gestures, focus, hover, keyboard, drag and drop, commands and system events act on a person's input or
        // on events a render never receives.
        ModifierTopic(
            title: "Input and event modifiers",
            inert: [
                "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onHover",
                "onContinuousHover", "focusable", "focused", "focusedValue", "focusedSceneValue", "focusedObject",
                "focusedSceneObject", "focusSection", "focusScope", "prefersDefaultFocus", "defaultFocus",
                "focusEffectDisabled", "allowsHitTesting", "contentShape", "onDrag", "onDrop", "draggable",
                "dropDestination", "springLoadingBehavior", "hoverEffect", "hoverEffectDisabled", "defaultHoverEffect",
                "pointerStyle", "pointerVisibility", "onSubmit", "submitScope", "keyboardShortcut", "onKeyPress",
                "onModifierKeysChanged", "modifierKeyAlternate", "typeSelectEquivalent", "sensoryFeedback",
                "selectionDisabled", "interactionActivityTrackingTag", "onCopyCommand", "onCutCommand",
                "onPasteCommand", "onDeleteCommand", "onMoveCommand", "onExitCommand", "onPlayPauseCommand",
                "onCommand", "pasteDestination", "copyable", "cuttable", "onOpenURL", "onContinueUserActivity",
                "userActivity", "handlesExternalEvents", "digitalCrownRotation", "digitalCrownAccessory",
                "onPencilDoubleTap", "onPencilSqueeze", "handGestureShortcut", "defersSystemGestures", "renameAction",
                "onLongTouchGesture", "itemProvider", "exportableToServices", "importableFromServices",
                "exportsItemProviders", "importsItemProviders",
                // A button repeating its action while held (Apple: View.buttonRepeatBehavior(_:), iOS 17): no one
                // holds it.
                "buttonRepeatBehavior",
                // A List's editing actions run on user gestures a render has none of (Apple:
                // DynamicViewContent.onDelete(perform:), onMove(perform:), onInsert(of:perform:),
                // View.swipeActions(edge:allowsFullSwipe:content:), View.refreshable(action:)).
                "onDelete", "onMove", "onInsert", "deleteDisabled", "moveDisabled", "swipeActions", "refreshable",
                // Scrolling behaviour: where a drag comes to rest and how it bounces, which a render (at the scroll
                // position) never sees (Apple: View.scrollTargetLayout(isEnabled:), View.scrollTargetBehavior(_:)),
                // and the scroll events that only a person's scrolling sends.
                "scrollTargetLayout", "scrollTargetBehavior", "scrollBounceBehavior", "scrollDisabled",
                "scrollIndicators", "scrollIndicatorsFlash", "scrollDismissesKeyboard", "onScrollGeometryChange",
                "onScrollVisibilityChange", "onScrollPhaseChange", "onScrollTargetVisibilityChange",
                // Which input scrolls (Apple: View.scrollInputBehavior(_:for:), iOS 18) and what a text field
                // completes as a person types (Apple: View.textInputCompletion(_:), macOS 15): input a render has none of.
                "scrollInputBehavior", "textInputCompletion",
            ],
            unsupported: []),
        // Apple: Search modifiers — https://developer.apple.com/documentation/swiftui/view-search: the search field
        // a navigation bar shows.
        ModifierTopic(
            title: "Search modifiers",
            inert: [
                "searchable", "searchSuggestions", "searchScopes", "searchCompletion", "searchDictationBehavior",
                "searchPresentationToolbarBehavior", "searchFocused",
            ],
            unsupported: []),
        // Apple: Presentation modifiers — https://developer.apple.com/documentation/swiftui/view-presentation: a
        // sheet, alert, dialog, popover, inspector or file panel that is not presented draws nothing in the view;
        // navigation destinations and transitions act only when a link is followed.
        ModifierTopic(
            title: "Presentation modifiers",
            inert: [
                "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "dialogIcon", "dialogSeverity",
                "dialogSuppressionToggle", "presentationDetents", "presentationDragIndicator", "presentationBackground",
                "presentationBackgroundInteraction", "presentationCornerRadius", "presentationCompactAdaptation",
                "presentationContentInteraction", "presentationSizing", "interactiveDismissDisabled", "inspector",
                "inspectorColumnWidth", "fileImporter", "fileExporter", "fileMover", "fileDialogBrowserOptions",
                "fileDialogConfirmationLabel", "fileDialogCustomizationID", "fileDialogDefaultDirectory",
                "fileDialogImportsUnresolvedAliases", "fileDialogMessage", "fileDialogURLEnabled", "quickLookPreview",
                "navigationDestination", "matchedTransitionSource", "navigationTransition", "fileExporterFilenameLabel",
                "dismissalConfirmationDialog",
            ],
            unsupported: []),
        // Apple: State modifiers — https://developer.apple.com/documentation/swiftui/view-state
        ModifierTopic(
            title: "State modifiers",
            inert: [
                // Preferences nobody reads draw nothing; app storage, SwiftData and widget settings hold state a
                // render does not use.
                "transformPreference", "defaultAppStorage",
                "containerValue", "modelContainer", "modelContext", "widgetURL", "invalidatableContent",
            ],
            unsupported: [
                // These draw: an environment value changed in place, a view built from preference values.
                "transformEnvironment"
            ]),
        // Apple: Lists — https://developer.apple.com/documentation/swiftui/lists (List rows' and sections' settings).
        ModifierTopic(
            title: "Lists",
            inert: [
                "listSectionSeparator", "listRowSpacing", "tableColumnHeaders",
            ],
            unsupported: [
                "listSectionSeparatorTint",
                "listItemTint", "listSectionSpacing", "alternatingRowBackgrounds",
            ]),
        // Apple: Previews in Xcode — https://developer.apple.com/documentation/swiftui/previews-in-xcode: settings of
        // Xcode's preview canvas, which the scene header replaces.
        ModifierTopic(
            title: "Previews in Xcode",
            inert: [
                // `previewLayout` sets the canvas of a header-less file, a preview (Parser+PreviewLayout.swift).
                "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation", "previewContext",
            ],
            unsupported: []),
        // Apple: Deprecated modifiers — https://developer.apple.com/documentation/swiftui/view-deprecated (those not
        // listed under a current topic above).
        ModifierTopic(
            title: "Deprecated modifiers",
            inert: [
                // The pre-iOS 15 sheet of actions (Apple: View.actionSheet(isPresented:content:)), never presented
                // here, and the status bar and Touch Bar, which anim does not draw (`navigationBarHidden` and
                // `navigationBarItems` are drawn: ToolbarVisibility.swift, ToolbarModifier.swift).
                "actionSheet", "statusBar",
                "touchBar", "touchBarItemPrincipal", "touchBarCustomizationLabel", "touchBarItemPresence",
                "menuButtonStyle",
            ],
            unsupported: ["listRowPlatterColor"]),
        // Apple: Shape — https://developer.apple.com/documentation/swiftui/shape (the set operations of iOS 17 are
        // implemented: ShapeSetOperation.swift), Image — https://developer.apple.com/documentation/swiftui/image, Text —
        // https://developer.apple.com/documentation/swiftui/text.
        ModifierTopic(
            title: "Shape, Image and Text modifiers",
            inert: [
                // A text attribute only a custom TextRenderer reads (Apple: Text.customAttribute(_:)).
                "customAttribute"
            ],
            unsupported: ["transform"]),
        // Apple: Windows — https://developer.apple.com/documentation/swiftui/windows (a window's behaviour and its
        // presented windows' style, macOS), and WidgetKit's settings of a widget's view
        // (https://developer.apple.com/documentation/swiftui/view/widgetaccentable(_:)): a rendered canvas is no
        // window, and a widget's accent only shows in the accented rendering mode.
        ModifierTopic(
            title: "Windows and widgets",
            inert: [
                "windowResizeBehavior", "windowDismissBehavior", "windowMinimizeBehavior", "windowFullScreenBehavior",
                "windowToolbarFullScreenVisibility", "presentedWindowStyle", "presentedWindowToolbarStyle",
                "allowsWindowActivationEvents", "widgetAccentable",
            ],
            unsupported: []),
        // Apple: MapKit for SwiftUI — https://developer.apple.com/documentation/mapkit/mapkit-for-swiftui
        // (View.mapStyle(_:), View.mapControls(_:), View.onMapCameraChange(frequency:_:)): settings of the Maps
        // inside the view, which anim does not draw (a Map is "not supported"), and a camera callback; and visionOS's
        // settings of a volume and of a person's arms (Apple: View.supportedVolumeViewpoints(_:),
        // View.upperLimbVisibility(_:)), which a flat render has none of. visionOS's ornaments and glass background
        // draw (Apple: View.ornament(visibility:attachmentAnchor:contentAlignment:ornament:),
        // View.glassBackgroundEffect(displayMode:)).
        ModifierTopic(
            title: "MapKit and visionOS",
            inert: [
                "mapStyle", "mapControls", "onMapCameraChange", "supportedVolumeViewpoints", "upperLimbVisibility",
            ],
            unsupported: ["ornament", "glassBackgroundEffect"]),
        // Apple: Liquid Glass (iOS 26) — https://developer.apple.com/documentation/swiftui/view/glasseffectunion(id:namespace:),
        // …/view/backgroundextensioneffect(), …/view/scrolledgeeffectstyle(_:for:), …/view/safeareabar(edge:alignment:spacing:content:),
        // …/view/tabviewbottomaccessory(content:), …/view/tabbarminimizebehavior(_:): anim draws `glassEffect`
        // (GlassEffect.swift) but not these, except the tab bar's minimizing, which follows scrolling.
        ModifierTopic(
            title: "Liquid Glass and bars (iOS 26)",
            inert: ["tabBarMinimizeBehavior"],
            unsupported: [
                "glassEffectUnion", "glassEffectTransition", "backgroundExtensionEffect", "scrollEdgeEffectStyle",
                "safeAreaBar", "tabViewBottomAccessory",
            ]),
    ]

    /// The modifiers rendered as absent, with a warning.
    static let swiftUIInertModifiers = Set(swiftUIModifierCatalog.flatMap(\.inert))

    /// The visual modifiers anim does not draw yet.
    static let swiftUIUnsupportedModifiers = Set(swiftUIModifierCatalog.flatMap(\.unsupported))
}
