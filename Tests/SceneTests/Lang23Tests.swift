// Lang23Tests.swift: Swift language constructs real SwiftUI files use (issue #14, corpus 22 files 07, 39, 44, 57):
// a nested `AnimatablePair` interpolated componentwise, `#Preview(body:)`, an integer-literal `reduce` seed typed by
// its closure, a `body` declared with a concrete View type, and Foundation's dates (`dateComponents(_:from:to:)`,
// `DateFormatter.date(from:)`, `"\(date, formatter: f)"`).
// Rule: Apple: AnimatablePair (a pair of animatable values, itself animatable: each component interpolates on its
// own); Preview(_:body:); The Swift Standard Library: Sequence.reduce(_:_:) (generic over `Result`, which the
// closure's use solves; an integer literal is Int only when that type-checks); View.body (`var body: Self.Body`,
// any View type); Foundation: Calendar.dateComponents(_:from:to:) (largest component first), DateFormatter.
// Expected values come from the written numbers: a linear animation at half its duration is halfway between the
// two values; sums of the written sizes; the Gregorian calendar (2016 is a leap year: 1 January to 1 March is 60
// days; 15 January 2000 to 10 March 2001 is 1 year and 1 month); the scene's "now" is 1 January 2001 00:00 GMT at
// t = 0 (README "Date"), 31 years after 1 January 1970.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct Lang23Tests {
    private func leaves(_ source: String, at time: Double = 0) throws -> [PlacedLeaf] {
        try PastedScene.leaves(source, path: "lang23.scene", at: time)
    }

    private func texts(_ source: String, at time: Double = 0) throws -> [String] {
        PastedScene.texts(try leaves(source, at: time))
    }

    // MARK: - AnimatablePair nesting (corpus22 07)

    /// A shape whose four numbers animate through `AnimatablePair<AnimatablePair<…>, AnimatablePair<…>>`; it draws
    /// the rect (a, b, c, d). `on` turns true at 1 s with a 1 s linear animation: (0, 0, 10, 10) → (40, 20, 50, 30).
    private static let wave = """
        scene(width: 200, height: 200, fps: 10, duration: 3)
        struct Wave: Shape {
            var a = 0.0, b = 0.0, c = 0.0, d = 0.0
            var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
                get { AnimatablePair(AnimatablePair(a, b), AnimatablePair(c, d)) }
                set { a = newValue.first.first; b = newValue.first.second; c = newValue.second.first; d = newValue.second.second }
            }
            func path(in rect: CGRect) -> Path { Path(CGRect(x: a, y: b, width: c, height: d)) }
        }
        @State var on = false
        at(1) { withAnimation(.linear(duration: 1)) { on = true } }
        Wave(a: on ? 40 : 0, b: on ? 20 : 0, c: on ? 50 : 10, d: on ? 30 : 10).fill(.blue)
            .frame(width: 200, height: 200)
        """

    @Test(
        "nested AnimatablePair: built with AnimatablePair(AnimatablePair(a, b), …), read as newValue.first.first, each of the four numbers interpolated",
        arguments: [
            (0.0, Rect(x: 0, y: 0, width: 10, height: 10)),
            (1.5, Rect(x: 20, y: 10, width: 30, height: 20)),
            (2.5, Rect(x: 40, y: 20, width: 50, height: 30)),
        ])
    func nestedAnimatablePair(time: Double, expected: Rect) throws {
        let found = try leaves(Self.wave, at: time)
        #expect(found.count == 1)
        let bounds = try #require(found.first).path.boundingRect
        #expect(abs(bounds.minX - expected.minX) < 0.01 && abs(bounds.minY - expected.minY) < 0.01, "\(bounds)")
        #expect(abs(bounds.width - expected.width) < 0.01 && abs(bounds.height - expected.height) < 0.01, "\(bounds)")
    }

    @Test("AnimatablePair values: .first.second of a nested pair, a pair passed where one is expected (.init)")
    func animatablePairValues() throws {
        let found = try texts(
            """
            scene(width: 300, height: 100)
            let p = AnimatablePair(AnimatablePair(1.5, 2.5), AnimatablePair(3.5, 4.5))
            func make() -> AnimatablePair<Double, AnimatablePair<Double, Double>> { .init(7, .init(8, 9)) }
            Text("\\(p.first.second) \\(p.second.first) \\(make().second.second)")
            """)
        #expect(found == ["2.5 3.5 9.0"])
    }

    // MARK: - #Preview(body:) (corpus22 07)

    @Test(
        "#Preview with its closure as the labelled body: argument, with and without a name",
        arguments: ["#Preview(body: {\n    V()\n})", "#Preview(\"Circle\", body: { V() })"])
    func previewBodyLabel(preview: String) throws {
        let found = try leaves(
            """
            scene(width: 100, height: 100)
            struct V: View { var body: some View { Circle().fill(.blue).frame(width: 50, height: 50) } }
            \(preview)
            """)
        #expect(found.count == 1)
        let frame = try #require(found.first).frame
        #expect(frame == Rect(x: 25, y: 25, width: 50, height: 50))
    }

    // MARK: - reduce's literal seed (corpus22 39)

    @Test("reduce(0) over Doubles and CGFloats accumulates Doubles; over Ints (a count) stays Int")
    func reduceSeedFromClosure() throws {
        let found = try texts(
            """
            scene(width: 400, height: 200)
            let sizes = [CGSize(width: 10, height: 1.5), CGSize(width: 20.5, height: 2)]
            let widths: [CGFloat] = [1, 2, 3.5]
            let names = ["ab", "c"]
            let total = sizes.reduce(0) { $0 + $1.width }
            let summed = widths.reduce(0, +)
            let tall = sizes.reduce(into: 0) { $0 += $1.height }
            let letters = names.reduce(0) { $0 + $1.count }
            VStack {
                Text("\\(total)")
                Text("\\(summed)")
                Text("\\(tall)")
                Text("\\(letters)")
            }
            """)
        #expect(found == ["30.5", "6.5", "3.5", "3"])
    }

    @Test("a custom Layout sums its subviews' sizes with reduce(0) { $0 + $1.sizeThatFits(…).width }")
    func reduceInLayout() throws {
        let found = try leaves(
            """
            scene(width: 300, height: 100)
            struct Row: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let total = subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
                    return CGSize(width: total, height: 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.minX
                    for s in subviews {
                        s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                        x += s.sizeThatFits(.unspecified).width
                    }
                }
            }
            Row {
                Color.red.frame(width: 30, height: 20)
                Color.blue.frame(width: 50, height: 20)
            }
            """)
        // The row is 80 wide, centred in 300: it starts at 110; the second subview 30 further.
        let frames = found.map(\.frame).sorted { $0.minX < $1.minX }
        #expect(frames.map(\.minX) == [110, 140])
    }

    @Test(
        "a relative layout: widths in proportion to subviews' layoutPriority, summed with reduce(0) { $0 + $1.priority }"
    )
    func priorityShares() throws {
        let found = try leaves(
            """
            scene(width: 300, height: 100)
            struct Relative: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let totalPriorities = subviews.reduce(0) { $0 + $1.priority }
                    var x = bounds.minX
                    for subview in subviews {
                        let width = bounds.width * subview.priority / totalPriorities
                        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 20))
                        x += width
                    }
                }
            }
            Relative {
                Color.red.layoutPriority(1)
                Color.blue.layoutPriority(3)
            }
            .frame(width: 200, height: 20)
            """)
        // 200 points shared 1 : 3 from x 50 (the 200-wide frame centred in 300).
        let frames = found.map(\.frame).sorted { $0.minX < $1.minX }
        #expect(frames.map(\.minX) == [50, 100])
        #expect(frames.map(\.width) == [50, 150])
    }

    // MARK: - A body of a concrete View type (corpus22 44)

    @Test("body declared as Wrapper<some View> through a protocol refining View with an associated type")
    func concreteBodyType() throws {
        let found = try leaves(
            """
            scene(width: 200, height: 200)
            protocol Tile: View {
                associatedtype Content: View
                var body: Wrapper<Content> { get }
            }
            struct Wrapper<Content: View>: View {
                @ViewBuilder var content: () -> Content
                var body: some View { content() }
            }
            struct Box: Tile {
                var body: Wrapper<some View> { Wrapper { RoundedRectangle(cornerRadius: 12).fill(.red) } }
            }
            struct Plain: View { var body: Box { Box() } }
            Plain().frame(width: 100, height: 60)
            """)
        #expect(found.count == 1)
        #expect(try #require(found.first).frame == Rect(x: 50, y: 70, width: 100, height: 60))
    }

    // MARK: - Dates (corpus22 57)

    @Test("Calendar.dateComponents(_:from:to:): years since 1970 at the scene's now, days and year + month spans")
    func dateComponentsBetween() throws {
        let found = try texts(
            """
            scene(width: 400, height: 300)
            extension Date {
                var age: Int { return Calendar.current.dateComponents([.year], from: self, to: Date()).year! }
            }
            func day(_ s: String) -> Date {
                let f = DateFormatter()
                f.dateFormat = "yyyy-MM-dd"
                return f.date(from: s)!
            }
            let days = Calendar.current.dateComponents([.day], from: day("2016-01-01"), to: day("2016-03-01")).day ?? -1
            let span = Calendar.current.dateComponents([.year, .month], from: day("2000-01-15"), to: day("2001-03-10"))
            VStack {
                Text("Age: \\(Date(timeIntervalSince1970: 0).age)")
                Text("\\(days) days")
                Text("\\(span.year!) y \\(span.month!) m")
            }
            """)
        #expect(found == ["Age: 31", "60 days", "1 y 1 m"])
    }

    @Test(
        "interpolation and String(describing:) print a CustomStringConvertible type's description; a Date prints Foundation's"
    )
    func customDescription() throws {
        let found = try texts(
            """
            scene(width: 400, height: 300)
            struct Point3: CustomStringConvertible {
                var x = 1, y = 2, z = 3
                var description: String { "(\\(x)|\\(y)|\\(z))" }
            }
            enum Suit { case hearts }
            extension Suit: CustomStringConvertible { var description: String { "♥︎" } }
            VStack {
                Text("p \\(Point3())")
                Text(String(describing: Point3(x: 4, y: 5, z: 6)))
                Text("\\(Suit.hearts)")
                Text("now \\(Date().addingTimeInterval(86400 + 3723))")
            }
            """)
        // The scene's now at t = 0 is 2001-01-01 00:00:00 GMT; one day, 1 h 2 min 3 s later.
        #expect(found == ["p (1|2|3)", "(4|5|6)", "♥︎", "now 2001-01-02 01:02:03 +0000"])
    }

    @Test("DateFormatter.date(from:) with dateFormat, nil for text that does not match, and \"\\(date, formatter: f)\"")
    func dateFormatterParsing() throws {
        let found = try texts(
            """
            scene(width: 400, height: 300)
            struct V: View {
                static let fmt: DateFormatter = { let f = DateFormatter(); f.dateStyle = .medium; return f }()
                func parse(_ s: String) -> Date? { let f = DateFormatter(); f.dateFormat = "MMddyyyy"; return f.date(from: s) }
                var body: some View {
                    VStack {
                        Text("Date: \\(parse("01312016")!, formatter: Self.fmt)")
                        Text(parse("hello") == nil ? "no date" : "date")
                        Text("\\(2.0 / 3.0, specifier: "%.2f")")
                    }
                }
            }
            V()
            """)
        #expect(found == ["Date: Jan 31, 2016", "no date", "0.67"])
    }
}
