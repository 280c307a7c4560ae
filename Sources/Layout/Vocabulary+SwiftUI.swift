// Vocabulary+SwiftUI.swift: the registry: every modifier type Layout implements, one line each.
// Rule: docs/ARCHITECTURE.md ("Adding a view or modifier"): a new modifier is a type in Sources/Layout/Modifiers
// conforming to LayoutModifier, plus one line here.

import Foundation
import Render
import Scene
import Shader

extension Vocabulary {
    /// The modifier types, in no particular order; overloads of one name from several types (frame) are merged.
    static let modifierTypes: [any LayoutModifier.Type] = [
        ShapeFill.self,
        ShapeStroke.self,
        ShapeTrim.self,
        ShapeInset.self,
        ShapeSize.self,
        BorderModifier.self,
        ShapeTransform.self,
        ForegroundStyle.self,
        FrameLayout.self,
        FlexFrameLayout.self,
        PaddingLayout.self,
        OffsetEffect.self,
        PositionLayout.self,
        RotationEffect.self,
        Rotation3DEffect.self,
        ShaderEffect.self,
        GlassEffect.self,
        ListStyleModifier.self,
        TabItemModifier.self,
        TabViewStyleModifier.self,
        PickerStyleModifier.self,
        SafeAreaInset.self,
        ColorFilterEffect.self,
        ScaleEffect.self,
        BackgroundModifier.self,
        OverlayModifier.self,
        OpacityEffect.self,
        GeometryGroup.self,
        CompositingGroup.self,
        DrawingGroup.self,
        BlurEffect.self,
        ShadowEffect.self,
        ClipEffect.self,
        MaskEffect.self,
        FixedSizeLayout.self,
        ZIndexModifier.self,
        TextEnvironmentWriter.self,
        AnimationModifier.self,
        TransitionModifier.self,
        BlendModeEffect.self,
        ContentTransitionModifier.self,
        HiddenModifier.self,
        ImageResizable.self,
        ImageSampling.self,
        AspectRatioLayout.self,
        LayoutPriority.self,
        PreferredColorScheme.self,
        TintModifier.self,
        DisabledModifier.self,
        IdentityModifier.self,
        ScrollPositionModifier.self,
        MatchedGeometryEffect.self,
        TagModifier.self,
        EquatableModifier.self,
        GridCellModifier.self,
        MenuStyleModifier.self,
        ContainerRelativeFrame.self,
        SymbolVariantModifier.self,
        SymbolRenderingModeModifier.self,
        ListRowBadge.self,
        ListRowBackground.self,
        ListRowInsets.self,
        ListRowSeparator.self,
        ListRowSeparatorTint.self,
        ScrollContentBackground.self,
        NavigationTitle.self,
        NavigationTitleDisplayMode.self,
    ]

    /// SwiftUI views anim does not draw yet (Apple: SwiftUI "Views and controls", "Navigation", "Lists", "Text
    /// input and output", "Images" — developer.apple.com/documentation/swiftui).
    static let swiftUIUnsupportedViews: Set<String> = [
        "Table", "OutlineGroup",
        "NavigationSplitView", "Toggle",
        "Slider", "Stepper", "DatePicker", "MultiDatePicker", "PasteButton", "ProgressView", "Gauge",
        "ShareLink", "Canvas", "TimelineView", "ScrollViewReader",
        "ControlGroup", "LabeledContent",
    ]

    /// Visual modifiers anim does not draw yet.
    static let swiftUIUnsupportedModifiers: Set<String> = [
        "underline", "strikethrough", "listSectionSeparatorTint", "listItemTint",
    ]

