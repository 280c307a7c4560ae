// Lang23bTests.swift: issue #14 leftovers of corpora 21 and 20: module-qualified names (`SwiftUI.PreferenceKey` as
// the conformance of a nested struct named `PreferenceKey`, `Swift.max` past a parameter named `max`), a style's
// `Configuration` named through a style nested in an extension, `extension DragGesture.Value`, CGSize/CGRect
// `animatableData` read, written and animated, and a View's plain `var model = Model()` of a class written through.
// Rule: TSPL "Types" (a type identifier may be qualified by its module) and "Nested Types"; Apple: ButtonStyle
// .Configuration; DragGesture.Value; CGSize/CGRect `animatableData` (AnimatablePair of the components; CGRect's of
// origin and size); TSPL "Structures and Classes" (a class instance's property may be set through any reference).
// Expected values come from the written numbers: max(3, 7) is 7; the preference value written (42); a 1 s linear
// animation at half way is the mean of its two ends; the object's property as the `onAppear` action set it.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct Lang23bTests {
    private func leaves(_ source: String, at time: Double = 0) throws -> [PlacedLeaf] {
        try PastedScene.leaves(source, path: "lang23b.scene", at: time)
    }

    private func texts(_ source: String, at time: Double = 0) throws -> [String] {
        PastedScene.texts(try leaves(source, at: time))
    }

    @Test("Swift.max / Swift.min call the global functions where parameters named min and max shadow them")
    func moduleQualifiedFunction() throws {
        let found = try texts(
            """
            scene(width: 300, height: 100)
            struct V: View {
                func clamp(min: CGFloat?, max: CGFloat?, source: CGFloat) -> CGFloat {
                    var result: CGFloat = source
                    if let min { result = Swift.max(result, min) }
                    if let max { result = Swift.min(result, max) }
                    return result
                }
                var body: some View {
                    let color: SwiftUI.Color = SwiftUI.Color.red
                    Text("\\(clamp(min: 7, max: nil, source: 3)) \\(clamp(min: nil, max: 2, source: 3))")
                        .foregroundStyle(color)
                }
            }
            V()
            """)
        #expect(found == ["7.0 2.0"])
    }

    @Test("a nested struct PreferenceKey: SwiftUI.PreferenceKey, named as Item.PreferenceKey.self")
    func nestedPreferenceKeyNamedLikeProtocol() throws {
        let found = try texts(
            """
            scene(width: 300, height: 200, duration: 1)
            struct Item: View {
                struct PreferenceKey: SwiftUI.PreferenceKey {
                    static var defaultValue: CGFloat = 0
                    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
                }
                @State private var seen: CGFloat = 0
                var body: some View {
                    Text("seen \\(Int(seen))")
                        .preference(key: Item.PreferenceKey.self, value: 42)
                        .onPreferenceChange(Item.PreferenceKey.self) { seen = $0 }
                }
            }
            Item()
            """, at: 0.5)
        #expect(found == ["seen 42"])
    }

    @Test("a ButtonStyle nested in an extension of an enum, its Configuration named Styles.Filled.Configuration")
    func nestedStyleConfiguration() throws {
        let found = try leaves(
            """
            scene(width: 300, height: 200)
            enum Styles {}
            extension Styles {
                struct Filled: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View { Body(configuration: configuration) }
                }
            }
            extension Styles.Filled {
                struct Body: View {
                    var configuration: Styles.Filled.Configuration
                    var body: some View { configuration.label.padding(10).background(Color.red) }
                }
            }
            Button("Go") {}.buttonStyle(Styles.Filled())
            """)
        let text = try #require(found.first { if case .text = $0.content { true } else { false } })
        #expect(text.frame.width > 0)
        let background = try #require(found.first { if case .color = $0.content { true } else { false } })
        // The label padded by 10 on every side.
        #expect(abs(background.frame.minX - (text.frame.minX - 10)) < 1, "\(background.frame) \(text.frame)")
        #expect(abs(background.frame.width - (text.frame.width + 20)) < 1, "\(background.frame) \(text.frame)")
    }

    @Test("extension DragGesture.Value adds members a gesture's actions use; the view renders")
    func dragGestureValueExtension() throws {
        let found = try leaves(
            """
            scene(width: 200, height: 200)
            extension DragGesture.Value {
                func percentage(in width: CGFloat) -> Double { abs(translation.width / width) }
            }
            struct Card: View {
                @State private var share = 0.0
                var body: some View {
                    Rectangle().fill(.blue).frame(width: 80, height: 40)
                        .gesture(DragGesture().onChanged { value in share = value.percentage(in: 80) })
                }
            }
            Card()
            """)
        #expect(found.map(\.frame) == [Rect(x: 60, y: 80, width: 80, height: 40)])
    }

    @Test("CGSize and CGRect animatableData: read as pairs, written back")
    func geometryAnimatableDataValues() throws {
        let found = try texts(
            """
            scene(width: 400, height: 100)
            func moved() -> CGSize {
                var s = CGSize(width: 1, height: 2)
                s.animatableData = AnimatablePair(3, 4)
                return s
            }
            let r = CGRect(x: 1, y: 2, width: 3, height: 4)
            Text("\\(moved().width) \\(moved().animatableData.second) \\(r.animatableData.second.first)")
            """)
        #expect(found == ["3.0 4.0 3.0"])
    }

    @Test(
        "a shape whose animatableData forwards to a CGSize property (offset.animatableData) animates its size",
        arguments: [(0.5, 10.0, 10.0), (1.5, 30.0, 20.0), (2.5, 50.0, 30.0)])
    func sizeAnimatableDataAnimates(time: Double, width: Double, height: Double) throws {
        let found = try leaves(
            """
            scene(width: 200, height: 200, fps: 10, duration: 3)
            struct Swipe: Shape {
                var offset: CGSize
                var animatableData: CGSize.AnimatableData {
                    get { return offset.animatableData }
                    set { offset.animatableData = newValue }
                }
                func path(in rect: CGRect) -> Path { Path(CGRect(origin: .zero, size: offset)) }
            }
            @State var on = false
            at(1) { withAnimation(.linear(duration: 1)) { on = true } }
            Swipe(offset: on ? CGSize(width: 50, height: 30) : CGSize(width: 10, height: 10)).fill(.blue)
                .frame(width: 200, height: 200)
            """, at: time)
        let bounds = try #require(found.first).path.boundingRect
        #expect(abs(bounds.width - width) < 0.01 && abs(bounds.height - height) < 0.01, "\(bounds)")
    }

    @Test(
        "a View's plain var holding a new object of the file's class: an action writes through it, the observer shows it"
    )
    func ownedObjectWrittenThrough() throws {
        let source = """
            scene(width: 200, height: 200, duration: 1)
            class Model: ObservableObject { @Published var colorIndex = 1 }
            struct Child: View {
                @ObservedObject var viewModel: Model
                var body: some View { Text("index \\(viewModel.colorIndex)") }
            }
            struct Host: View {
                private var model = Model()
                var body: some View {
                    VStack {
                        Child(viewModel: model)
                        Button("Toggle") { self.model.colorIndex = 0 }
                    }
                    .onAppear { self.model.colorIndex = 2 }
                }
            }
            Host()
            """
        #expect(try texts(source, at: 0.5).contains("index 2"))
    }
}
