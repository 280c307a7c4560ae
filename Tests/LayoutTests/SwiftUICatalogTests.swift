// SwiftUICatalogTests.swift: the catalogue of SwiftUI's modifiers and views anim does not implement
// (SwiftUIModifierCatalog.swift, SwiftUIViewCatalog.swift), checked name by name: an inert modifier on `Text("x")`
// draws the same pixels as the bare text and warns once at its name; an unsupported one is a located "not supported"
// error; no implemented name is catalogued; a catalogued name gets no did-you-mean, a misspelt one gets the
// catalogued name. Rule: Apple, View — developer.apple.com/documentation/swiftui/view (the topic pages cited in the
// catalogue), NavigationPath — developer.apple.com/documentation/swiftui/navigationpath; the sample lines are
// written after the examples of Apple's pages for each modifier.

import Foundation
import Render
import Testing

@testable import Layout
@testable import Scene

struct SwiftUICatalogTests {
    static let header = "scene(width: 60, height: 30, background: .white)\n"

    /// The pixels of `source` (after the header) at time 0.
    static func pixels(_ body: String) throws -> [UInt8] {
        try SceneRender.render(header + body).0.bytes
    }

    /// Typical arguments of the inert modifiers (Apple's documentation examples, shortened); others take `()`.
    static let typicalArguments: [String: String] = [
        "accessibility*": "(\"A label\")",
        "speechAdjustedPitch": "(0.5)", "speechAlwaysIncludesPunctuation": "()", "speechAnnouncementsQueued": "()",
        "speechSpellsOutCharacters": "()",
        "privacySensitive": "()",
        "allowedDynamicRange": "(.high)", "persistentSystemOverlays": "(.hidden)",
        "textSelection": "(.enabled)", "textSelectionAffinity": "(.upstream)", "writingToolsBehavior": "(.disabled)",
        "textContentType": "(.emailAddress)", "keyboardType": "(.decimalPad)",
        "textInputAutocapitalization": "(.never)", "autocapitalization": "(.none)", "disableAutocorrection": "(true)",
        "autocorrectionDisabled": "()", "submitLabel": "(.done)", "symbolEffect": "(.bounce, value: 1)",
        "symbolEffectsRemoved": "()", "imageScale": "(.large)", "findNavigator": "(isPresented: $shown)",
        "findDisabled": "()", "replaceDisabled": "()",
        "navigationTitle": "(\"Title\")", "navigationSubtitle": "(\"Subtitle\")", "navigationDocument": "(url)",
        "navigationBarTitleDisplayMode": "(.inline)",
        "toolbarRole": "(.editor)", "toolbarTitleMenu": " { Button(\"Rename\") {} }",
        "toolbarColorScheme": "(.dark, for: .navigationBar)", "navigationBarBackButtonHidden": "(true)",
        "navigationSplitViewColumnWidth": "(min: 180, ideal: 200, max: 400)", "statusBarHidden": "()",
        "contextMenu": " {\n        Button(\"Copy\") {}\n        Button(\"Delete\", role: .destructive) {}\n    }",
        "help": "(\"Shows the help\")", "menuOrder": "(.fixed)", "menuActionDismissBehavior": "(.disabled)",
        "tabViewCustomization": "($customization)",
        "datePickerStyle": "(.graphical)", "progressViewStyle": "(.circular)", "textFieldStyle": "(.roundedBorder)",
        "gaugeStyle": "(.accessoryCircular)", "controlGroupStyle": "(.navigation)", "tableStyle": "(.inset)",
        "navigationSplitViewStyle": "(.balanced)", "navigationViewStyle": "(.stack)", "labelsHidden": "()",
        "ignoresSafeArea": "()", "edgesIgnoringSafeArea": "(.all)",
        "onLongPressGesture": " {\n        print(\"pressed\")\n    }", "gesture": "(TapGesture().onEnded { print(1) })",
        "simultaneousGesture": "(DragGesture())", "highPriorityGesture": "(TapGesture(count: 2))",
        "onHover": " { over in print(over) }", "onContinuousHover": " { phase in print(phase) }",
        "focusable": "()", "focused": "($isFocused)", "focusedValue": "(\\.title, \"x\")",
        "focusedSceneValue": "(\\.title, \"x\")", "focusedObject": "(model)", "focusedSceneObject": "(model)",
        "focusSection": "()", "focusScope": "(namespace)", "prefersDefaultFocus": "(in: namespace)",
        "defaultFocus": "($focus, .name)", "focusEffectDisabled": "()", "allowsHitTesting": "(false)",
        "contentShape": "(Rectangle())", "onDrag": " { NSItemProvider(object: \"x\" as NSString) }",
        "onDrop": "(of: [.text], isTargeted: nil) { providers in true }", "draggable": "(\"x\")",
        "dropDestination": "(for: String.self) { items, location in true }", "springLoadingBehavior": "(.enabled)",
        "hoverEffect": "(.lift)", "hoverEffectDisabled": "()", "defaultHoverEffect": "(.highlight)",
        "pointerStyle": "(.link)", "pointerVisibility": "(.hidden)", "onSubmit": " { print(\"submit\") }",
        "submitScope": "()", "keyboardShortcut": "(\"s\", modifiers: .command)",
        "onKeyPress": "(.return) { .handled }", "onModifierKeysChanged": " { old, new in print(new) }",
        "modifierKeyAlternate": "(.option) { Text(\"y\") }", "typeSelectEquivalent": "(\"x\")",
        "sensoryFeedback": "(.success, trigger: shown)", "selectionDisabled": "()",
        "interactionActivityTrackingTag": "(\"tag\")", "onCopyCommand": " { [] }", "onCutCommand": " { [] }",
        "onPasteCommand": "(of: [.text]) { providers in }", "onDeleteCommand": " { print(1) }",
        "onMoveCommand": " { direction in print(direction) }", "onExitCommand": " { print(1) }",
        "onPlayPauseCommand": " { print(1) }", "onCommand": "(selector) { print(1) }",
        "pasteDestination": "(for: String.self) { strings in }", "copyable": "([\"x\"])",
        "cuttable": "(for: String.self) { [\"x\"] }",
        "onOpenURL": " { url in print(url) }", "onContinueUserActivity": "(\"activity\") { activity in }",
        "userActivity": "(\"activity\") { activity in }",
        "handlesExternalEvents": "(preferring: [\"*\"], allowing: [\"*\"])",
        "digitalCrownRotation": "($value)", "digitalCrownAccessory": "(.hidden)", "onPencilDoubleTap": " { value in }",
        "onPencilSqueeze": " { phase in }", "handGestureShortcut": "(.primaryAction)",
        "defersSystemGestures": "(on: .bottom)", "renameAction": " { print(1) }",
        "buttonRepeatBehavior": "(.enabled)", "onDelete": " { offsets in print(offsets) }",
        "onMove": " { from, to in print(to) }", "onInsert": "(of: [.text]) { index, providers in }",
        "deleteDisabled": "(true)", "moveDisabled": "(true)",
        "swipeActions": "(edge: .trailing) {\n        Button(\"Delete\", role: .destructive) {}\n    }",
        "refreshable": " {\n        await model.reload()\n    }", "scrollTargetLayout": "()",
        "scrollTargetBehavior": "(.paging)", "scrollBounceBehavior": "(.basedOnSize)", "scrollDisabled": "(true)",
        "scrollIndicators": "(.hidden)", "scrollIndicatorsFlash": "(onAppear: true)",
        "scrollDismissesKeyboard": "(.interactively)",
        "onScrollGeometryChange": "(for: Double.self) { geometry in geometry.contentOffset.y } action: { old, new in }",
        "onScrollVisibilityChange": " { visible in print(visible) }", "onScrollPhaseChange": " { old, new in }",
        "onScrollTargetVisibilityChange": "(idType: Int.self) { ids in }",
        "searchable": "(text: $query, prompt: \"Search\")",
        "searchSuggestions": " { Text(\"a\").searchCompletion(\"a\") }",
        "searchScopes": "($scope) { Text(\"All\").tag(0) }", "searchCompletion": "(\"a\")",
        "searchDictationBehavior": "(.inline(activation: .onLook))",
        "searchPresentationToolbarBehavior": "(.avoidHidingContent)",
        "searchFocused": "($searching)",
        "sheet": "(isPresented: $shown) {\n        Text(\"Sheet\")\n    }",
        "fullScreenCover": "(isPresented: $shown, onDismiss: { print(1) }) { Text(\"Cover\") }",
        "popover": "(isPresented: $shown, arrowEdge: .bottom) { Text(\"Popover\").padding() }",
        "alert":
            "(\"Title\", isPresented: $shown) {\n        Button(\"OK\") {}\n    } message: {\n        Text(\"Message\")\n    }",
        "confirmationDialog":
            "(\"Delete?\", isPresented: $shown, titleVisibility: .visible) {\n        Button(\"Delete\", role: .destructive) {}\n    }",
        "dialogIcon": "(Image(systemName: \"trash\"))", "dialogSeverity": "(.critical)",
        "dialogSuppressionToggle": "(isSuppressed: $shown)", "presentationDetents": "([.medium, .large])",
        "presentationDragIndicator": "(.visible)", "presentationBackground": "(.thinMaterial)",
        "presentationBackgroundInteraction": "(.enabled(upThrough: .medium))", "presentationCornerRadius": "(21)",
        "presentationCompactAdaptation": "(.none)", "presentationContentInteraction": "(.scrolls)",
        "presentationSizing": "(.form)", "interactiveDismissDisabled": "()",
        "inspector": "(isPresented: $shown) { Text(\"Inspector\") }",
        "inspectorColumnWidth": "(min: 200, ideal: 300, max: 400)",
        "fileImporter": "(isPresented: $shown, allowedContentTypes: [.pdf]) { result in }",
        "fileExporter": "(isPresented: $shown, document: document, contentType: .plainText) { result in }",
        "fileMover": "(isPresented: $shown, file: url) { result in }",
        "fileDialogBrowserOptions": "(.displayFileExtensions)",
        "fileDialogConfirmationLabel": "(\"Open\")", "fileDialogCustomizationID": "(\"id\")",
        "fileDialogDefaultDirectory": "(url)", "fileDialogImportsUnresolvedAliases": "(true)",
        "fileDialogMessage": "(\"Choose\")", "fileDialogURLEnabled": "(predicate)",
        "quickLookPreview": "($url)", "navigationDestination": "(for: Int.self) { n in\n        Text(\"\\(n)\")\n    }",
        "matchedTransitionSource": "(id: 1, in: namespace)",
        "navigationTransition": "(.zoom(sourceID: 1, in: namespace))",
        "transformPreference": "(Key.self) { value in value += 1 }",
        "defaultAppStorage": "(UserDefaults(suiteName: \"x\")!)", "containerValue": "(\\.icon, \"star\")",
        "modelContainer": "(for: Item.self)", "modelContext": "(context)", "widgetURL": "(url)",
        "invalidatableContent": "()",
        "listRowSeparator": "(.hidden)", "listSectionSeparator": "(.hidden, edges: .bottom)", "listRowSpacing": "(8)",
        "tableColumnHeaders": "(.hidden)",
        "previewDisplayName": "(\"Dark\")", "previewLayout": "(.sizeThatFits)",
        "previewDevice": "(PreviewDevice(rawValue: \"iPhone 15\"))", "previewInterfaceOrientation": "(.landscapeLeft)",
        "previewContext": "(WidgetPreviewContext(family: .systemSmall))",
        "navigationBarTitle": "(\"Title\", displayMode: .inline)", "statusBar": "(hidden: true)",
        "touchBar": " { Button(\"A\") {} }", "touchBarItemPrincipal": "()",
        "touchBarCustomizationLabel": "(Text(\"A\"))",
        "touchBarItemPresence": "(.required(\"a\"))", "menuButtonStyle": "(BorderlessButtonMenuButtonStyle())",
        "customAttribute": "(Highlight())",
        "onLongTouchGesture": " { print(1) }", "itemProvider": " { nil }", "exportableToServices": "(items)",
        "importableFromServices": "(for: String.self) { strings in true }", "exportsItemProviders": "([.text]) { [] }",
        "importsItemProviders": "([.text]) { providers in true }", "fileExporterFilenameLabel": "(\"Save as:\")",
        "dismissalConfirmationDialog": "(\"Discard?\", shouldPresent: edited) { Button(\"Discard\") {} }",
        "windowResizeBehavior": "(.disabled)", "windowDismissBehavior": "(.disabled)",
        "windowMinimizeBehavior": "(.disabled)", "windowFullScreenBehavior": "(.disabled)",
        "windowToolbarFullScreenVisibility": "(.onHover)", "presentedWindowStyle": "(.hiddenTitleBar)",
        "presentedWindowToolbarStyle": "(.unified)", "allowsWindowActivationEvents": "()",
        "widgetAccentable": "()", "tabBarMinimizeBehavior": "(.onScrollDown)",
    ]