    /// Modifiers without a visual effect in a still or a recording (Apple: "Accessibility modifiers", "Gestures",
    /// View.navigationTitle(_:), View.help(_:), View.contextMenu(menuItems:), View.keyboardShortcut(_:modifiers:),
    /// View.sensoryFeedback(_:trigger:) — developer.apple.com/documentation/swiftui/view).
    static let swiftUIInertModifiers: Set<String> = [
        "accessibility*", "onLongPressGesture", "gesture", "simultaneousGesture",
        "highPriorityGesture", "help", "contextMenu", "keyboardShortcut", "sensoryFeedback", "onHover",
        "focusable", "focused", "textSelection", "privacySensitive",
        // Navigation and presentation chrome: a bar title, a toolbar, or a sheet/alert that is not presented draws
        // nothing in the view itself (Apple: View.navigationBarTitle(_:), View.toolbar(content:),
        // View.alert(_:isPresented:actions:), View.sheet(isPresented:onDismiss:content:)).
        "navigationBarTitle", "navigationBarHidden", "navigationBarItems",
        "navigationBarBackButtonHidden", "navigationDestination", "toolbar", "toolbarColorScheme", "sheet",
        "fullScreenCover", "popover", "alert", "confirmationDialog", "refreshable", "presentationDetents",
        // The pre-iOS 15 sheet of actions (Apple: View.actionSheet(isPresented:content:)), never presented here, and
        // the background of a navigation bar anim does not draw (Apple: View.toolbarBackground(_:for:)).
        "actionSheet", "toolbarBackground",
        "interactiveDismissDisabled", "statusBar", "statusBarHidden", "persistentSystemOverlays",
        // The search field a navigation bar shows (Apple: View.searchable(text:placement:prompt:)).
        "searchable", "searchSuggestions", "searchScopes",
        // A rendered canvas has no safe area to ignore (Apple: View.ignoresSafeArea(_:edges:)).
        "ignoresSafeArea", "edgesIgnoringSafeArea",
        // Previews' own settings (Apple: View.previewDisplayName(_:), View.previewLayout(_:)).
        "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation",
        // Input and interaction settings that change nothing drawn.
        "allowsHitTesting", "contentShape", "onDrag", "onDrop", "draggable", "dropDestination", "hoverEffect",
        "scrollIndicators", "scrollDisabled",
        // Scroll paging: where a drag comes to rest, which a render (at the scroll position) never sees (Apple:
        // View.scrollTargetLayout(isEnabled:), View.scrollTargetBehavior(_:)).
        "scrollTargetLayout", "scrollTargetBehavior", "scrollBounceBehavior", "keyboardType", "textInputAutocapitalization",
        "autocapitalization",
        "disableAutocorrection", "autocorrectionDisabled", "submitLabel", "onSubmit",
        // A DatePicker is drawn closed in the compact style (Parser+DatePicker.swift), which `.graphical` and `.wheel`
        // would replace with a calendar or a wheel (Apple: View.datePickerStyle(_:)).
        "datePickerStyle",
        // A button repeating its action while held (Apple: View.buttonRepeatBehavior(_:), iOS 17): no one holds it.
        "buttonRepeatBehavior",
        // SF Symbols draw as a placeholder glyph on Linux (SymbolPlaceholder.swift): their layer effects have
        // nothing to act on (Apple: View.symbolEffect(_:options:value:)).
        "symbolEffect", "symbolEffectsRemoved",
        // SF Symbols' scale and the progress style of the placeholder-drawn controls (Apple: View.imageScale(_:),
        // View.progressViewStyle(_:)): anim draws the default.
        "imageScale", "progressViewStyle", "textFieldStyle", "buttonBorderShape", "controlSize", "listSectionSeparator",
        "listRowSpacing", "scrollDismissesKeyboard", "headerProminence",
        // A List's editing actions run on user gestures a render has none of (Apple: DynamicViewContent.onDelete(perform:),
        // onMove(perform:), onInsert(of:perform:), View.swipeActions(edge:allowsFullSwipe:content:)).
        "onDelete", "onMove", "onInsert", "deleteDisabled", "moveDisabled", "swipeActions",
        // A control's label that only a Form row draws (PickerView.swift: no other style draws it).
        "labelsHidden",
        // The find-and-replace bar of a text view, shown only when the user asks for it (Apple:
        // View.findNavigator(isPresented:), View.findDisabled(_:), View.replaceDisabled(_:), iOS 16).
        "findNavigator", "findDisabled", "replaceDisabled",
        // What AutoFill offers a text field (Apple: View.textContentType(_:) with UITextContentType or
        // NSTextContentType): nothing until the user types.
        "textContentType",
    ]

