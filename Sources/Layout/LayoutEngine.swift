// LayoutEngine.swift: SwiftUI's two-pass layout over a scene's view tree, emitting placed leaves.
// Rule: OpenSwiftUI ProposedSize.swift, StackLayout.swift, FrameLayout.swift and GeometryEffect.swift:
// proposal/response sizing, then placement; leaves round their own frames; geometry effects open a fresh transform
// space; modifiers written first act first (seed 000). Status: complete for issue #2.

import Geometry
import Render
import Scene
import Shader

/// Lays out one frame's view tree in a canvas and turns it into placed leaves and a display list.
public struct LayoutEngine: Sendable {
    /// The canvas the root view is proposed, in points.
    public let canvas: Size
    /// The device pixel grid (render scale).
    public let grid: PixelGrid
    /// Propose the root nothing (its ideal size) instead of the canvas: a header-less scene, whose canvas is that
    /// ideal size rounded up, lays out as `ImageRenderer` lays out its view.
    public let proposesIdealSize: Bool
    /// The axes a scroll view above scrolls along (ScrollView.swift): a lazy stack proposed nothing along one of
    /// them sizes only the rows near the visible region (LazyStack.swift). Empty outside scroll views.
    var scrolledAxes: ScrolledAxes = []
    /// The engine's references in one box: every modifier level copies the engine into its PlacementContext, and one
    /// reference retains once where three retained three times (issue #21).
    private var sinks: Sinks

    /// Where layout's warnings go (shared by the engines of one run; a private sink by default).
    public var warnings: LayoutWarnings { sinks.warnings }
    /// Where `onGeometryChange` views report their geometry (GeometryChangeModifier.swift); nil: nowhere.
    public var geometry: GeometrySink? {
        get { sinks.geometry }
        set {
            sinks = Sinks(
                warnings: sinks.warnings, geometry: newValue, leafCapacity: sinks.leafCapacity,
                zStackSizes: sinks.zStackSizes, carry: sinks.carry, carried: sinks.carried,
                preferences: sinks.preferences, matched: sinks.matched)
        }
    }
    /// The previous frame's leaf count, to allocate the leaf array once (LeafCapacity.swift); share one across the
    /// engines of a run's frames.
    public var leafCapacity: LeafCapacity { sinks.leafCapacity }
    /// The last ZStack sizing of this layout pass (ZStackSizes.swift); nil outside `leaves(of:)`.
    var zStackSizes: ZStackSizes? { sinks.zStackSizes }
    /// This pass's placements carried from an earlier frame (CarriedPlacements.swift); nil outside `leaves(of:)` or
    /// without a carry.
    var carriedPlacements: CarriedPlacements? { sinks.carried }
    /// The preference values set so far in this pass (AnchorPreferenceModifier.swift); nil outside `leaves(of:)`.
    var preferences: PreferenceList? { sinks.preferences }
    /// The matched-geometry source frames of this pass (MatchedGeometryEffect.swift); nil outside `leaves(of:)`.
    var matchedFrames: MatchedFrames? { sinks.matched }

    public init(
        canvas: Size, scale: Double, warnings: LayoutWarnings = LayoutWarnings(), proposesIdealSize: Bool = false,
        leafCapacity: LeafCapacity = LeafCapacity(), carry: LayoutCarry? = LayoutCarry()
    ) {
        self.canvas = canvas
        self.grid = PixelGrid(scale: scale)
        self.proposesIdealSize = proposesIdealSize
        sinks = Sinks(
            warnings: warnings, geometry: nil, leafCapacity: leafCapacity, zStackSizes: nil, carry: carry, carried: nil,
            preferences: nil, matched: nil)
    }

    /// Immutable: a write makes a new box.
    private final class Sinks: Sendable {
        let warnings: LayoutWarnings
        let geometry: GeometrySink?
        let leafCapacity: LeafCapacity
        let zStackSizes: ZStackSizes?
        /// Shared by the engines of a run's frames (nil: nothing carried); `carried` is one pass's set from it.
        let carry: LayoutCarry?
        let carried: CarriedPlacements?
        let preferences: PreferenceList?
        let matched: MatchedFrames?

