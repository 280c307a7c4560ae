// LenientActionsTests.swift: side-effect code naming an API anim does not have is skipped with one located warning
// per statement — in actions (`onAppear`, a Button's action, a timer) and in methods that return nothing — while the
// statements around it run (Checker+LenientActions.swift). Misspelt names, initialisers and type errors stay errors.
// Rule: issue #14 ("an unsupported API in code … is a warning, not an error"); The Swift Programming Language,
// "Statements" (statements run in order; a skipped declaration takes the statements that read it along).

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct LenientActionsTests {
    func shown(_ source: String, at time: Double = 0) throws -> Set<String> {
        let (_, leaves) = try SceneRender.render(source, at: time)
        return Set(PastedFiles13Tests().texts(leaves).map(\.0))
    }

    func warnings(_ source: String) throws -> [Diagnostic] {
        try SceneProgram(source: source, path: "lenient.scene").warnings.filter { $0.severity == .warning }
    }

    static let persisting = """
        scene(width: 300, height: 200, duration: 2, background: .white)
        struct Settings: View {
            @State private var count = 0
            @State private var saved = "no"
            func save() {
                CloudSync.shared.write(count)
                saved = "yes"
            }
            var body: some View {
                VStack {
                    Text("count \\(count)")
                    Text("saved \\(saved)")
                    Button("Add") {
                        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                        count += 1
                        save()
                    }
                }
                .onAppear {
                    count = 10
                    let player = AVAudioPlayer(named: "ding")
                    player.play()
                    count = 99
                }
            }
        }
        Settings()
        at(1) { tap("Add") }
        """

    @Test(
        "an action runs its statements around an unknown API: a skipped let takes only the statement reading it along")
    func statementsAroundUnknownAPI() throws {
        // `let player = AVAudioPlayer(…)` fails, and so does `player.play()`; `count = 99` after them runs.
        #expect(try shown(LenientActionsTests.persisting, at: 0.5).isSuperset(of: ["count 99", "saved no"]))
        // The tap skips the UIApplication call, adds one, and runs save(), which skips its unknown type's call.
        #expect(try shown(LenientActionsTests.persisting, at: 1.5).isSuperset(of: ["count 100", "saved yes"]))
    }

    @Test("one located warning per skipped statement, naming the unknown API")
    func warningsLocated() throws {
        let found = try warnings(LenientActionsTests.persisting)
        let skipped = found.filter { $0.message.contains("is not run") }
        // `player.play()` is skipped under the warning of the `let player` it reads.
        #expect(skipped.count == 3, "\(found.map(\.message))")
        // Line numbers count the header as line 1.
        #expect(skipped.map(\.range.start.line).sorted() == [6, 14, 21], "\(skipped.map(\.range.start))")
        #expect(skipped.contains { $0.message.hasPrefix("cannot find 'AVAudioPlayer'") })
    }

    @Test("misspelt names, initialisers and a value the view needs stay errors")
    func errorsKept() throws {
        let typo = """
            scene(width: 100, height: 100)
            struct V: View {
                @State var offset = 0.0
                var body: some View { Color.red.onAppear { ofset = 1 } }
            }
            V()
            """
        #expect(throws: SceneError.self) { try SceneProgram(source: typo, path: "t.scene") }
        let initializer = """
            scene(width: 100, height: 100)
            struct V: View {
                let name: String
                init() { name = Bundle.main.localizedThing("x") }
                var body: some View { Text(name) }
            }
            V()
            """
        #expect(throws: SceneError.self) { try SceneProgram(source: initializer, path: "i.scene") }
        let getter = """
            scene(width: 100, height: 100)
            struct V: View {
                var title: String { RemoteConfig.shared.title }
                var body: some View { Text(title) }
            }
            V()
            """
        #expect(throws: SceneError.self) { try SceneProgram(source: getter, path: "g.scene") }
    }

    @Test("an initialiser's UIKit appearance calls are skipped; its property assignments are not")
    func initializerAppearance() throws {
        let source = """
            scene(width: 200, height: 100, background: .white)
            struct V: View {
                let title: String
                init(title: String) {
                    self.title = title
                    UITableView.appearance().backgroundColor = .clear
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    UINavigationBar.appearance().standardAppearance = appearance
                }
                var body: some View { Text(title) }
            }
            V(title: "Styled")
            """
        #expect(try shown(source).contains("Styled"))
        let skipped = try warnings(source).filter { $0.message.contains("is not run") }
        #expect(skipped.map(\.range.start.line) == [6, 7, 9], "\(skipped.map(\.message))")
    }
}