    /// The view types.
    static let viewTypes: [any LayoutView.Type] = [
        Rectangle.self,
        RoundedRectangle.self,
        Capsule.self,
        Circle.self,
        Ellipse.self,
        UnevenRoundedRectangle.self,
        GradientView.self,
        TextView.self,
        SpacerView.self,
        StackView.self,
        Divider.self,
        ScrollView.self,
        ViewThatFits.self,
        LazyGrid.self,
        Grid.self,
        GridRow.self,
        ButtonView.self,
        ListView.self,
        SectionView.self,
        TabViewContainer.self,
        PickerView.self,
        TabEntry.self,
        ColorPickerView.self,
        NavigationStackView.self,
    ]

    /// SwiftUI's views and modifiers as anim implements them: what `SceneProgram(source:path:)` checks against.
    public static let swiftUI: Vocabulary = {
        var v = Vocabulary()
        for type in viewTypes {
            for declaration in type.declarations { v.add(declaration) }
        }
        for declaration in LazyStack.declarations { v.add(declaration) }
        for declaration in GlassEffectContainer.declarations { v.add(declaration) }
        for declaration in AnyLayoutView.declarations { v.add(declaration) }
        v.colorView = ColorView.coercion
        v.hasSymbolGlyph = SymbolGlyphs.hasGlyph
        v.pathView = PathView.coercion
        v.gradientView = GradientView.coercion
        v.customShapeView = CustomShapeView.coercion
        v.customLayoutView = CustomLayoutView.coercion
        v.unsupportedViews = swiftUIUnsupportedViews
        v.unsupportedModifiers = swiftUIUnsupportedModifiers
        v.inertModifiers = swiftUIInertModifiers
        for type in modifierTypes {
            for declaration in type.declarations { v.add(declaration) }
        }
        for (type, cases) in enumerations { v.addEnumeration(type, cases: cases) }
        return v
    }()

    /// SwiftUI's small enumerations that modifiers and values take (Apple: ContentMode, Image.Interpolation,
    /// Image.TemplateRenderingMode, Image.ResizingMode — developer.apple.com/documentation/swiftui).
    static let enumerations: [String: [String]] = [
        "ContentMode": ["fit", "fill"],
        "Image.Interpolation": ImageInterpolation.allCases.map(\.rawValue),
        "Image.TemplateRenderingMode": ["template", "original"],
        "Image.ResizingMode": ["stretch", "tile"],
        // Apple: Gradient.ColorSpace — developer.apple.com/documentation/swiftui/gradient/colorspace (a mesh
        // gradient's; Geometry/GradientColorSpace.swift).
        "Gradient.ColorSpace": ["device", "perceptual"],
        // Apple: Text.Case — developer.apple.com/documentation/swiftui/text/case (View.textCase(_:)).
        "Text.Case": ["uppercase", "lowercase"],
        // Apple: Axis — developer.apple.com/documentation/swiftui/axis (`TextField(_:text:axis:)`).
        "Axis": ["horizontal", "vertical"],
        // UIKit's keyboard types (`var keyboard = UIKeyboardType.default`, `.keyboardType(.decimalPad)`): a render
        // shows no keyboard (Apple: UIKeyboardType).
        "UIKeyboardType": [
            "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
            "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
        ],
        // Apple: TabViewStyle (TabViewContainer.swift); `.page(indexDisplayMode: .never)` is read as
        // `pageWithoutIndex` (Checker+TabView).
        "TabViewStyle": ["automatic", "page", "pageWithoutIndex", "sidebarAdaptable", "tabBarOnly"],
        // Apple: MenuStyle — developer.apple.com/documentation/swiftui/menustyle (MenuStyleModifier.swift).
        "MenuStyle": ["automatic", "button", "borderlessButton"],
        "PickerStyle": ["automatic", "menu", "segmented", "wheel", "inline", "radioGroup", "navigationLink", "palette"],
        // Apple: ListStyle — developer.apple.com/documentation/swiftui/liststyle (ListView.swift, ListStyleModifier).
        "ListStyle": ["automatic", "plain", "grouped", "inset", "insetGrouped", "sidebar"],
        // Apple: NavigationBarItem.TitleDisplayMode (NavigationStackView.swift).
        "NavigationBarItem.TitleDisplayMode": ["automatic", "inline", "large"],
        // Apple: Visibility, VerticalEdge.Set (ListRowModifiers.swift: `listRowSeparator(.hidden, edges: .bottom)`,
        // `scrollContentBackground(.hidden)`).
        "Visibility": ["automatic", "visible", "hidden"],
        "VerticalEdge.Set": ["top", "bottom", "all"],
        // Apple: SymbolVariants, SymbolRenderingMode (SymbolVariant.swift, SymbolRenderingMode.swift); chained
        // variants (`.circle.fill`) are read as one name (Checker+SymbolSettings).
        "SymbolVariants": SymbolVariantModifier.names,
        "SymbolRenderingMode": ["monochrome", "hierarchical", "palette", "multicolor"],
        // Apple: Text.TruncationMode (TextEnvironmentWriter, Text TextLayoutBuilder+Truncation.swift); Font.Width —
        // developer.apple.com/documentation/swiftui/font/width (Builtins+Text `Font.width(_:)`, `.fontWidth(_:)`).
        "Text.TruncationMode": ["head", "middle", "tail"],
        "Font.Width": ["compressed", "condensed", "standard", "expanded"],
        // Apple: UITextContentType (UIKit) and NSTextContentType (AppKit): AutoFill hints of `.textContentType(_:)`,
        // which draws nothing (swiftUIInertModifiers).
        "UITextContentType": textContentTypes,
        "NSTextContentType": textContentTypes,
        // Apple: AnyLayout (Builtins+AnyLayout: values are built by HStackLayout() …, never written as members).
        "AnyLayout": [],
    ]