        init(
            warnings: LayoutWarnings, geometry: GeometrySink?, leafCapacity: LeafCapacity, zStackSizes: ZStackSizes?,
            carry: LayoutCarry?, carried: CarriedPlacements?, preferences: PreferenceList?, matched: MatchedFrames?
        ) {
            (self.warnings, self.geometry, self.leafCapacity, self.zStackSizes) =
                (warnings, geometry, leafCapacity, zStackSizes)
            (self.carry, self.carried, self.preferences, self.matched) = (carry, carried, preferences, matched)
        }
    }

    /// Lays out `root` in the canvas: proposed the canvas size and centred in it, as a window centres its content.
    public func leaves(of root: ViewNode) -> [PlacedLeaf] {
        // A pass of its own: the ZStack sizes it keeps are its alone (engines are shared by the frames of a run,
        // which may be laid out on several threads).
        // Its carried placements too (CarriedPlacements.swift), checked out of the run's carry for the pass.
        let carried = sinks.carry?.checkOut()
        defer { if let carried { sinks.carry?.checkIn(carried) } }
        let matched = MatchedFrames()
        var pass = self
        pass.sinks = Sinks(
            warnings: sinks.warnings, geometry: sinks.geometry, leafCapacity: sinks.leafCapacity,
            zStackSizes: ZStackSizes(), carry: sinks.carry, carried: carried, preferences: PreferenceList(),
            matched: matched)
        let leaves = pass.laidOut(root)
        // A `matchedGeometryEffect(isSource: false)` placed before its source: again, with the sources' frames known.
        guard matched.needsSecondPass else { return leaves }
        matched.rewind()
        carried?.rewind()
        pass.sinks = Sinks(
            warnings: sinks.warnings, geometry: sinks.geometry, leafCapacity: sinks.leafCapacity,
            zStackSizes: ZStackSizes(), carry: sinks.carry, carried: carried, preferences: PreferenceList(),
            matched: matched)
        return pass.laidOut(root)
    }

    private func laidOut(_ root: ViewNode) -> [PlacedLeaf] {
        // What the state presents covers the window (PresentationHost.swift).
        let root = PresentationHost.hosting(root, canvas: canvas).resolvingTextEnvironment()
        let proposal = proposesIdealSize ? ProposedSize.unspecified : ProposedSize(canvas)
        let size = sizeThatFits(root, proposal)
        let origin = Point(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        var out: [PlacedLeaf] = []
        out.reserveCapacity(leafCapacity.hint)
        defer { leafCapacity.record(out.count) }
        let space = Space(transform: AffineTransform(scaleX: grid.scale, y: grid.scale))
        place(root, at: origin, proposal: proposal, size: size, environment: Environment(), space: space, into: &out)
        return out
    }

    /// The size `root` chooses when proposed nothing (`ProposedSize.unspecified`, "your ideal size"): the canvas
    /// `ImageRenderer` gives a view (Apple: ImageRenderer — developer.apple.com/documentation/swiftui/imagerenderer).
    public func idealSize(of root: ViewNode) -> Size {
        let size = sizeThatFits(root.resolvingTextEnvironment(), .unspecified)
        // A presentation covers a window: the preview screen at least.
        guard PresentationHost.presents(root) else { return size }
        return Size(
            width: max(size.width, PresentationHost.screen.width),
            height: max(size.height, PresentationHost.screen.height))
    }

    /// The size `root` chooses when proposed `size`.
    public func size(of root: ViewNode, proposed size: Size) -> Size {
        sizeThatFits(root.resolvingTextEnvironment(), ProposedSize(size))
    }

    /// The frame's drawing, back to front, in device pixels.
    public func displayList(of root: ViewNode) -> DisplayList {
        DisplayList(items: leaves(of: root).takingDisplayItems())
    }

    /// The leaves of a frame animating between state snapshots (SceneProgram.snapshots), oldest first, at `time`:
    /// each snapshot is laid out, then LeafAnimation interpolates them. One snapshot (nothing in flight) lays out
    /// exactly as `leaves(of:)`.
    public func leaves(of snapshots: [StateSnapshot], at time: Double) -> [PlacedLeaf] {
        if snapshots.count == 1 { return leaves(of: snapshots[0].view) }
        let layouts = snapshots.map { leaves(of: $0.view) }
        return LeafAnimation(snapshots: snapshots, layouts: layouts, scale: grid.scale).leaves(at: time)
    }

    /// The display list of `leaves(of:at:)`: what AnimKit renders for each frame.
    public func displayList(of snapshots: [StateSnapshot], at time: Double) -> DisplayList {
        DisplayList(items: leaves(of: snapshots, at: time).takingDisplayItems())
    }
}

// MARK: - Context

/// The transform space a view is placed in: points of that space → device pixels; and what animation needs to
/// rebuild it (the effects as parameters, the `.animation(_:value:)` scopes and the transition around the view).
///
/// Every modifier level copies the space into its PlacementContext; the four values that change only at geometry
/// effects, animation scopes, transitions and layers share one immutable box (a write makes a new one), so a copy
/// retains one reference instead of three or more (issue #21, bench/README.md).
struct Space {
    var transform: AffineTransform
    /// nil while the space has no effects, scopes, transition or groups (an empty box shared by every such space was
    /// retained at each copy, from every render thread: Environment.rare).
    private var around: Around?
    /// The `.offset`s written on the way here since the space began (OffsetEffect.swift), summed: what an
    /// `.animation(_:value:)` below records as outside it (AnimationScope.outerOffset).
    var offsetSum = Point(x: 0, y: 0)

