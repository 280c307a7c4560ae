// Lang24Tests.swift: Swift and SwiftUI constructs real files still hit (issue #14, corpus 24 and the mass of preview
// files): `DispatchWorkItem` run by `asyncAfter(deadline:execute:)` and cancelled through a copy, a timer's
// `onReceive` closure given the tick's `Date`, `Duration` as a type, honest messages for a member chain rooted at an
// unknown member of a type, `#warning`/`#error`, a hand-written Codable conformance, read-only environment values.
// Rule: Apple: DispatchWorkItem (cancel: "future attempts to execute the work item return immediately"; a class, so
// every copy is the item), DispatchQueue.asyncAfter(deadline:execute:); Timer.TimerPublisher ("emits the current
// date"); SE-0329 Duration; TSPL "Expressions" (explicit member expression) and swiftc's "type 'T' has no member 'x'";
// SE-0196 (#warning/#error); Decodable/Encodable (run only by a decoder); EnvironmentValues.disableAutocorrection
// (nil unless set), .refresh (nil outside `.refreshable`). Expected values come from the written times: a work item
// scheduled at t fires at t + its delay unless cancelled before; a 0.5 s timer started at 0 has ticked at 0.5 and
// 1.0 by 1.2 s; the scene's "now" at t = 0 is the reference date, so a tick's date minus the start is its time.
// Lines and columns are counted by hand.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct Lang24Tests {
    private func leaves(_ source: String, at time: Double = 0) throws -> [PlacedLeaf] {
        try PastedScene.leaves(source, path: "lang24.scene", at: time)
    }

    private func texts(_ source: String, at time: Double = 0) throws -> [String] {
        PastedScene.texts(try leaves(source, at: time))
    }

    private func firstError(_ source: String) throws -> Diagnostic {
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: source, path: "lang24.scene") }
        return try #require(error.diagnostics.first { $0.severity == .error })
    }

    // MARK: - DispatchWorkItem

    /// A search-field debounce: each tap cancels the pending item (kept in `@State`) and schedules a new one 1 s
    /// later that copies `taps` into `shown`. Taps at 0.5, 1.0 and 1.2 s: only the last item (due at 2.2 s) runs;
    /// the first two (due at 1.5 and 2.0 s) were cancelled. `old` is a copy of the pending item taken before it is
    /// cancelled: it reads as cancelled too.
    private static let debounce = """
        scene(width: 300, height: 100, fps: 10, duration: 3)
        struct ContentView: View {
            @State private var taps = 0
            @State private var shown = 0
            @State private var pending: DispatchWorkItem?
            @State private var copyCancelled = "-"
            var body: some View {
                VStack {
                    Button("Tap") {
                        taps += 1
                        let old = pending
                        pending?.cancel()
                        if let old { copyCancelled = old.isCancelled ? "yes" : "no" }
                        let item = DispatchWorkItem { shown = taps }
                        pending = item
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: item)
                    }
                    Text("shown \\(shown) copy \\(copyCancelled) live \\(pending?.isCancelled == false ? "yes" : "no")")
                }
            }
        }
        ContentView()
        at(0.5) { tap("Tap") }
        at(1.0) { tap("Tap") }
        at(1.2) { tap("Tap") }
        """

    @Test(
        "DispatchWorkItem: cancel() before it runs stops it, through any copy; the last item runs after its delay",
        arguments: [
            (0.8, "shown 0 copy - live yes"),
            (1.6, "shown 0 copy yes live yes"),
            (2.1, "shown 0 copy yes live yes"),
            (2.3, "shown 3 copy yes live yes"),
        ])
    func workItemDebounce(time: Double, expected: String) throws {
        #expect(try texts(Self.debounce, at: time).contains(expected))
    }

    @Test("async(execute: item), asyncAfter(deadline:execute: { … }) and a work item cancelled before it is due")
    func workItemForms() throws {
        let source = """
            scene(width: 300, height: 100, fps: 10, duration: 3)
            struct ContentView: View {
                @State private var a = "a0"
                @State private var b = "b0"
                @State private var c = "c0"
                var body: some View {
                    Text("\\(a) \\(b) \\(c)")
                        .onAppear {
                            let first = DispatchWorkItem(qos: .userInitiated) { a = "a1" }
                            DispatchQueue.main.async(execute: first)
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: { b = "b1" })
                            let never = DispatchWorkItem { c = "c1" }
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: never)
                            never.cancel()
                        }
                }
            }
            ContentView()
            """
        #expect(try texts(source, at: 0.2) == ["a1 b0 c0"])
        #expect(try texts(source, at: 2) == ["a1 b1 c0"])
    }

    // MARK: - Timer dates and Duration

    @Test(
        "onReceive(timer) { date in … }: the parameter is the tick's Date", arguments: [(0.2, "0.0 0"), (1.2, "1.0 2")])
    func timerTickDate(time: Double, expected: String) throws {
        let source = """
            scene(width: 300, height: 100, fps: 10, duration: 3)
            struct ContentView: View {
                @State private var start = Date()
                @State private var elapsed = 0.0
                @State private var ticks = 0
                let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(elapsed) \\(ticks)")
                        .onReceive(timer) { firedDate in
                            elapsed = firedDate.timeIntervalSince(start)
                            ticks += 1
                        }
                }
            }
            ContentView()
            """
        #expect(try texts(source, at: time) == [expected])
    }

    @Test("Duration as a type: a stored .milliseconds(500) and .seconds(1) waited for by Task.sleep(for:)")
    func durationType() throws {
        let source = """
            scene(width: 300, height: 100, fps: 10, duration: 3)
            struct ContentView: View {
                @State private var steps = 0
                let step: Duration = .milliseconds(500)
                let pause: Duration = .seconds(1)
                var body: some View {
                    Text("\\(steps)")
                        .task {
                            try? await Task.sleep(for: step)
                            steps += 1
                            try? await Task.sleep(for: pause)
                            steps += 10
                        }
                }
            }
            ContentView()
            """
        #expect(try texts(source, at: 0.4) == ["0"])
        #expect(try texts(source, at: 0.6) == ["1"])
        #expect(try texts(source, at: 1.6) == ["11"])
    }

    // MARK: - Honest messages

    @Test("VStack.zeroSpacing { … }: type 'VStack' has no member 'zeroSpacing', at the member")
    func unknownStaticMemberOfView() throws {
        let e = try firstError(
            """
            scene(width: 300, height: 100)
            struct ContentView: View {
                var body: some View {
                    VStack.zeroSpacing {
                        Text("a")
                    }
                }
            }
            ContentView()
            """)
        #expect(e.message == "type 'VStack' has no member 'zeroSpacing'")
        #expect(e.range.start.line == 4 && e.range.start.column == 16)
    }

    @Test("Color.theme.background and Color.theme.accent.opacity(…): type 'Color' has no member 'theme'")
    func unknownColorMemberChain() throws {
        let property = try firstError(
            """
            scene(width: 300, height: 100)
            Rectangle().fill(Color.theme.background)
            """)
        #expect(property.message == "type 'Color' has no member 'theme'")
        #expect(property.range.start.line == 2 && property.range.start.column == 24)
        let method = try firstError(
            """
            scene(width: 300, height: 100)
            Rectangle()
                .foregroundStyle(Color.theme.accent.opacity(0.3))
            """)
        #expect(method.message == "type 'Color' has no member 'theme'")
        #expect(method.range.start.line == 3 && method.range.start.column == 28)
    }

    @Test("Color.brandBlue.opacity(0.5) stays an asset colour symbol (a warning, not an error)")
    func assetSymbolChainStillAccepted() throws {
        let p = try SceneProgram(
            source: "scene(width: 100, height: 100)\nRectangle().fill(Color.brandBlue.opacity(0.5))",
            path: "lang24.scene")
        #expect(p.warnings.contains { $0.message.contains("no colour set for 'brandBlue'") })
        // A modifier that only warns on any colour keeps the symbol an asset's too.
        let inert = try SceneProgram(
            source: "scene(width: 100, height: 100)\nColor.background\n    .ignoresSafeArea()", path: "lang24.scene")
        #expect(inert.warnings.contains { $0.message.contains("no colour set for 'background'") })
    }

    // MARK: - #warning / #error

    @Test("#warning is a located warning and otherwise ignored; #error is a located error")
    func diagnosticDirectives() throws {
        let source = """
            scene(width: 300, height: 100)
            #warning("TO DO – colours")
            struct ContentView: View {
                var body: some View {
                    #warning("check the padding")
                    Text("Hi")
                }
            }
            ContentView()
            """
        let p = try SceneProgram(source: source, path: "lang24.scene")
        let warnings = p.warnings.filter { $0.severity == .warning }
        #expect(warnings.map(\.message) == ["TO DO – colours", "check the padding"])
        #expect(warnings.map(\.range.start.line) == [2, 5])
        #expect(warnings.map(\.range.start.column) == [1, 9])
        #expect(try texts(source) == ["Hi"])

        let e = try firstError("scene(width: 300, height: 100)\nText(\"a\")\n    #error(\"Set the API key\")\n")
        #expect(e.message == "Set the API key")
        #expect(e.range.start.line == 3 && e.range.start.column == 5)
    }

    @Test("#error inside an inactive #if branch is not reported; an #if DEBUG branch is compiled")
    func errorInInactiveBranch() throws {
        let source = """
            scene(width: 300, height: 100)
            #if os(macOS)
            #error("macOS only")
            #endif
            #if DEBUG
            Text("debug")
            #else
            Text("release")
            #endif
            """
        #expect(try texts(source) == ["debug"])
    }

    // MARK: - Codable and environment values

    @Test("enum CodingKeys: String, CodingKey and init(from:)/encode(to:) are accepted and never run")
    func codableModel() throws {
        let source = """
            scene(width: 300, height: 100)
            struct Person: Codable, Identifiable {
                let id: Int
                let name: String
                enum CodingKeys: String, CodingKey {
                    case id
                    case name = "full_name"
                }
                init(id: Int, name: String) {
                    self.id = id
                    self.name = name
                }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    id = try container.decode(Int.self, forKey: .id)
                    name = try container.decode(String.self, forKey: .name)
                }
                func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(name, forKey: .name)
                }
            }
            let ann = Person(id: 1, name: "Ann")
            Text("\\(ann.name) \\(Person.CodingKeys.name.rawValue)")
            """
        #expect(try texts(source) == ["Ann full_name"])
    }

    @Test("a class's required init(from:) and encode(to:) with CodingKeys: accepted, the model drawn")
    func requiredDecoderInitializer() throws {
        let source = """
            scene(width: 300, height: 100)
            class User: ObservableObject, Codable {
                enum CodingKeys: CodingKey {
                    case name
                }
                @Published var name = "Paul Hudson"
                init() {}
                required init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    name = try container.decode(String.self, forKey: .name)
                }
                func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(name, forKey: .name)
                }
            }
            struct ContentView: View {
                @StateObject private var user = User()
                var body: some View { Text(user.name) }
            }
            ContentView()
            """
        #expect(try texts(source) == ["Paul Hudson"])
    }

    @Test("@Environment(\\.disableAutocorrection) is nil and \\.refresh is nil on a plain view")
    func readOnlyEnvironmentValues() throws {
        let source = """
            scene(width: 300, height: 100)
            struct ContentView: View {
                @Environment(\\.disableAutocorrection) private var disableAutocorrection
                @Environment(\\.refresh) private var refresh
                var body: some View {
                    VStack {
                        Text(disableAutocorrection == nil ? "auto" : "set")
                        if let refresh {
                            Button("Retry") { Task { await refresh() } }
                        } else {
                            Text("no refresh")
                        }
                    }
                }
            }
            ContentView()
            """
        #expect(try texts(source) == ["auto", "no refresh"])
    }

    // MARK: - Standard library and Foundation

    @Test("Int.advanced(by:), distance(to:), String.append (String and Character), append(contentsOf:), utf8")
    func standardLibraryGaps() throws {
        let source = """
            scene(width: 400, height: 100)
            func word() -> String {
                var s = "ab"
                s.append("c")
                let bang: Character = "!"
                s.append(bang)
                s.append(contentsOf: "de")
                return s
            }
            let bytes = Data("héllo".utf8)
            Text("\\(5.advanced(by: 3)) \\(2.distance(to: 9)) \\(word()) \\("héllo".utf8.count) \\(bytes.count)")
            """
        // "héllo" is 5 characters and 6 UTF-8 bytes (é is C3 A9).
        #expect(try texts(source) == ["8 7 abc!de 6 6"])
    }

    @Test("Calendar.current.date(from: components): hour 7, minute 30 of the era's first day, in the scene's GMT")
    func calendarDateFromComponents() throws {
        let source = """
            scene(width: 400, height: 100)
            func wake() -> Date {
                var components = DateComponents()
                components.hour = 7
                components.minute = 30
                return Calendar.current.date(from: components) ?? .now
            }
            func newYear() -> Date? {
                var c = DateComponents()
                c.year = 2001
                c.month = 1
                c.day = 2
                return Calendar.current.date(from: c)
            }
            Text("\\(Calendar.current.component(.hour, from: wake())):\\(Calendar.current.component(.minute, from: wake())) \\(newYear()!.timeIntervalSinceReferenceDate)")
            """
        // 2 January 2001 00:00 GMT is one day (86400 s) after the reference date.
        #expect(try texts(source) == ["7:30 86400.0"])
    }

    @Test(
        "TransactionKey: a view reads the key's default value; withTransaction(\\.key, value) warns it is not carried")
    func transactionKeyDefaults() throws {
        let source = """
            scene(width: 300, height: 100, fps: 10, duration: 2)
            enum Source { case root, welcome }
            struct SourceKey: TransactionKey {
                static var defaultValue: Source = .root
            }
            extension Transaction {
                var source: Source {
                    get { self[SourceKey.self] }
                    set { self[SourceKey.self] = newValue }
                }
            }
            struct ContentView: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        Text(on ? "on" : "off")
                            .transaction { t in
                                if t[SourceKey.self] == .welcome { t.animation = .default }
                            }
                        Button("Go") {
                            withTransaction(\\.source, .welcome) { on.toggle() }
                        }
                    }
                }
            }
            ContentView()
            at(0.5) { tap("Go") }
            """
        let p = try SceneProgram(source: source, path: "lang24.scene")
        let warning = try #require(p.warnings.first { $0.message.contains("'\\.source' is not carried") })
        #expect(warning.range.start.line == 21 && warning.range.start.column == 33)
        #expect(try texts(source, at: 0).first == "off")
        #expect(try texts(source, at: 1).first == "on")
    }

    @Test("List(data, id:, rowContent: { … }): the row builder passed by its label is the trailing closure")
    func listRowContentLabel() throws {
        let source = """
            scene(width: 300, height: 300)
            let fruits = ["Apple", "Pear"]
            List(fruits, id: \\.self, rowContent: { item in
                Text(item)
            })
            """
        #expect(try texts(source) == ["Apple", "Pear"])
    }

    @Test("a ternary of integer literals takes a Double operand's type: x * (reverse ? -1 : 1)")
    func literalTernaryInDoubleContext() throws {
        let source = """
            scene(width: 300, height: 100)
            let reverse = true
            let x = 2.5
            let y = (reverse ? 2 : 3) + x
            Text("\\(x * (reverse ? -1 : 1)) \\(y)")
            """
        #expect(try texts(source) == ["-2.5 4.5"])
    }

    @Test("@AppStorage(wrappedValue: v, \"key\") var name: the initial value given to the wrapper")
    func appStorageWrappedValue() throws {
        let source = """
            scene(width: 300, height: 100)
            struct ContentView: View {
                @AppStorage(wrappedValue: "Anonymous", "name") private var name
                @AppStorage("count") private var count = 3
                var body: some View { Text("\\(name) \\(count)") }
            }
            ContentView()
            """
        #expect(try texts(source) == ["Anonymous 3"])
    }
}
