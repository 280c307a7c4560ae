// PastedFiles17Tests.swift: Swift and SwiftUI that real files pasted for issue #14 (the corpus17 round) wrote and
// anim refused: `rawValue` through implicit self, `fatalError` / `type(of:)`, `Color.description`, an Array's
// `startIndex` / `endIndex`, `Button(configuration)` in a PrimitiveButtonStyle, a PreviewProvider nested in its view,
// a callback passed by name, `Text(LocalizedStringKey(s))` and a schedule type's initialiser.
// Rule: The Swift Programming Language ("Enumerations": Raw Values; "Methods": The self Property); Swift standard
// library fatalError(_:file:line:), type(of:), Array.startIndex/endIndex; Apple: Color.description,
// Button.init(_: PrimitiveButtonStyleConfiguration), PreviewProvider, View.onPreferenceChange(_:perform:),
// LocalizedStringKey.init(_:), PeriodicTimelineSchedule.init(from:by:). Expected values are computed by hand.

import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedFiles17Tests {
    func texts(_ leaves: [PlacedLeaf]) -> [String] { PastedFiles13Tests().texts(leaves).map(\.0) }

    @Test("rawValue through implicit self, type(of:), Color.description, startIndex / endIndex")
    func swiftMembers() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            enum Fruit: String, CaseIterable, Identifiable {
                case apple = "Apple"
                var id: String { rawValue }
                var shout: String { rawValue.uppercased() }
            }
            func checked(_ n: Int) -> Int {
                if n >= 0 { return n }
                fatalError("negative")
            }
            VStack {
                Text("\\(Fruit.apple.shout) \\(Fruit.apple.id)")
                Text("\\(type(of: checked(1))) \\(type(of: 2.5))")
                Text([Color.red, .blue, Color(red: 1, green: 0.5, blue: 0)].map(\\.description).joined(separator: " "))
                Text("\\([4, 5, 6].startIndex) \\([4, 5, 6].endIndex)")
            }
            """)
        #expect(texts(leaves) == ["APPLE Apple", "Int Double", "red blue #FF8000FF", "0 3"])
    }

    @Test("fatalError is a located runtime failure when it runs, and ends a branch as a return does")
    func fatalErrorRuns() throws {
        let e = #expect(throws: SceneError.self) {
            _ = try SceneRender.render(
                """
                scene(width: 100, height: 100)
                func checked(_ n: Int) -> Int {
                    guard n >= 0 else { fatalError("negative \\(n)") }
                    return n
                }
                Text("\\(checked(-2))")
                """)
        }
        let text = "\(e.map { String(describing: $0) } ?? "")"
        #expect(text.contains("Fatal error: negative -2"), "\(text)")
        #expect(text.contains("test.scene:3:"), "\(text)")
    }

    @Test("Button(configuration) in a PrimitiveButtonStyle draws the standard button of the label")
    func primitiveButtonConfiguration() throws {
        let (fb, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 60, background: .white)
            struct RedBordered: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button(configuration).border(Color.red, width: 2)
                }
            }
            Button("Sign In") {}.buttonStyle(RedBordered())
            """)
        #expect(texts(leaves) == ["Sign In"])
        // The border's left edge: 2 pt of red at the text's leading edge.
        let text = try #require(PastedFiles13Tests().texts(leaves).first?.1)
        let x = Int(text.minX) + 1
        let y = Int(text.midY)
        #expect(fb[x, y].r > 240 && fb[x, y].g < 80, "\(fb[x, y])")
    }

    @Test("a PreviewProvider nested in its view is the root; a callback passed by name; a schedule's type")
    func nestedPreviewAndReferences() throws {
        let (fb, leaves) = try SceneRender.render(
            """
            scene(width: 100, height: 100, background: .white)
            struct K: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
            }
            struct V: View {
                let onChange: (CGFloat) -> Void
                func handle(_ v: Int) {}
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 40, height: 40)
                            .onPreferenceChange(K.self, perform: onChange)
                            .onChange(of: 3, perform: handle)
                        TimelineView(PeriodicTimelineSchedule(from: Date(), by: 1)) { _ in Text("tick") }
                    }
                }
                struct V_Previews: PreviewProvider {
                    static var previews: some View { V(onChange: { _ in }) }
                }
            }
            """)
        #expect(texts(leaves) == ["tick"])
        // The red square is the top of the stack, centred: 40 × (40 + the text's height).
        let frames = leaves.map(\.frame)
        #expect(frames.first == Rect(x: 30, y: frames.first?.minY ?? -1, width: 40, height: 40))
        #expect(fb[50, Int(frames[0].midY)].r > 240)
    }

    @Test("Text(LocalizedStringKey(s)) reads the string's Markdown; Text(s) shows it verbatim")
    func localizedStringKey() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 400, height: 100, background: .white)
            let s = "Check out *[Font Awesome](https://fontawesome.com)* now"
            VStack {
                Text(LocalizedStringKey(s))
                Text(s)
            }
            """)
        #expect(
            texts(leaves) == [
                "Check out Font Awesome now", "Check out *[Font Awesome](https://fontawesome.com)* now",
            ])
    }

    @Test("a parameter of a protocol the file declares, written some P, any P or P, is a generic parameter")
    func protocolParameters() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 100, background: .white)
            func shout(_ item: Named) -> String { item.name.uppercased() }
            func quiet(_ item: any Named, times: Int) -> String { String(repeating: item.name.lowercased(), count: times) }
            func plain(_ item: some Named, _ other: (some Named)?) -> String { item.name + (other?.name ?? "-") }
            struct Fruit: Named { let name: String }
            protocol Named { var name: String { get } }
            Text(shout(Fruit(name: "Apple")) + " " + quiet(Fruit(name: "Fig"), times: 2) + " " + plain(Fruit(name: "Kiwi"), nil))
            """)
        #expect(texts(leaves) == ["APPLE figfig Kiwi-"])
    }

    @Test("environment(\\.openURL, OpenURLAction { … }) draws the view as without it, with one located warning")
    func openURLAction() throws {
        let source = """
            scene(width: 200, height: 40, background: .white)
            struct V: View {
                @State private var visits = 0
                var body: some View {
                    Text("Visit [site](https://example.com)")
                        .environment(\\.openURL, OpenURLAction { url in
                            visits += 1
                            return .systemAction
                        })
                }
            }
            V()
            """
        let program = try SceneProgram(source: source, path: "test.scene")
        let warnings = program.warnings.filter { $0.message.contains("openURL") }
        #expect(warnings.count == 1 && warnings.first?.range.start.line == 6)
        let plain = source.replacingOccurrences(
            of: """

                            .environment(\\.openURL, OpenURLAction { url in
                                visits += 1
                                return .systemAction
                            })
                """, with: "")
        #expect(plain != source)
        let (a, _) = try SceneRender.render(source)
        let (b, _) = try SceneRender.render(plain)
        #expect(a.bytes == b.bytes)
    }

    @Test("an ImageResource property holds a generated asset symbol (.goldpiece) or ImageResource(name:bundle:)")
    func imageResourceValues() throws {
        let source = """
            scene(width: 300, height: 100, background: .white)
            struct Rate: View {
                let image: ImageResource
                var body: some View {
                    HStack {
                        Image(image).resizable().frame(width: 10, height: 10)
                        Text(image.name)
                    }
                }
            }
            VStack {
                Rate(image: .goldpiece)
                Rate(image: ImageResource(name: "silver", bundle: .main))
            }
            """
        let (_, leaves) = try SceneRender.render(source)
        #expect(texts(leaves) == ["goldpiece", "silver"])
    }

    @Test("a Combine pipeline (timer, map, sink, store) in a model is accepted and never runs, with one warning")
    func combinePipeline() throws {
        let source = """
            scene(width: 200, height: 40, background: .white)
            import Combine
            final class TimerModel: ObservableObject {
                @Published var time = "default"
                @Published var query = ""
                var cancellables: [AnyCancellable] = []
                func start() {
                    Timer.publish(every: 1, on: .main, in: .default)
                        .autoconnect()
                        .map { "\\($0)" }
                        .sink { [weak self] in self?.time = $0 }
                        .store(in: &cancellables)
                    $query.removeDuplicates().debounce(for: 0.3, scheduler: RunLoop.main).sink { _ in }.store(in: &cancellables)
                }
            }
            struct V: View {
                @StateObject var model = TimerModel()
                var body: some View { Text(model.time).onAppear { model.start() } }
            }
            V()
            """
        let program = try SceneProgram(source: source, path: "test.scene")
        #expect(
            program.warnings.filter { $0.message.contains("'sink' never runs") }.map(\.range.start.line) == [11, 13])
        let (_, leaves) = try SceneRender.render(source, at: 2)
        #expect(texts(leaves) == ["default"])
    }

    @Test("TransitionPhase is an enum: a switch over its three cases is exhaustive; value and isIdentity")
    func transitionPhaseSwitch() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 40, background: .white)
            func shift(_ phase: TransitionPhase) -> Double {
                switch phase {
                case .willAppear: return -1
                case .identity: return 0
                case .didDisappear: return 2
                }
            }
            Text("\\(shift(.didDisappear)) \\(TransitionPhase.willAppear.value) \\(TransitionPhase.identity.isIdentity)")
            """)
        #expect(texts(leaves) == ["2.0 -1.0 true"])
    }

    @Test("a TabView's unselected tab puts no toolbar items in the bar and does not hide it")
    func toolbarOfUnselectedTab() throws {
        func shown(_ hidden: String) throws -> [String] {
            let (_, leaves) = try SceneRender.render(
                """
                scene(width: 300, height: 300, background: .white)
                NavigationStack {
                    TabView {
                        Text("A").tabItem { Text("TabA") }.toolbar { Button("OnlyA") {} }
                        Text("B").tabItem { Text("TabB") }
                            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("OnlyB") {} } }
                            \(hidden)
                    }
                    .navigationTitle("T")
                    .navigationBarTitleDisplayMode(.inline)
                }
                """)
            return texts(leaves)
        }
        let plain = try shown("")
        #expect(plain.contains("OnlyA") && !plain.contains("OnlyB") && plain.contains("T"), "\(plain)")
        let hidden = try shown(".toolbar(.hidden, for: .navigationBar)")
        #expect(hidden.contains("T") && hidden.contains("OnlyA"), "\(hidden)")
    }

    @Test("Text of a ternary of literals reads Markdown; CGFloat(integerLiteral:); isDetailLink is non-visual")
    func corpus16Forms() throws {
        let source = """
            scene(width: 300, height: 100, background: .white)
            let flag = true
            let n = 3
            NavigationStack {
                VStack {
                    Text(flag ? "**On** now" : "Off")
                    Text("\\(CGFloat(integerLiteral: n) / 2) \\(Double(floatLiteral: 1.5))")
                    NavigationLink("Go") { Text("Detail") }.isDetailLink(false)
                }
            }
            """
        let program = try SceneProgram(source: source, path: "test.scene")
        #expect(program.warnings.filter { $0.message.contains("isDetailLink") }.count == 1)
        let (_, leaves) = try SceneRender.render(source)
        #expect(texts(leaves).prefix(2) == ["On now", "1.5 1.5"])
    }
}
