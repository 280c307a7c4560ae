// Lang25Tests.swift: Swift and SwiftUI constructs real preview files still hit (issue #14, the mass25 development net
// over new repositories): `[T].self` and `[K: V].self` as a decoder's type, `AnyView?` as a property type, the
// standard library's `swap(_:_:)`, `some ShapeStyle` as a computed property's type, a Foundation formatter held in a
// `let` and configured in an action, `@Bindable var model = Model()` in a memberwise initialiser, a closure stored in a
// `() -> AnyView` property by an `init`, an unapplied method named through `self`, and UIKit's feedback generators'
// nested style types, `Task.init { … }`, a prelude static (`UserDefaults.standard`) read while a file's state object is made, an optional pattern in an enum case's payload (`case .second(true, let drag?)`), and a view's `@State` left out of one construction while a sibling's passes it.
// Rule: TSPL "Types" (array and dictionary type sugar, so `[User].self` is the metatype of `[User]`; optional type
// `T?`); The Swift Standard Library: swap(_:_:) ("Exchanges the values of the two arguments"); Apple: AnyShapeStyle
// (a type-erased style, what an opaque `some ShapeStyle` holds here); TSPL "Structures and Classes" (a class's
// property may be set through a constant reference; Apple declares DateFormatter a class); SE-0258 (a wrapper with
// `init(wrappedValue:)` gives the memberwise initialiser a parameter of the wrapped type); TSPL "Closures" (a closure
// captures the values it uses); TSPL "Expressions" (explicit member expression: `self.method` unapplied is a function
// value); TSPL "Properties" (type properties are initialised lazily, on first access); TSPL "Patterns" (Optional Pattern: `let x?` matches `.some(x)`); Apple: UIImpactFeedbackGenerator.FeedbackStyle, UINotificationFeedbackGenerator.FeedbackType.
// Expected values follow from the written code: texts are the strings the views would print on iOS, colours the
// named system colours' components, lines and columns counted by hand.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct Lang25Tests {
    private func leaves(_ source: String, at time: Double = 0) throws -> [PlacedLeaf] {
        try PastedScene.leaves(source, path: "lang25.scene", at: time)
    }

    private func texts(_ source: String, at time: Double = 0) throws -> [String] {
        PastedScene.texts(try leaves(source, at: time))
    }

    @Test("decode([Activity].self, from:) and decode([String: Activity].self, from:) type-check; the decode fails")
    func arrayMetatypeDecode() throws {
        let source = """
            import SwiftUI
            struct Activity: Identifiable, Codable {
                var id = UUID()
                var title: String
            }
            struct ContentView: View {
                @State private var items: [Activity] = []
                @State private var named: [String: Activity] = [:]
                var body: some View {
                    Text("\\(items.count) \\(named.count)")
                        .onAppear {
                            let data = Data()
                            if let decoded = try? JSONDecoder().decode([Activity].self, from: data) {
                                items = decoded
                            } else {
                                items = [Activity(title: "fallback")]
                            }
                            if let map = try? JSONDecoder().decode([String: Activity].self, from: data) {
                                named = map
                            }
                        }
                }
            }
            #Preview { ContentView() }
            """
        #expect(try texts(source) == ["1 0"])
    }

    @Test("@State var detail: AnyView? starts nil; if let shows it once set")
    func optionalAnyViewProperty() throws {
        let source = """
            import SwiftUI
            struct RootView: View {
                @State var showCourseDetail: AnyView?
                @State var other: AnyView? = nil
                var body: some View {
                    VStack {
                        Text(showCourseDetail == nil ? "none" : "some")
                        if let detail = showCourseDetail {
                            detail
                        }
                    }
                    .onAppear { showCourseDetail = AnyView(Text("detail")) }
                }
            }
            #Preview { RootView() }
            """
        #expect(try texts(source) == ["some", "detail"])
    }

    @Test("swap(&a, &b) exchanges two @State strings")
    func standardLibrarySwap() throws {
        let source = """
            import SwiftUI
            struct Converter: View {
                @State private var typeFrom = "km"
                @State private var typeTo = "mi"
                var body: some View {
                    Text("\\(typeFrom) → \\(typeTo)")
                        .onAppear { swap(&typeFrom, &typeTo) }
                }
            }
            #Preview { Converter() }
            """
        #expect(try texts(source) == ["mi → km"])
    }

    @Test("var tipsBorder: some ShapeStyle { … } returns Color.red or Color.gray by state; the text draws in it")
    func opaqueShapeStyleProperty() throws {
        let source = """
            import SwiftUI
            struct EmailField: View {
                @State private var email = "x"
                @State private var isEditing = true
                var tipsBorder: some ShapeStyle {
                    if isEditing {
                        return email.contains("@") ? Color.green : Color.red
                    } else {
                        return Color.gray
                    }
                }
                var body: some View {
                    Text(email).foregroundStyle(tipsBorder)
                }
            }
            #Preview { EmailField() }
            """
        let leaf = try #require(try leaves(source).first)
        // SwiftUI's light-mode system red (Apple: Color.red, UIColor.systemRed = rgb(255, 59, 48)), held as a
        // type-erased style: a paint whose every stop is that red.
        let red = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
        guard case .linear(let gradient, _, _)? = leaf.paint else {
            Issue.record("the text is not painted with the style: \(String(describing: leaf.paint))")
            return
        }
        #expect(!gradient.stops.isEmpty && gradient.stops.allSatisfy { $0.color == red })
    }

    @Test("private let dateFormatter = DateFormatter() configured in onAppear formats with that pattern afterwards")
    func formatterLetConfiguredInAction() throws {
        let source = """
            import SwiftUI
            struct Clock: View {
                private let dateFormatter = DateFormatter()
                @State private var content = ""
                var body: some View {
                    Text(content)
                        .onAppear {
                            dateFormatter.dateFormat = "HH:mm:ss"
                            content = dateFormatter.string(from: Date(timeIntervalSinceReferenceDate: 3723))
                        }
                }
            }
            #Preview { Clock() }
            """
        // 3723 s after the reference date (2001-01-01 00:00:00 GMT, the scene's time zone) is 01:02:03.
        #expect(try texts(source) == ["01:02:03"])
    }

    /// The child given the parent's object shows its title; the child made without one shows its own default. (anim
    /// initialises the child's object from the argument once, as a `@State` is: a later write in the parent is not
    /// seen by the child, where SwiftUI's child would observe the shared object.)
    @Test("@Bindable var viewModel = Model() takes the parent's object through the memberwise initialiser")
    func bindableWithDefaultInMemberwiseInit() throws {
        let source = """
            import SwiftUI
            @Observable class TitleModel {
                var title: String
                init(title: String = "default") { self.title = title }
            }
            struct ParentView: View {
                @State private var viewModel = TitleModel(title: "parent")
                var body: some View {
                    VStack {
                        ChildView(viewModel: viewModel)
                        ChildView()
                    }
                }
            }
            struct ChildView: View {
                @Bindable var viewModel = TitleModel()
                var body: some View {
                    Text(viewModel.title)
                }
            }
            #Preview { ParentView() }
            """
        #expect(try texts(source) == ["parent", "default"])
    }

    @Test("Child(n: 5) then Child(): the second instance starts at the declared @State value, not the sibling's")
    func omittedStateArgumentStartsAtDeclaredValue() throws {
        let source = """
            scene(width: 200, height: 100)
            struct Child: View {
                @State var n = 1
                var body: some View {
                    Rectangle().frame(width: CGFloat(n) * 10, height: 10)
                }
            }
            VStack(alignment: .leading, spacing: 0) {
                Child(n: 5)
                Child()
                Child(n: 3)
            }
            """
        // Widths 10 n: 50, 10 and 30 pt, stacked 10 pt apart.
        let widths = try leaves(source).map(\.frame.width)
        #expect(widths == [50, 10, 30])
    }

    @Test("init assigns a closure to var content: () -> AnyView; a row calls it and hands self.remove to its child")
    func closurePropertyAndMethodReferenceThroughSelf() throws {
        let source = """
            scene(width: 200, height: 200, fps: 10, duration: 2)
            struct Note: Identifiable {
                var id: Int
                var content: () -> AnyView
                init(id: Int, text: String) {
                    self.id = id
                    self.content = { AnyView(Text(text)) }
                }
            }
            struct Row: View {
                var note: Note
                var onHide: (Int) -> Void
                var body: some View {
                    Button { onHide(note.id) } label: { note.content() }
                }
            }
            struct ContentView: View {
                @State var notes = [Note(id: 1, text: "one"), Note(id: 2, text: "two")]
                func remove(_ id: Int) { notes.removeAll { $0.id == id } }
                var body: some View {
                    VStack {
                        ForEach(notes) { n in
                            Row(note: n, onHide: self.remove)
                        }
                    }
                }
            }
            ContentView()
            at(1) { tap("one") }
            """
        #expect(try texts(source, at: 0.5) == ["one", "two"])
        #expect(try texts(source, at: 1.5) == ["two"])
    }

    @Test("case .second(true, let n?): matches only a non-nil payload and binds the wrapped value")
    func optionalPatternInEnumPayload() throws {
        let source = """
            import SwiftUI
            enum Step { case first(Bool), second(Bool, Int?) }
            func describe(_ step: Step) -> String {
                guard case .second(true, let n?) = step else { return "-" }
                return "\\(n + 1)"
            }
            struct Steps: View {
                let steps: [Step] = [.second(true, 5), .second(true, nil), .second(false, 2), .first(true)]
                var body: some View {
                    Text(steps.map(describe).joined(separator: " "))
                }
            }
            #Preview { Steps() }
            """
        #expect(try texts(source) == ["6 - - -"])
    }

    /// Apple's "Composing SwiftUI Gestures" sample: the sequence's value is matched in `updating` and `onEnded`; a
    /// render has no input, so the circle stays where it was placed.
    @Test("LongPressGesture().sequenced(before: DragGesture()) with case .second(true, let drag?) renders")
    func sequencedGestureValuePatterns() throws {
        let source = """
            import SwiftUI
            struct DraggableCircle: View {
                enum DragState {
                    case inactive, pressing, dragging(translation: CGSize)
                    var translation: CGSize {
                        if case .dragging(let t) = self { return t }
                        return .zero
                    }
                }
                @GestureState var dragState = DragState.inactive
                @State var viewState = CGSize.zero
                var body: some View {
                    let gesture = LongPressGesture(minimumDuration: 0.5)
                        .sequenced(before: DragGesture())
                        .updating($dragState) { value, state, transaction in
                            switch value {
                            case .first(true): state = .pressing
                            case .second(true, let drag): state = .dragging(translation: drag?.translation ?? .zero)
                            default: state = .inactive
                            }
                        }
                        .onEnded { value in
                            guard case .second(true, let drag?) = value else { return }
                            viewState.width += drag.translation.width
                        }
                    return Circle()
                        .fill(Color.blue)
                        .frame(width: 100, height: 100)
                        .offset(x: viewState.width + dragState.translation.width)
                        .gesture(gesture)
                }
            }
            #Preview { DraggableCircle() }
            """
        let circle = try #require(try leaves(source).first)
        #expect(circle.frame.width == 100 && circle.frame.height == 100)
    }

    /// Hacking with Swift's iExpense store: the state object's `init` reads `UserDefaults.standard` (empty in a render,
    /// so no saved data) before the view is built.
    @Test("@StateObject var store = Store() whose init reads UserDefaults.standard: the static is set by then")
    func preludeStaticReadByStateInitializer() throws {
        let source = """
            import SwiftUI
            struct Expense: Codable { var name: String }
            final class Expenses: ObservableObject {
                @Published var items: [Expense]
                init() {
                    if let saved = UserDefaults.standard.data(forKey: "items"),
                        let decoded = try? JSONDecoder().decode([Expense].self, from: saved)
                    {
                        items = decoded
                        return
                    }
                    items = [Expense(name: "none saved")]
                }
            }
            struct ContentView: View {
                @StateObject var expenses = Expenses()
                var body: some View {
                    Text(expenses.items.map(\\.name).joined())
                }
            }
            #Preview { ContentView() }
            """
        #expect(try texts(source) == ["none saved"])
    }

    @Test("Task.init { … } and Task(priority: .background) { … } run their work as Task { … } does")
    func taskInitAndPriority() throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 1)
            struct Loader: View {
                @State private var a = "a0"
                @State private var b = "b0"
                var body: some View {
                    Text("\\(a) \\(b)")
                        .onAppear {
                            Task.init { a = "a1" }
                            Task(priority: .background) { b = "b1" }
                        }
                }
            }
            Loader()
            """
        #expect(try texts(source, at: 0.5) == ["a1 b1"])
    }

    @Test("UINotificationFeedbackGenerator.FeedbackType and UIImpactFeedbackGenerator.FeedbackStyle as parameter types")
    func hapticsNestedTypes() throws {
        let source = """
            import SwiftUI
            class HapticManager {
                static let instance = HapticManager()
                func notification(type: UINotificationFeedbackGenerator.FeedbackType) {
                    UINotificationFeedbackGenerator().notificationOccurred(type)
                }
                func impact(style: UIImpactFeedbackGenerator.FeedbackStyle) {
                    UIImpactFeedbackGenerator(style: style).impactOccurred()
                }
            }
            struct HapticsView: View {
                var body: some View {
                    VStack {
                        Button("success") { HapticManager.instance.notification(type: .success) }
                        Button("soft") { HapticManager.instance.impact(style: .soft) }
                    }
                }
            }
            #Preview { HapticsView() }
            """
        #expect(try texts(source) == ["success", "soft"])
    }
}
