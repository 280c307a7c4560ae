// NavigationLinkTapTests.swift: a plain `NavigationLink` (no `isActive:`/`tag:` state of the file's own) tapped by the
// timeline pushes its destination, as iOS pushes a tapped link (Checker+NavigationPush.swift: the link's key in a
// hidden state); each link of a ForEach pushes its own row's destination, and a link on the pushed page pushes again.
// Rule: Apple: NavigationLink — developer.apple.com/documentation/swiftui/navigationlink.

import Geometry
import Layout
import Render
import Scene
import Testing

struct NavigationLinkTapTests {
    private let presentation = PresentationTests()

    private static let source = """
        scene(width: 390, height: 700, fps: 10, duration: 3)
        struct Fruit: Identifiable {
            let id = UUID()
            let name: String
        }
        struct Detail: View {
            let fruit: Fruit
            var body: some View {
                VStack {
                    Text("About \\(fruit.name)")
                    NavigationLink("Recipes") { Text("Recipes with \\(fruit.name)") }
                }
                .navigationTitle(fruit.name)
            }
        }
        struct Root: View {
            let fruits = ["Apple", "Banana", "Cherry"].map { Fruit(name: $0) }
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(fruits) { fruit in
                            NavigationLink(fruit.name, destination: Detail(fruit: fruit))
                        }
                    }
                    .navigationTitle("Fruits")
                }
            }
        }
        Root()
        at(0.5) { tap("Banana") }
        at(1.5) { tap("Recipes") }
        """

    @Test("before the tap the list; after tapping Banana its detail page with a Back button named after the list")
    func tapPushes() throws {
        let before = try presentation.render(Self.source, at: 0.2).texts
        #expect(before["Apple"] != nil && before["Banana"] != nil && before["About Banana"] == nil)
        let after = try presentation.render(Self.source, at: 1.2).texts
        #expect(after["About Banana"] != nil, "\(after.keys.sorted())")
        #expect(after["About Apple"] == nil && after["About Cherry"] == nil && after["Apple"] == nil)
        #expect(after["Fruits"] != nil, "the back button names the page under it")
    }

    @Test("a link on the pushed page pushes again")
    func nestedPush() throws {
        let texts = try presentation.render(Self.source, at: 2.5).texts
        #expect(texts["Recipes with Banana"] != nil, "\(texts.keys.sorted())")
        #expect(texts["About Banana"] == nil)
    }
}
