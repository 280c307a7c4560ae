// Corpus21SwiftTests.swift: small Swift and Foundation gaps found in corpus21 (blog/tutorial code): the standard
// library's `precondition`/`assert`/`assertionFailure`, `withAnimation` called for its body's value, equality of
// CGSize and EdgeInsets, nested framework types in declarations (`DragGesture.Value`, `CGSize.AnimatableData`,
// `NumberFormatter.Style`), and Foundation's NumberFormatter.
// Rule: Apple: precondition(_:_:file:line:), assert(_:_:file:line:) (a true condition does nothing; a false one stops
// with the message in a debug build), withAnimation(_:_:) (returns its body's result), CGSize and EdgeInsets are
// Equatable, NumberFormatter's en_US styles (ICU CLDR patterns: decimal "#,##0.###", percent "#,##0%", currency
// "¤#,##0.00", none "#"). Expected strings are written out by hand from those patterns.

import Testing

@testable import Scene

private func text(_ source: String) throws -> String? {
    let program = try SceneProgram(source: "scene(width: 400, height: 300)\n" + source, path: "c.scene")
    return try program.view(time: 0, frame: 0).text?.string
}

struct Corpus21SwiftTests {
    @Test("precondition, assert and assertionFailure do nothing when their condition holds")
    func assertionsHold() throws {
        let source = """
            func sides(_ n: Int) -> Int {
                precondition(n >= 3, "a polygon needs at least 3 sides")
                assert(n < 100)
                if n > 1000 { assertionFailure("too many") }
                return n
            }
            Text("\\(sides(5)) sides")
            """
        #expect(try text(source) == "5 sides")
    }

    @Test(
        "a failing check is a located runtime error naming its message",
        arguments: [
            (
                "precondition(n >= 3, \"a polygon needs at least 3 sides\")",
                "Precondition failed: a polygon needs at least 3 sides"
            ),
            ("assert(n >= 3, \"need \\(3 - n) more\")", "Assertion failed: need 1 more"),
            ("assert(n >= 3)", "Assertion failed"),
            ("assertionFailure(\"unreachable\")", "Assertion failed: unreachable"),
        ])
    func assertionFails(check: String, message: String) throws {
        let source = """
            func sides(_ n: Int) -> Int {
                \(check)
                return n
            }
            Text("\\(sides(2)) sides")
            """
        let error = #expect(throws: SceneError.self) { _ = try text(source) }
        let diagnostic = error?.diagnostics.first
        #expect(diagnostic?.message == message)
        #expect(diagnostic?.range.start.line == 3 && diagnostic?.range.start.column == 5)
    }

    @Test("a precondition without its condition is a located error")
    func preconditionNeedsCondition() throws {
        let error = #expect(throws: SceneError.self) { _ = try text("func f() { precondition() }\nText(\"a\")") }
        #expect(error?.diagnostics.first?.message == "'precondition' takes a condition and an optional message")
    }

    @Test("withAnimation returning its body's value in a helper called from body gives that value")
    func withAnimationValue() throws {
        let source = """
            struct Album: View {
                var body: some View {
                    Text("\\(scaleValue(minY: 50))")
                }
                func scaleValue(minY: CGFloat) -> CGFloat {
                    withAnimation(.easeOut) {
                        let scale = minY / 100
                        return scale < 1 ? scale : 1
                    }
                }
            }
            Album()
            """
        #expect(try text(source) == "0.5")
    }

    @Test("withAnimation whose body returns from an if/else (the corpus's album scaling helper)")
    func withAnimationBranches() throws {
        let source = """
            func scaleValue(mainFrame: CGFloat, minY: CGFloat) -> CGFloat {
                withAnimation(.easeOut) {
                    let scale = (minY - 25) / mainFrame
                    if scale > 1 {
                        return 1
                    } else {
                        return scale
                    }
                }
            }
            Text("\\(scaleValue(mainFrame: 100, minY: 75)) \\(scaleValue(mainFrame: 10, minY: 75))")
            """
        #expect(try text(source) == "0.5 1.0")
    }

    @Test("CGSize, EdgeInsets and Angle compare with == and !=")
    func geometryEquality() throws {
        let source = """
            @State var offset: CGSize = .zero
            let a = offset == .zero
            let b = CGSize(width: 1, height: 2) != CGSize(width: 1, height: 3)
            let c = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 5)
            let d = Angle.zero == .degrees(0)
            Text("\\(a) \\(b) \\(c) \\(d)")
            """
        #expect(try text(source) == "true true false true")
    }

    @Test("DragGesture.Value and friends type-check as parameter types; CGSize.AnimatableData names a pair")
    func nestedFrameworkTypes() throws {
        let source = """
            struct Knob: View {
                @State var x: CGFloat = 0
                var body: some View {
                    Text("knob")
                        .gesture(DragGesture().onChanged { value in onDrag(value: value) })
                }
                func onDrag(value: DragGesture.Value) { x = value.translation.width }
                func onPinch(_ value: MagnifyGesture.Value) {}
                func onTurn(_ value: RotateGesture.Value) {}
                func onHold(_ value: LongPressGesture.Value) {}
            }
            let pair: CGSize.AnimatableData = AnimatablePair(3, 4)
            let style: NumberFormatter.Style = .decimal
            Knob()
            """
        #expect(try text(source) == "knob")
    }

    static let formatterCases: [(String, String, String)] = [
        ("f.numberStyle = .percent", "0.42", "42%"),
        ("f.numberStyle = .decimal", "1234567.891", "1,234,567.891"),
        ("f.numberStyle = .decimal", "2.71828", "2.718"),
        ("f.numberStyle = .currency", "1234.5", "$1,234.50"),
        ("f.numberStyle = .currency", "-3", "-$3.00"),
        ("f.numberStyle = .none", "2.5", "2"),
        ("f.numberStyle = .none", "1234.7", "1235"),
        ("f.numberStyle = .decimal; f.minimumIntegerDigits = 2", "7", "07"),
        ("f.numberStyle = .decimal; f.minimumFractionDigits = 2; f.maximumFractionDigits = 2", "3.14159", "3.14"),
        ("f.numberStyle = .decimal; f.minimumFractionDigits = 2", "3", "3.00"),
        ("f.maximumFractionDigits = 2", "0.5", ".5"),
        ("f.numberStyle = .decimal; f.usesGroupingSeparator = false", "12345", "12345"),
    ]

    @Test("NumberFormatter formats as en_US's ICU patterns", arguments: formatterCases)
    func numberFormatter(configure: String, value: String, expected: String) throws {
        let source = """
            let formatter: NumberFormatter = {
                let f = NumberFormatter()
                \(configure)
                return f
            }()
            Text(formatter.string(from: NSNumber(value: \(value))) ?? "")
            """
        #expect(try text(source) == expected)
    }

    @Test("NumberFormatter in a helper over a Float, and string(for:)")
    func numberFormatterHelper() throws {
        let source = """
            func getPrice(value: Float) -> String {
                let format = NumberFormatter()
                format.numberStyle = .currency
                return format.string(from: NSNumber(value: value)) ?? ""
            }
            let whole = NumberFormatter()
            Text(getPrice(value: 19.99) + " " + (whole.string(for: 41.6) ?? ""))
            """
        #expect(try text(source) == "$19.99 42")
    }
}
