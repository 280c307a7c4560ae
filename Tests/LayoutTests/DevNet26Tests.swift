// DevNet26Tests.swift: causes found in a development net of real files (stop 46: preview files of repositories fetched
// for, but not used by, the held-out corpus26), each fixed by the general rule.
// - `[[Bool]](repeating: row, count: n)`, `[(String, CGFloat)]()`: an array type written with a nested element type
//   (was a crash: an error type without a message reached the evaluator).
// - A View extension `func cornerRadius(_:corners:)` beside SwiftUI's `cornerRadius(_:)`: `.cornerRadius(10)` is
//   SwiftUI's (overloads differ by labels).
// - A view's `@State var min = 0` does not hide the standard library's `min(_:_:)` outside the view.
// - `Dictionary.filter` keeps a dictionary; a dictionary is a sequence of (key, value) pairs for `sorted`, `map`.
// - `cached == []`: the empty literal takes the other operand's type.
// - `Calendar.date(byAdding: DateComponents, to:)`.
// - `NSLocalizedString` / `String(localized:)` give the value written, else the key (no string table in a render).
// Rule: TSPL "Declarations" (overloaded functions; a type's members are in scope only in the type); Apple:
// Dictionary.filter(_:) ("a new dictionary"), Calendar.date(byAdding:to:wrappingComponents:).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct DevNet26Tests {
    func texts(_ source: String) throws -> [String: Rect] {
        let (_, leaves) = try SceneRender.render(source)
        var found: [String: Rect] = [:]
        for (string, frame) in PastedFiles13Tests().texts(leaves) { found[string] = frame }
        return found
    }

    @Test("[[Bool]](repeating:count:) builds a grid of rows; [(String, CGFloat)]() an empty array of tuples")
    func nestedArrayType() throws {
        let shown = try texts(
            """
            scene(width: 200, height: 100, background: .white)
            struct Board: View {
                @State var cells = [[Bool]](repeating: [Bool](repeating: false, count: 3), count: 2)
                var empty = [[String: Int]]()
                @State var pairs = [(String, CGFloat)]()
                @State var labelled = [(name: String, x: Double)]()
                var body: some View {
                    Text(cells[1][2] == true ? "on" : "off \\(cells.count)x\\(cells[0].count) \\(empty.count)")
                    Text("\\(pairs.count) \\(labelled.count) \\(labelled.first?.name ?? "-")")
                        .onAppear {
                            pairs.append(("a", 2))
                            labelled.append((name: "b", x: 1))
                        }
                }
            }
            Board()
            """)
        #expect(shown["off 2x3 0"] != nil && shown["1 1 b"] != nil, "\(shown.keys.sorted())")
    }

    @Test("an extension's cornerRadius(_:corners:) and SwiftUI's cornerRadius(_:) both resolve, by their labels")
    func overloadBesideBuiltinModifier() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 120, height: 140, background: .white)
            extension View {
                func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
                    clipShape(RoundedCorner(radius: radius, corners: corners))
                }
            }
            struct RoundedCorner: Shape {
                var radius: CGFloat = .infinity
                var corners: UIRectCorner = .allCorners
                func path(in rect: CGRect) -> Path {
                    let path = UIBezierPath(
                        roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
                    return Path(path.cgPath)
                }
            }
            VStack(spacing: 0) {
                Color.black.frame(width: 100, height: 60).cornerRadius(20)
                Color.black.frame(width: 100, height: 60).cornerRadius(20, corners: [.topLeft])
            }
            """)
        // The frames span x 10…110, y 10…70 and 70…130. SwiftUI's: every corner rounded. The extension's: only the
        // top-left corner of the second.
        #expect(fb[11, 11].g == 255 && fb[108, 11].g == 255 && fb[11, 68].g == 255, "\(fb[11, 11])")
        #expect(fb[11, 71].g == 255 && fb[108, 71].g == 0 && fb[11, 128].g == 0 && fb[108, 128].g == 0)
    }

    @Test("a view's @State named min does not hide min(_:_:) from another view")
    func stateDoesNotShadowOutsideItsView() throws {
        let shown = try texts(
            """
            scene(width: 200, height: 100, background: .white)
            struct Clock: View {
                @State private var min = 7
                var body: some View { Text("\\(min) min") }
            }
            struct Page: View {
                var body: some View {
                    VStack {
                        Clock()
                        Text("\\(min(3, 9))")
                    }
                }
            }
            Page()
            """)
        #expect(shown["7 min"] != nil && shown["3"] != nil, "\(shown.keys.sorted())")
    }

    @Test("Dictionary.filter keeps a dictionary; sorted and map see (key, value) pairs; == [] takes the other's type")
    func dictionaryAsSequence() throws {
        let shown = try texts(
            """
            scene(width: 300, height: 120, background: .white)
            let points: [String: Int] = ["STR": 3, "DEX": 5, "INT": 0, "LCK": 7]
            let order = ["STR", "DEX", "INT"]
            let kept = points.filter { order.contains($0.key) && $0.value > 0 }
            let best = points.sorted { $0.value > $1.value }.first!.key
            let names = points.map { $0.key }.sorted().joined(separator: ",")
            let cached: [Double] = []
            VStack {
                Text("\\(kept.count) \\(kept.values.reduce(0, +)) \\(kept["DEX"] ?? -1) \\(kept["INT"] ?? -1)")
                Text(best)
                Text(names)
                Text(cached == [] ? "empty" : "full")
            }
            """)
        #expect(shown["2 8 5 -1"] != nil && shown["LCK"] != nil, "\(shown.keys.sorted())")
        #expect(shown["DEX,INT,LCK,STR"] != nil && shown["empty"] != nil)
    }

    @Test("Calendar.date(byAdding: DateComponents, to:) adds each field set")
    func dateByAddingComponents() throws {
        let shown = try texts(
            """
            scene(width: 300, height: 60, background: .white)
            var growth = DateComponents()
            growth.day = 1
            growth.hour = 2
            growth.second = 30
            let ready = Calendar.current.date(byAdding: growth, to: Date(timeIntervalSinceReferenceDate: 0))!
            Text("\\(Int(ready.timeIntervalSinceReferenceDate))")
            """)
        #expect(shown["\(86_400 + 7_200 + 30)"] != nil, "\(shown.keys.sorted())")
    }

    @Test("NSLocalizedString and String(localized:) without a string table: the value written, else the key")
    func localizedStrings() throws {
        let shown = try texts(
            """
            scene(width: 300, height: 120, background: .white)
            let name = "Ada"
            VStack {
                Text(NSLocalizedString("profile.title", comment: "Profile screen title"))
                Text(NSLocalizedString("greeting", value: "Hello", comment: ""))
                Text(String(localized: "Hi \\(name)"))
                Text(String(localized: "farewell.key", defaultValue: "Bye", comment: "at the end"))
            }
            """)
        #expect(shown["profile.title"] != nil && shown["Hello"] != nil, "\(shown.keys.sorted())")
        #expect(shown["Hi Ada"] != nil && shown["Bye"] != nil, "\(shown.keys.sorted())")
    }
}