    /// The name to write for a catalogue entry (`accessibility*` is written `accessibilityLabel`).
    static func written(_ entry: String) -> String {
        entry.hasSuffix("*") ? entry.dropLast() + "Label" : entry
    }

    /// Catalogued inert for the forms anim does not read (`alert(isPresented:content:)` with an `Alert`, a detent set
    /// held in a variable); the forms Checker+Presentation reads are drawn while presented.
    static let presentedInSomeForms: Set = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "presentationDetents",
        "presentationDragIndicator",
    ]

    @Test("every inert modifier on Text(\"x\"), with typical arguments, draws the bare text and warns once at its name")
    func inertModifiers() throws {
        let bare = try Self.pixels("@State var shown = false\nText(\"x\")")
        var failures: [String] = []
        for entry in Vocabulary.swiftUIInertModifiers.sorted() {
            let name = Self.written(entry)
            let arguments = Self.typicalArguments[entry] ?? "()"
            let body = "@State var shown = false\nText(\"x\")\n    .\(name)\(arguments)"
            let program: SceneProgram
            do {
                program = try SceneProgram(source: Self.header + body, path: "inert.scene")
            } catch {
                failures.append("\(name): \(error.diagnostics.first?.message ?? "")")
                continue
            }
            let warnings = program.warnings.filter { $0.severity == .warning }
            let expected = "'\(name)' has no visual effect; anim renders the view as if it were absent"
            if Self.presentedInSomeForms.contains(name) {
                // Drawn while presented (PresentationTests); `shown` is false, so the text is bare, silently.
                if !warnings.isEmpty { failures.append("\(name): \(warnings.map(\.message))") }
            } else if warnings.map(\.message) != [expected] || warnings.first?.range.start.line != 4
                || warnings.first?.range.start.column != 6
            {
                failures.append("\(name): \(warnings.map(\.message))")
            }
            if try Self.pixels(body) != bare { failures.append("\(name): pixels differ") }
        }
        #expect(failures == [])
        #expect(Vocabulary.swiftUIInertModifiers.count > 200)
    }

    @Test("every unsupported modifier is a located 'not supported by anim yet' error")
    func unsupportedModifiers() {
        let failures = Self.notSupportedFailures(Vocabulary.swiftUIUnsupportedModifiers, column: 6) {
            "Text(\"x\")\n    .\($0)()"
        }
        #expect(failures == [])
    }

    /// The names in `names` whose scene, `Self.header` + `body(name)` with the name on line 3 at `column`, does not
    /// fail with the located "'name' is not supported by anim yet" error, each with the first message it gave.
    static func notSupportedFailures(_ names: Set<String>, column: Int, _ body: (String) -> String) -> [String] {
        var failures: [String] = []
        for name in names.sorted() {
            let error = #expect(throws: SceneError.self) {
                try SceneProgram(source: Self.header + body(name), path: "u.scene")
            }
            let first = error?.diagnostics.first
            if first?.message != "'\(name)' is not supported by anim yet" || first?.range.start.line != 3
                || first?.range.start.column != column
            {
                failures.append("\(name): \(first?.message ?? "no error")")
            }
        }
        return failures
    }

    @Test("every unsupported view is a located 'not supported by anim yet' error")
    func unsupportedViews() {
        // Drawn by the prelude or the checker in the forms they know (SwiftUIViewCatalog.swift's header).
        let drawnInSomeForms: Set = [
            "Toggle", "Slider", "Stepper", "DatePicker", "ProgressView", "ShareLink", "Canvas", "TimelineView",
            "ScrollViewReader", "Gauge", "LabeledContent", "ControlGroup",
        ]
        let failures = Self.notSupportedFailures(
            Vocabulary.swiftUIUnsupportedViews.subtracting(drawnInSomeForms), column: 5
        ) { "VStack {\n    \($0)()\n}" }
        #expect(failures == [])
    }

    @Test("no modifier or view anim implements is catalogued as inert or unsupported")
    func implementedNamesAreNotCatalogued() {
        let v = Vocabulary.swiftUI
        let implemented = Set(v.modifiers.keys).union(v.shapeModifiers.keys).union(Checker.lifecycleModifiers)
        #expect(implemented.count > 80)
        #expect(implemented.filter { v.isInert($0) }.sorted() == [])
        #expect(implemented.intersection(v.unsupportedModifiers).sorted() == [])
        #expect(Set(v.views.keys).intersection(v.unsupportedViews).sorted() == [])
        #expect(v.inertModifiers.intersection(v.unsupportedModifiers).sorted() == [])
        // No name is in two topics, and the state types declare no enumeration anim already has.
        let names = Vocabulary.swiftUIModifierCatalog.flatMap { $0.inert + $0.unsupported }
        #expect(names.count == Set(names).count)
        let existing = Set(Vocabulary.enumerations.keys).union(EnvironmentValues.enumerations.keys)
        #expect(existing.intersection(Vocabulary.swiftUIStateTypes.keys).sorted() == [])
    }

    @Test("a catalogued name never gets a did-you-mean; a misspelt one is offered the catalogued name")
    func didYouMean() {
        let onString = #expect(throws: SceneError.self) {
            try SceneProgram(
                source: Self.header + "let s = \"a\"\nlet t = s.sheet(isPresented: .constant(true))\nText(\"x\")",
                path: "d.scene")
        }
        #expect(onString?.diagnostics.first?.message == "value of type 'String' has no member 'sheet'")
        #expect(onString?.diagnostics.first?.hint == nil)
        let misspelt = #expect(throws: SceneError.self) {
            try SceneProgram(source: Self.header + "Text(\"x\")\n    .navigationTitel(\"T\")", path: "d.scene")
        }
        #expect(misspelt?.diagnostics.first?.hint == "did you mean 'navigationTitle'?")
        let unsupported = #expect(throws: SceneError.self) {
            try SceneProgram(source: Self.header + "Text(\"x\")\n    .badgeProminance(.increased)", path: "d.scene")
        }
        #expect(unsupported?.diagnostics.first?.hint == "did you mean 'badgeProminence'?")
    }

    @Test(
        "trailing closures, labelled trailing closures and content builders after inert modifiers parse and draw nothing"
    )
    func trailingClosures() throws {
        let state = "@State var shown = false\n@State var item: String? = nil\n"
        let bare = try Self.pixels(state + "VStack {\n    Text(\"x\")\n}")
        let body =
            state + """
                VStack {
                    Text("x")
                }
                .toolbarRole(.editor)
                .sheet(item: $item) { item in
                    Text(item)
                }
                .alert("T", isPresented: $shown) { Button("OK") {} } message: { Text("m") }
                .confirmationDialog("Delete?", isPresented: $shown) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone")
                }
                .contextMenu(menuItems: { Button("Copy") {} }, preview: { Text("preview") })
                """
        let program = try SceneProgram(source: Self.header + body, path: "t.scene")
        let warned = program.warnings.filter { $0.severity == .warning }.map(\.range.start.line)
        // The sheet, alert and dialog (lines 8, 11, 12) are drawn only while presented: nothing here, no warning.
        #expect(warned == [7, 18])
        #expect(try Self.pixels(body) == bare)
    }

    /// Lines written after the examples of Apple's page for each modifier (developer.apple.com/documentation/swiftui/
    /// view/<name>), one per catalogue topic or more; each on a List row, a stack or a text.
    static let realWorldLines = [
        ".accessibilityElement(children: .combine)",
        ".accessibilityAddTraits(.isHeader)",
        ".textSelection(.enabled)",
        ".keyboardType(.emailAddress)",
        ".navigationSubtitle(\"Servers\")",
        ".toolbarTitleMenu {\n    Button(\"Rename\") {}\n    Button(\"Duplicate\") {}\n}",
        ".toolbarColorScheme(.dark, for: .navigationBar)",
        ".contextMenu {\n    Button { } label: { Label(\"Add to Favorites\", systemImage: \"heart\") }\n}",
        ".datePickerStyle(.wheel)",
        ".scrollDismissesKeyboard(.interactively)",
        ".onLongPressGesture(minimumDuration: 1) { print(\"long\") }",
        ".gesture(DragGesture(minimumDistance: 0).onChanged { value in print(value.location) })",
        ".focused($isFocused)",
        ".onDrop(of: [.text], isTargeted: $isTargeted) { providers in true }",
        ".searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))",
        ".fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in print(result) }",
        ".onSubmit(of: .text) { print(\"submitted\") }",
        ".previewLayout(.fixed(width: 300, height: 70))",
        ".swipeActions(edge: .leading, allowsFullSwipe: false) { Button { } label: { Label(\"Read\", systemImage: \"envelope.open\") }.tint(.blue) }",
    ]

    @Test("twenty-odd lines written after Apple's examples: each renders the bare view and warns once")
    func realWorldLinesRender() throws {
        let bare = try Self.pixels("Text(\"x\")")
        var failures: [String] = []
        for line in Self.realWorldLines {
            let indented = line.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
                .joined(separator: "\n")
            let body = "Text(\"x\")\n" + indented
            do {
                let program = try SceneProgram(source: Self.header + body, path: "r.scene")
                if program.warnings.filter({ $0.severity == .warning }).count != 1 {
                    failures.append("warnings: \(line)")
                }
            } catch {
                failures.append("\(line): \(error.diagnostics.first?.message ?? "")")
                continue
            }
            if try Self.pixels(body) != bare { failures.append("pixels: \(line)") }
        }
        #expect(failures == [])
        #expect(Self.realWorldLines.count >= 19)
    }

    @Test("NavigationPath as a value: append, removeLast, count, isEmpty")
    func navigationPath() throws {
        func shown(at time: Double) throws -> [String] {
            try SceneRender.render(
                """
                scene(width: 200, height: 40, duration: 2)
                @State var path = NavigationPath()
                Text("\\(path.count) \\(path.isEmpty)")
                at(0.5) {
                    path.append(3)
                    path.append("detail")
                    path.append(Recipe(name: "Soup"))
                    path.append(2.5)
                }
                at(1) { path.removeLast(2) }
                struct Recipe: Hashable {
                    let name: String
                }
                """, at: time
            ).1.compactMap { leaf in if case .text(let t) = leaf.content { t.layout.string } else { nil } }
        }
        #expect(try shown(at: 0) == ["0 true"])
        #expect(try shown(at: 0.75) == ["4 false"])
        #expect(try shown(at: 1.5) == ["2 false"])
    }

    @Test("state declared with SwiftUI's small types is a value: PresentationDetent, ToolbarItemPlacement, Visibility")
    func stateTypes() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 40)
            @State var detent: PresentationDetent = .medium
            @State var visibility = Visibility.hidden
            let placement: ToolbarItemPlacement = .principal
            Text(detent == .medium && visibility != .visible && placement == .principal ? "yes" : "no")
            """)
        let shown = leaves.compactMap { leaf in if case .text(let t) = leaf.content { t.layout.string } else { nil } }
        #expect(shown == ["yes"])
    }

    @Test("a file's own type named like one of those state types is the file's, as in Swift")
    func ownTypeWins() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 40)
            enum Visibility { case open, closed }
            struct NavigationPath { var depth = 7 }
            @State var v = Visibility.open
            let path = NavigationPath()
            Text(v == .open ? "open \\(path.depth)" : "closed")
            """)
        let shown = leaves.compactMap { leaf in if case .text(let t) = leaf.content { t.layout.string } else { nil } }
        #expect(shown == ["open 7"])
    }

    @Test("inert modifiers inside a pasted View struct: the body renders as the bare content, one warning each")
    func pastedView() throws {
        let body = """
            struct ContentView: View {
                @State private var path = NavigationPath()
                @State private var showingSettings = false
                @FocusState private var focused: Bool
                var body: some View {
                    Text("x")
                        .navigationTitle("Recipes")  // drawn only by an enclosing NavigationStack
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Settings", systemImage: "gear") { showingSettings = true }
                            }
                        }
                        .sheet(isPresented: $showingSettings) { Text("Settings") }
                        .navigationDestination(for: String.self) { name in Text(name) }
                        .focused($focused)
                        .presentationDragIndicator(.visible)
                }
            }
            ContentView()
            """
        let program = try SceneProgram(source: Self.header + body, path: "p.scene")
        // `.toolbar` (line 9) is drawn by an enclosing NavigationStack (ToolbarTests); without one it draws nothing,
        // silently. Its content is checked as any view is: the SF Symbol 'gear' (line 11) warns of its placeholder.
        let warnings = program.warnings.filter { $0.severity == .warning }
        // The sheet (line 14) is drawn only while presented and the drag indicator (17) belongs to a sheet's content:
        // neither warns.
        #expect(warnings.map(\.range.start.line) == [11, 15, 16])
        #expect(warnings.first?.message.contains("'gear'") == true, "\(warnings.first?.message ?? "")")
        #expect(try Self.pixels(body) == Self.pixels("Text(\"x\")"))
    }
}