    init(transform: AffineTransform) { self.transform = transform }

    var effects: [PlacedEffect] {
        get { around?.effects ?? [] }
        set { around = Around(effects: newValue, scopes: scopes, transition: transition, groups: groups) }
    }
    var scopes: [AnimationScope] {
        get { around?.scopes ?? [] }
        set { around = Around(effects: effects, scopes: newValue, transition: transition, groups: groups) }
    }
    var transition: PlacedTransition? {
        get { around?.transition }
        set { around = Around(effects: effects, scopes: scopes, transition: newValue, groups: groups) }
    }
    var groups: [PlacedGroup] {
        get { around?.groups ?? [] }
        set { around = Around(effects: effects, scopes: scopes, transition: transition, groups: newValue) }
    }

    private final class Around: Sendable {
        let effects: [PlacedEffect]
        let scopes: [AnimationScope]
        let transition: PlacedTransition?
        let groups: [PlacedGroup]

        init(effects: [PlacedEffect], scopes: [AnimationScope], transition: PlacedTransition?, groups: [PlacedGroup]) {
            (self.effects, self.scopes, self.transition, self.groups) = (effects, scopes, transition, groups)
        }
    }
}

/// Inherited values resolved on the way down.
///
/// Every modifier level copies the environment (into its PlacementContext, then into its content's placement), so
/// the values most scenes never write (gradient, shader and material paints, image modifiers, named coordinate
/// spaces, tint, shape drawing, shadow, content transition) live in one copy-on-write box (`Rare`), absent until one
/// is written: a copy retains one reference (none without the box) instead of seven and moves about a third of the
/// bytes (issue #21, bench/README.md). Writes
/// go through `isKnownUniquelyReferenced(_:)`
/// (developer.apple.com/documentation/swift/isknownuniquelyreferenced(_:)-98zpp), so the semantics stay a value's;
/// a write of an unchanged value leaves the shared box alone.
struct Environment {
    /// A `foregroundStyle` colour written above; nil: `.primary` (ColorScheme.swift resolves it).
    var foregroundColor: Color?
    /// The hierarchical level of the foreground (`.secondary` 1, `.tertiary` 2, `.quaternary` 3; 0 primary).
    var foregroundLevel = 0
    /// `preferredColorScheme(.dark)` / `environment(\.colorScheme, .dark)` above.
    var dark = false
    /// `disabled(true)` above.
    var disabled = false
    /// `redacted(reason: .placeholder)` above, not undone by `unredacted()` (RedactedModifier.swift).
    var redacted = false
    /// `listStyle(.plain)` above (ListView.swift).
    var plainList = false
    /// `listStyle(.grouped)` above: cards across the width with square corners (ListView.swift).
    var edgeToEdgeList = false
    /// `scrollContentBackground(.hidden)` above: lists draw no background (ListRowModifiers.swift).
    var listBackgroundHidden = false
    /// `tabViewStyle(.page)` above (TabViewContainer.swift).
    var pageTabs: PageIndex?
    /// A `.fill` written directly on the shape below.
    var fill: Color?
    /// The product of enclosing `opacity` modifiers.
    var opacity: Double = 1
    /// The innermost `blendMode` and `shadow` above, up to the nearest compositing group (OpenSwiftUI
    /// DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift; Apple: View.compositingGroup() —
    /// developer.apple.com/documentation/swiftui/view/compositinggroup()).
    var blend: BlendMode = .normal
    /// Content over a material or glass background: text in a hierarchical foreground style is vibrant
    /// (Vibrancy.swift).
    var vibrant = false