    /// UITextContentType's constants (Apple: developer.apple.com/documentation/uikit/uitextcontenttype); the
    /// NSTextContentType ones are a subset.
    static let textContentTypes = [
        "name", "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname", "jobTitle",
        "organizationName", "location", "fullStreetAddress", "streetAddressLine1", "streetAddressLine2",
        "addressCity", "addressState", "addressCityAndState", "sublocality", "countryName", "postalCode",
        "telephoneNumber", "emailAddress", "URL", "creditCardNumber", "username", "password", "newPassword",
        "oneTimeCode", "shipmentTrackingNumber", "flightNumber", "dateTime", "birthdate", "birthdateDay",
        "birthdateMonth", "birthdateYear", "creditCardSecurityCode", "creditCardName", "creditCardGivenName",
        "creditCardMiddleName", "creditCardFamilyName", "creditCardExpiration", "creditCardExpirationMonth",
        "creditCardExpirationYear", "creditCardType", "cellularEID", "cellularIMEI",
    ]

    /// `Vocabulary.swiftUI` with `Image` reading from `images`.
    public static func swiftUI(images: ImageCatalog) -> Vocabulary {
        var v = swiftUI
        for declaration in ImageView.declarations(images) { v.add(declaration) }
        v.hasImage = { name in
            if case .success = images.image(named: name) { return true }
            return false
        }
        let assets = images.assets
        v.assetColor = { name in assets.color(named: name) ?? assets.color(symbol: name) }
        return v
    }
}

extension SceneProgram {
    /// Loads a scene against SwiftUI's vocabulary (`Vocabulary.swiftUI`); a file without a `scene(…)` header gets a
    /// canvas of its root view's ideal size.
    /// `images` is where `Image("name")` looks; by default the scene's folder with no decoder, so any `Image` is
    /// a located error (AnimKit passes a catalog that decodes PNG, JPEG and WebP).
    /// `shaderSources` replaces the `.metal` files of the scene's folder (tests); `memoizesInvariants: false` evaluates
    /// every expression in every frame (tests compare it with the FrameMemo path).
    public convenience init(
        source: String, path: String, images: ImageCatalog? = nil, seed: UInt64? = nil,
        shaderSources: [MetalSourceFile]? = nil, memoizesInvariants: Bool = true
    ) throws(SceneError) {
        let folder = (path as NSString).deletingLastPathComponent
        let catalog =
            images
            ?? ImageCatalog(folder: folder.isEmpty ? "." : folder) { _ in
                throw ImageLookupError(message: "this loader decodes no images", hint: nil)
            }
        try self.init(
            source: source, path: path, vocabulary: .swiftUI(images: catalog),
            idealSize: { root, proposal in
                let engine = LayoutEngine(canvas: .zero, scale: 1)
                return proposal.map { engine.size(of: root, proposed: $0) } ?? engine.idealSize(of: root)
            }, seed: seed,
            shaderSources: shaderSources,
            geometry: { root, canvas, scale in LayoutEngine.geometry(of: root, canvas: canvas, scale: scale) },
            memoizesInvariants: memoizesInvariants)
    }
}
