// NavigationPushTests.swift: navigation driven by state shows the pushed destination in place of the stack's root,
// under a bar with a back button labelled with the previous page's title (NavigationStackView+Push.swift), for each
// form SwiftUI offers: NavigationLink(isActive:), NavigationLink(tag:selection:), navigationDestination(isPresented:),
// navigationDestination(item:), navigationDestination(for:) under NavigationStack(path:). A link's tap from the
// timeline sets its state, as tapping it does on iOS.
// Rule: Apple: NavigationLink, View.navigationDestination, NavigationStack — developer.apple.com/documentation/swiftui;
// NavigationBarItem.TitleDisplayMode.automatic inherits the previous page's mode. Positions are the bar's metrics
// (NavigationStackView.swift): the large title 16 pt from the leading edge in the 52 pt under the 44-pt bar.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct NavigationPushTests {
    /// The strings of the text leaves drawn, with their frames.
    func shown(_ source: String, at time: Double = 0) throws -> [String: Rect] {
        let (_, leaves) = try SceneRender.render(source, at: time)
        var found: [String: Rect] = [:]
        for (string, frame) in PastedFiles13Tests().texts(leaves) { found[string] = frame }
        return found
    }

    static let tagged = """
        scene(width: 390, height: 600, duration: 2, background: .white)
        struct Details: View {
            let name: String
            var body: some View {
                VStack {
                    Text("Showing \\(name)")
                    NavigationLink("Deeper", destination: Details(name: name + "!"))
                }
                .navigationTitle(name)
            }
        }
        struct Root: View {
            @State private var selected: String?
            var body: some View {
                NavigationView {
                    VStack {
                        NavigationLink("Go A", tag: "A", selection: $selected) { Details(name: "A") }
                        NavigationLink("Go B", tag: "B", selection: $selected, destination: { Details(name: "B") })
                    }
                    .navigationTitle("Home")
                }
            }
        }
        Root()
        at(1) { tap("Go B") }
        """

    @Test("tag/selection: the root until a link's tag is selected; a tap selects it and the destination is pushed")
    func tagSelection() throws {
        let before = try shown(NavigationPushTests.tagged, at: 0.5)
        #expect(before["Go A"] != nil && before["Go B"] != nil && before["Home"] != nil)
        #expect(before["Showing B"] == nil && before["Back"] == nil)
        let after = try shown(NavigationPushTests.tagged, at: 1.5)
        let text = try #require(after["Showing B"], "\(after.keys.sorted())")
        #expect(after["Go A"] == nil && after["Go B"] == nil)
        // The pushed page's own title, large (the root's automatic mode is inherited), 16 pt from the edge.
        let title = try #require(after["B"])
        #expect(abs(title.minX - 16) <= 0.5 && title.midY > 44 && title.maxY <= 96.5, "\(title)")
        // The back button carries the root's title in the bar's 44-pt row, at the leading edge.
        let back = try #require(after["Home"])
        #expect(back.midY < 44 && back.minX < 60, "\(back)")
        // The destination fills the rest of the screen, its content centred in it.
        #expect(abs(text.midX - 195) <= 1, "\(text)")
        // A plain link inside the destination (to a page of the same type) is not followed.
        #expect(after["Showing B!"] == nil && after["Deeper"] != nil)
    }

    @Test("isActive: a hidden link pushes while its flag is true; an onAppear that sets it pushes at once")
    func isActive() throws {
        func source(_ initial: Bool, onAppear: Bool) -> String {
            """
            scene(width: 300, height: 500, background: .white)
            struct Root: View {
                @State var show = \(initial)
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("Start")
                            NavigationLink(destination: Text("Pushed page"), isActive: $show) { EmptyView() }
                        }
                        .navigationTitle("A very long title indeed")
                        \(onAppear ? ".onAppear { show = true }" : "")
                    }
                }
            }
            Root()
            """
        }
        let constant = try shown(
            source(false, onAppear: false).replacingOccurrences(of: "$show", with: ".constant(true)"))
        #expect(constant["Start"] == nil && constant["Pushed page"] != nil)
        let idle = try shown(source(false, onAppear: false))
        #expect(idle["Start"] != nil && idle["Pushed page"] == nil)
        for pushed in [try shown(source(true, onAppear: false)), try shown(source(false, onAppear: true))] {
            #expect(pushed["Start"] == nil && pushed["Pushed page"] != nil, "\(pushed.keys.sorted())")
            // A previous title too long for a back button gives "Back".
            let back = try #require(pushed["Back"])
            #expect(back.midY < 44, "\(back)")
        }
    }

    @Test("navigationDestination(isPresented:) and (item:) push the destination; nil or false leaves the root")
    func destinationModifiers() throws {
        let presented = """
            scene(width: 300, height: 500, background: .white)
            struct Root: View {
                @State var presenting = PRESENT
                @State var item: String? = ITEM
                var body: some View {
                    NavigationStack {
                        Text("Root page")
                            .navigationTitle("Menu")
                            .navigationBarTitleDisplayMode(.inline)
                            .navigationDestination(isPresented: $presenting) { Text("Presented page") }
                            .navigationDestination(item: $item) { name in Text("Item \\(name)") }
                    }
                }
            }
            Root()
            """
        func render(_ present: Bool, _ item: String) throws -> [String: Rect] {
            try shown(
                presented.replacingOccurrences(of: "PRESENT", with: "\(present)")
                    .replacingOccurrences(of: "ITEM", with: item))
        }
        let none = try render(false, "nil")
        #expect(none["Root page"] != nil && none["Presented page"] == nil && none["Back"] == nil)
        let first = try render(true, "nil")
        #expect(first["Root page"] == nil && first["Presented page"] != nil)
        // The root's inline mode is inherited: no large title area, the back button titled "Menu".
        #expect(try #require(first["Menu"]).midY < 44)
        let item = try render(false, "\"42\"")
        #expect(item["Item 42"] != nil && item["Root page"] == nil, "\(item.keys.sorted())")
    }

    @Test("NavigationStack(path:) with an array: the destination for the path's last value")
    func pathStack() throws {
        let source = """
            scene(width: 300, height: 500, background: .white)
            struct Root: View {
                @State private var path: [Int] = PATH
                var body: some View {
                    NavigationStack(path: $path) {
                        List(1..<4, id: \\.self) { n in
                            NavigationLink("Row \\(n)", value: n)
                        }
                        .navigationTitle("Numbers")
                        .navigationDestination(for: Int.self) { n in
                            Text("Number \\(n)").navigationTitle("No. \\(n)")
                        }
                    }
                }
            }
            Root()
            """
        let root = try shown(source.replacingOccurrences(of: "PATH", with: "[]"))
        #expect(root["Row 2"] != nil && root["Number 2"] == nil)
        let deep = try shown(source.replacingOccurrences(of: "PATH", with: "[3, 2]"))
        #expect(deep["Number 2"] != nil && deep["Row 2"] == nil, "\(deep.keys.sorted())")
        #expect(deep["No. 2"] != nil)
    }

    @Test("navigationBarBackButtonHidden() on the pushed page leaves its bar without a back button")
    func backButtonHidden() throws {
        func source(_ modifier: String) -> String {
            """
            scene(width: 300, height: 400, background: .white)
            NavigationStack {
                Text("Root page")
                    .navigationTitle("Menu")
                    .navigationDestination(isPresented: .constant(true)) { Text("Next page")\(modifier) }
            }
            """
        }
        let shownBack = try shown(source(""))
        #expect(shownBack["Menu"] != nil && shownBack["Next page"] != nil)
        let hidden = try shown(source(".navigationBarBackButtonHidden()"))
        #expect(hidden["Menu"] == nil && hidden["Back"] == nil && hidden["Next page"] != nil)
    }

    @Test("a destination anim cannot build is not shown: the page under it renders (a warning, not an error)")
    func unbuildableDestination() throws {
        let source = """
            scene(width: 300, height: 400, background: .white)
            struct Root: View {
                @State var open = OPEN
                var body: some View {
                    NavigationStack {
                        NavigationLink("Open map", destination: MapScreen(), isActive: $open)
                            .navigationDestination(isPresented: $open) { MapScreen() }
                    }
                }
            }
            Root()
            """
        for open in [false, true] {
            let drawn = try shown(source.replacingOccurrences(of: "OPEN", with: "\(open)"))
            #expect(drawn["Open map"] != nil)
        }
    }
}