    /// The rarely written values; nil while none is written. Every environment that writes none was sharing one
    /// global empty box, so each copy of one (several per view) retained and released the same object: with two
    /// render threads that count's cache line moved between their cores at each copy (issue #21, bench/README.md
    /// "Evaluation and layout: what is left is reference counting (stop 55)"). Copying nil counts nothing.
    private var rare: Rare?

    /// Whether `other` holds the same values: every stored value compared exactly (colours and opacity bit for bit,
    /// the rare values' shared box by identity: a box is written only while uniquely referenced, so one kept for a
    /// comparison is never written). A key of the placements carried across frames (CarriedPlacements.swift): a new
    /// stored value must be compared here (EnvironmentIdentityTests checks the size of the type as a reminder).
    func isIdentical(to other: Environment) -> Bool {
        Self.same(foregroundColor, other.foregroundColor) && foregroundLevel == other.foregroundLevel
            && dark == other.dark && disabled == other.disabled && redacted == other.redacted
            && plainList == other.plainList && edgeToEdgeList == other.edgeToEdgeList
            && listBackgroundHidden == other.listBackgroundHidden
            && pageTabs?.showsIndex == other.pageTabs?.showsIndex && Self.same(fill, other.fill)
            && opacity.bitPattern == other.opacity.bitPattern && blend == other.blend && vibrant == other.vibrant
            && rare === other.rare
    }

