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
        ShapeSetOperation.self,
        ForegroundStyle.self,
        FrameLayout.self,
        FlexFrameLayout.self,
        PaddingLayout.self,
        SafeAreaPadding.self,
        OffsetEffect.self,
        BaselineOffsetLayout.self,
        PositionLayout.self,
        RotationEffect.self,
        Rotation3DEffect.self,
        ShaderEffect.self,
        GlassEffect.self,
        ListStyleModifier.self,
        HeaderProminence.self,
        TabItemModifier.self,
        TabViewStyleModifier.self,
        PickerStyleModifier.self,
        SafeAreaInset.self,
        ColorFilterEffect.self,
        ScaleEffect.self,
        TransformEffect.self,
        BackgroundModifier.self,
        OverlayModifier.self,
        OpacityEffect.self,
        GeometryGroup.self,
        CompositingGroup.self,
        DrawingGroup.self,
        DefaultMinListRowHeight.self,
        LayoutDirectionWriter.self, FlipsForRightToLeft.self,
        ScrollContentBackgroundFill.self,
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
        DisabledModifier.self, RedactedModifier.self,
        IdentityModifier.self,
        ScrollPositionModifier.self,
        MatchedGeometryEffect.self,
        TagModifier.self,
        EquatableModifier.self,
        GridCellModifier.self,
        MenuStyleModifier.self,
        ContainerRelativeFrame.self,
        SymbolVariantModifier.self,
        ImageScaleModifier.self,
        SymbolRenderingModeModifier.self,
        ListRowBadge.self,
        ListRowBackground.self,
        ListRowInsets.self,
        ListRowSeparator.self,
        ListRowSeparatorTint.self,
        ScrollContentBackground.self,
        NavigationTitle.self,
        NavigationTitleDisplayMode.self,
        ToolbarModifier.self, ToolbarVisibility.self, ToolbarBackground.self, NavigationPush.self,
        NavigationBarBackButtonHidden.self, Presentation.self, PresentationDetents.self,
        PresentationDragIndicator.self, IgnoresSafeArea.self, SafeAreaRegion.self,
    ]

    // The views and modifiers anim does not draw, or that draw nothing: SwiftUIViewCatalog.swift and
    // SwiftUIModifierCatalog.swift.

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
        TextJoinView.self,
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
        SheetView.self, AlertView.self, ConfirmationDialogView.self,
        ToolbarItemView.self,
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
        for (type, cases) in swiftUIStateTypes { v.addEnumeration(type, cases: cases) }
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
        DrawingGroup.colorRenderingMode: DrawingGroup.colorRenderingModes,
        // Apple: PinnedScrollableViews (PinnedScrollableViews.swift: the lazy containers' `pinnedViews:`).
        "PinnedScrollableViews": PinnedScrollableViews.members,
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
        "PickerStyle": [
            "automatic", "menu", "segmented", "wheel", "inline", "radioGroup", "navigationLink", "palette",
        ],
        // Apple: ListStyle — developer.apple.com/documentation/swiftui/liststyle (ListView.swift, ListStyleModifier);
        // watchOS's `.carousel` and `.elliptical` and macOS's `.bordered` draw as iOS's grouped list (ListStyleModifier).
        "ListStyle": [
            "automatic", "plain", "grouped", "inset", "insetGrouped", "sidebar", "carousel", "elliptical", "bordered",
        ],
        // Apple: VerticalEdge.Set (ListRowModifiers.swift: `listRowSeparator(.hidden, edges: .bottom)`); Visibility and
        // NavigationBarItem.TitleDisplayMode are SwiftUIViewCatalog's state types.
        "VerticalEdge.Set": ["top", "bottom", "all"],
        // Apple: ToolbarPlacement — developer.apple.com/documentation/swiftui/toolbarplacement, SpacerSizing (iOS 26,
        // ToolbarSpacer) — the bars and spacers of ToolbarVisibility.swift and ToolbarItem.swift.
        "ToolbarPlacement": ["automatic", "navigationBar", "bottomBar", "tabBar", "windowToolbar", "bottomOrnament"],
        "SpacerSizing": ["fixed", "flexible"],
        // Apple: ToolbarDefaultItemKind — developer.apple.com/documentation/swiftui/toolbardefaultitemkind.
        "ToolbarDefaultItemKind": ["sidebarToggle", "title"],
        // Apple: SymbolVariants, SymbolRenderingMode (SymbolVariant.swift, SymbolRenderingMode.swift); chained
        // variants (`.circle.fill`) are read as one name (Checker+SymbolSettings).
        "SymbolVariants": SymbolVariantModifier.names,
        "SymbolRenderingMode": ["monochrome", "hierarchical", "palette", "multicolor"],
        // Apple: Image.Scale — developer.apple.com/documentation/swiftui/image/scale (ImageScale.swift).
        "Image.Scale": ImageScaleModifier.names,
        // Apple: Text.TruncationMode (TextEnvironmentWriter, Text TextLayoutBuilder+Truncation.swift); Font.Width —
        // developer.apple.com/documentation/swiftui/font/width (Builtins+Text `Font.width(_:)`, `.fontWidth(_:)`).
        "Text.TruncationMode": ["head", "middle", "tail"],
        // Apple: Text.LineStyle.Pattern (underline/strikethrough `pattern:`, TextEnvironmentWriter, TextDecorations).
        TextDecoration.patternType: TextDecoration.Pattern.allCases.map(\.rawValue),
        // Apple: BlurReplaceTransition.Configuration — developer.apple.com/documentation/swiftui/blurreplacetransition
        // (`.transition(.blurReplace(.upUp))`, Transition.swift).
        BlurReplaceConfiguration.typeName: BlurReplaceConfiguration.allCases.map(\.rawValue),
        "Font.Width": ["compressed", "condensed", "standard", "expanded"],
        "Font.Leading": ["standard", "tight", "loose"],
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
    /// every expression in every frame (tests compare it with the FrameMemo path). `until`: the last time a frame
    /// will be asked for (a still), after which no event runs.
    public convenience init(
        source: String, path: String, images: ImageCatalog? = nil, seed: UInt64? = nil,
        shaderSources: [MetalSourceFile]? = nil, memoizesInvariants: Bool = true, until: Double? = nil
    ) throws(SceneError) {
        let folder = (path as NSString).deletingLastPathComponent
        let catalog =
            images
            ?? ImageCatalog(folder: folder.isEmpty ? "." : folder) { _ in
                throw ImageLookupError(message: "this loader decodes no images", hint: nil)
            }
        try self.init(
            source: source, path: path, vocabulary: .swiftUI(images: catalog),
            fitting: SceneProgram.RootFitting(
                size: { root, proposal in
                    let engine = LayoutEngine(canvas: .zero, scale: 1)
                    return proposal.map { engine.size(of: root, proposed: $0) } ?? engine.idealSize(of: root)
                }, drawsOffCanvas: { root, canvas in LayoutEngine.drawsOffCanvas(root, canvas: canvas) }),
            seed: seed,
            shaderSources: shaderSources,
            geometry: { root, canvas, scale in LayoutEngine.geometry(of: root, canvas: canvas, scale: scale) },
            memoizesInvariants: memoizesInvariants, until: until)
    }
}