    private static func same(_ a: Color?, _ b: Color?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let x?, let y?):
            x.red.bitPattern == y.red.bitPattern && x.green.bitPattern == y.green.bitPattern
                && x.blue.bitPattern == y.blue.bitPattern && x.opacity.bitPattern == y.opacity.bitPattern
        default: false
        }
    }

    /// `tint(_:)`: the accent of controls and links below.
    var tint: Color {
        get { rare?.tint ?? Environment.defaultTint }
        set { if newValue != tint { writeRare { $0.tint = newValue } } }
    }
    /// `trim`, `stroke`, `strokeBorder`, `inset(by:)` written on the shape below (ShapeDrawing.swift). Every shape's
    /// `.fill` writes `evenOdd`, so an unchanged value leaves the shared box alone.
    var shape: ShapeDrawing {
        get { rare?.shape ?? ShapeDrawing() }
        set { if newValue != shape { writeRare { $0.shape = newValue } } }
    }
    /// `environment(\.defaultMinListRowHeight, h)` / `\.defaultMinListHeaderHeight` above (DefaultMinListRowHeight
    /// .swift); nil: the system's (ListView.rowMinHeight, no header minimum).
    var listRowMinHeight: Double? {
        get { rare?.listRowMinHeight }
        set { if newValue != listRowMinHeight { writeRare { $0.listRowMinHeight = newValue } } }
    }
    var listHeaderMinHeight: Double? {
        get { rare?.listHeaderMinHeight }
        set { if newValue != listHeaderMinHeight { writeRare { $0.listHeaderMinHeight = newValue } } }
    }
    var shadow: DropShadow? {
        get { rare?.shadow }
        set { if newValue != nil || shadow != nil { writeRare { $0.shadow = newValue } } }
    }
    /// `listStyle(.inset)` above: the inset grouped look on the plain background (ListStyleModifier.swift).
    var insetList: Bool {
        get { rare?.insetList ?? false }
        set { if newValue != insetList { writeRare { $0.insetList = newValue } } }
    }
    /// `headerProminence(.increased)` above (HeaderProminence.swift).
    var prominentHeaders: Bool {
        get { rare?.prominentHeaders ?? false }
        set { if newValue != prominentHeaders { writeRare { $0.prominentHeaders = newValue } } }
    }
    /// The safe area a navigation stack gives its content (IgnoresSafeArea.swift); nil outside one.
    var safeArea: SafeArea? {
        get { rare?.safeArea }
        set { if newValue != safeArea { writeRare { $0.safeArea = newValue } } }
    }
    var contentTransition: ContentTransitionKind {
        get { rare?.contentTransition ?? .opacity }
        set { if newValue != contentTransition { writeRare { $0.contentTransition = newValue } } }
    }

    /// A gradient `.fill`/`.stroke` on the shape below, and a gradient foreground style (GradientView.swift).
    var fillPaint: GradientShading? {
        get { rare?.fillPaint }
        set { writeRare { $0.fillPaint = newValue } }
    }
    var foregroundPaint: GradientShading? {
        get { rare?.foregroundPaint }
        set { writeRare { $0.foregroundPaint = newValue } }
    }
    /// A shader `.fill` on the shape below, and a shader foreground style (ShaderEffect.swift, PlacedLeaf.shaderPaint).
    var fillShader: ShaderCall? {
        get { rare?.fillShader }
        set { writeRare { $0.fillShader = newValue } }
    }
    /// A material or glass `.fill` on the shape below (MaterialStyle.swift).
    var fillMaterial: MaterialPaint? {
        get { rare?.fillMaterial }
        set { writeRare { $0.fillMaterial = newValue } }
    }
    var foregroundShader: ShaderCall? {
        get { rare?.foregroundShader }
        set { writeRare { $0.foregroundShader = newValue } }
    }
    /// The image modifiers above (ImageStyle.swift).
    var image: ImageStyle {
        get { rare?.image ?? ImageStyle() }
        set { writeRare { $0.image = newValue } }
    }
    /// The named coordinate spaces above: each name's origin in global points (CoordinateSpaceModifier.swift).
    var coordinateSpaces: [String: Point] {
        get { rare?.coordinateSpaces ?? [:] }
        set { writeRare { $0.coordinateSpaces = newValue } }
    }
    /// `environment(\.layoutDirection, .rightToLeft)` above (LayoutDirectionWriter.swift).
    var rightToLeft: Bool {
        get { rare?.rightToLeft ?? false }
        set { if newValue != rightToLeft { writeRare { $0.rightToLeft = newValue } } }
    }
    /// Whether the space is mirrored by a layout-direction change above, so each leaf draws its content mirrored back
    /// in its own frame (only positions mirror: LayoutDirectionWriter.swift).
    var mirrorsLeaves: Bool {
        get { rare?.mirrorsLeaves ?? false }
        set { if newValue != mirrorsLeaves { writeRare { $0.mirrorsLeaves = newValue } } }
    }
    /// `scrollPosition(id:)` above, for the scroll view below it (ScrollPositionModifier.swift).
    var scrollTarget: ScrollTarget? {
        get { rare?.scrollTarget }
        set { if newValue !== scrollTarget { writeRare { $0.scrollTarget = newValue } } }
    }

    /// Whether any fill paint (gradient, shader, material) is set: the fast test before clearing them.
    var hasFillPaint: Bool { rare?.hasFillPaint ?? false }

    /// Sets the three fill paints, leaving the shared box alone when they are all nil and stay nil (every shape's
    /// plain-colour `.fill`).
    mutating func setFillPaints(_ paint: GradientShading?, shader: ShaderCall?, material: MaterialPaint?) {
        guard hasFillPaint || paint != nil || shader != nil || material != nil else { return }
        writeRare {
            $0.fillPaint = paint
            $0.fillShader = shader
            $0.fillMaterial = material
        }
    }

    private mutating func writeRare(_ body: (Rare) -> Void) {
        if rare == nil {
            rare = Rare()
        } else if !isKnownUniquelyReferenced(&rare) {
            rare = rare?.copy()
        }
        body(rare!)
    }

    /// The rarely written values, at their defaults when made. Mutated only while uniquely referenced (`writeRare`),
    /// so a shared box is never written: hence `@unchecked Sendable`.
    private final class Rare: @unchecked Sendable {
        var fillPaint: GradientShading? { didSet { updateHasFillPaint() } }
        var foregroundPaint: GradientShading?
        var fillShader: ShaderCall? { didSet { updateHasFillPaint() } }
        var fillMaterial: MaterialPaint? { didSet { updateHasFillPaint() } }
        /// Kept with the three so every shape's plain `.fill` tests one Bool (it copied each optional out to test it).
        private(set) var hasFillPaint = false
        var foregroundShader: ShaderCall?
        var image = ImageStyle()
        var coordinateSpaces: [String: Point] = [:]
        var tint: Color = Environment.defaultTint
        var shape = ShapeDrawing()
        var listRowMinHeight: Double?
        var listHeaderMinHeight: Double?
        var shadow: DropShadow?
        var contentTransition: ContentTransitionKind = .opacity
        var scrollTarget: ScrollTarget?
        var rightToLeft = false
        var mirrorsLeaves = false
        var safeArea: SafeArea?
        var insetList = false
        var prominentHeaders = false

        private func updateHasFillPaint() {
            hasFillPaint = fillPaint != nil || fillShader != nil || fillMaterial != nil
        }

        func copy() -> Rare {
            let r = Rare()
            (r.fillPaint, r.foregroundPaint, r.fillShader, r.fillMaterial) =
                (fillPaint, foregroundPaint, fillShader, fillMaterial)
            (r.foregroundShader, r.image, r.coordinateSpaces) = (foregroundShader, image, coordinateSpaces)
            (r.tint, r.shape, r.shadow, r.contentTransition) = (tint, shape, shadow, contentTransition)
            (r.scrollTarget, r.rightToLeft, r.mirrorsLeaves) = (scrollTarget, rightToLeft, mirrorsLeaves)
            (r.listRowMinHeight, r.listHeaderMinHeight) = (listRowMinHeight, listHeaderMinHeight)
            (r.safeArea, r.insetList, r.prominentHeaders) = (safeArea, insetList, prominentHeaders)
            return r
        }
    }
}

/// The axes of `LayoutEngine.scrolledAxes`.
struct ScrolledAxes: OptionSet {
    let rawValue: UInt8
    static let horizontal = ScrolledAxes(rawValue: 1)
    static let vertical = ScrolledAxes(rawValue: 2)

    /// Whether a stack on `axis` is scrolled along it.
    func scrolls(_ axis: StackAxis) -> Bool {
        switch axis {
        case .horizontal: contains(ScrolledAxes.horizontal)
        case .vertical: contains(ScrolledAxes.vertical)
        case .z: false
        }
    }
}

/// Which kind of parent is sizing a view: `Spacer` needs to know its stack's axis (OpenSwiftUI Spacer.swift).
enum ParentAxis {
    case none
    case stack(StackAxis)
    /// Inside a stack's child, below a frame or padding: a `Divider` still follows the stack ("when contained in a
    /// stack", so `Divider().frame(height: 20)` in an HStack is a short vertical rule), a `Spacer` no longer does.
    case enclosing(StackAxis)

    /// The parent a frame or padding passes to its content.
    var inherited: ParentAxis {
        if case .stack(let axis) = self { return .enclosing(axis) }
        return self
    }

    /// The axis of the stack the view is in, directly or below frames and padding.
    var enclosingAxis: StackAxis? {
        switch self {
        case .none: nil
        case .stack(let axis), .enclosing(let axis): axis
        }
    }
}

// MARK: - Sizing

extension LayoutEngine {
    /// The size `node` chooses for `proposal` (points).
    func sizeThatFits(_ node: ViewNode, _ proposal: ProposedSize, parent: ParentAxis = .none) -> Size {
        switch node.kind {
        case .view(let view):
            return view.layout.sizeThatFits(proposal, children: view.children, in: self, parent: parent)
        case .empty:
            return .zero
        case .group(let children):
            return stackSize(axis: .z, alignment: .center, spacing: nil, children: children, proposal)
        case .modified(let content, let applied):
            return LayoutConformance.sizeThatFits(applied, proposal, content: content, in: self, parent: parent)
        }
    }
}

// MARK: - Placement

extension LayoutEngine {
    /// Places `node` with its top-leading corner at `origin` (points of `space`), given the proposal it was sized
    /// with and the size it chose, appending its leaves in drawing order.
    func place(
        _ node: ViewNode, at origin: Point, proposal: ProposedSize, size: Size, environment: Environment,
        space: Space, parent: ParentAxis = .none, into out: inout [PlacedLeaf]
    ) {
        switch node.kind {
        case .empty:
            return
        case .view(let view):
            let context = PlacementContext(
                layout: self, key: node.identity, origin: origin, proposal: proposal, size: size,
                environment: environment, space: space, parent: parent, modifier: nil)
            view.layout.place(view.children, context, node: node, into: &out)
        case .group(let children):
            placeStack(
                axis: .z, alignment: .center, spacing: nil, children: children, at: origin, proposal: proposal,
                size: size, environment: environment, space: space, into: &out)
        case .modified(let content, let applied):
            let context = PlacementContext(
                layout: self, key: node.identity, origin: origin, proposal: proposal, size: size,
                environment: environment, space: space, parent: parent, modifier: applied)
            LayoutConformance.place(applied, content, context, into: &out)
        }
    }

    /// `background`/`overlay`: the secondary view is proposed exactly the primary's size and aligned to it
    /// (OpenSwiftUI BackgroundModifier.swift, OverlayModifier.swift and Shapes.swift; Apple: RoundedRectangle —
    /// developer.apple.com/documentation/swiftui/roundedrectangle); several views in it stack as a ZStack.
    func placeSecondary(
        _ secondary: ViewNode, _ alignment: Alignment, primaryOrigin: Point, primarySize: Size,
        environment: Environment, space: Space, into out: inout [PlacedLeaf]
    ) {
        var env = environment
        env.fill = nil
        env.setFillPaints(nil, shader: nil, material: nil)
        env.shape = ShapeDrawing()
        let proposal = ProposedSize(primarySize)
        let size = sizeThatFits(secondary, proposal)
        place(
            secondary,
            at: primaryOrigin
                + (explicitAlignmentOffset(alignment, container: primarySize, child: secondary, proposal, size)
                    ?? alignmentOffset(alignment, container: primarySize, child: size)),
            proposal: proposal, size: size, environment: env, space: space, into: &out)
    }

    /// Where a child of `child` size goes inside a container of `container` size so that their alignment guides meet.
    func alignmentOffset(_ alignment: Alignment, container: Size, child: Size) -> Point {
        if alignment.horizontal.customID != nil || alignment.vertical.customID != nil {
            // A custom guide's default need not be a fraction (CustomAlignment+Layout.swift).
            return Point(
                x: defaultGuide(alignment.horizontal, container) - defaultGuide(alignment.horizontal, child),
                y: defaultGuide(alignment.vertical, container) - defaultGuide(alignment.vertical, child))
        }
        return Point(
            x: alignment.horizontal.fraction * (container.width - child.width),
            y: alignment.vertical.fraction * (container.height - child.height))
    }
}

extension HorizontalAlignment {
    /// The guide's position as a fraction of the width (leading 0, centre ½, trailing 1).
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        // Callers that take a custom guide ask `defaultGuide` (CustomAlignment+Layout.swift); the others centre it.
        case .custom: 0.5
        }
    }
}

extension VerticalAlignment {
    /// The guide's position as a fraction of the height (top 0, centre ½, bottom 1).
    var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        // Outside an HStack a baseline guide falls back to the non-text default, the bottom (OpenSwiftUI
        // Text+Sizing.swift, Text+StringDrawingContext.swift and AlignmentGuide.swift).
        case .firstTextBaseline, .lastTextBaseline: 1
        case .custom: 0.5
        }
    }
}
