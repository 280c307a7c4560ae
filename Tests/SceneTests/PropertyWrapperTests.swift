// PropertyWrapperTests.swift: user `@propertyWrapper` types (Parser+PropertyWrapper), setters of computed properties
// (Checker+PropertySetter), `lazy var` whose initializer uses `self` (Parser+LazyProperty) and the deprecated
// `Alert` / `ActionSheet` values (Parser+Alert).
// Rule: SE-0258 Property Wrappers; The Swift Programming Language, "Properties" (Property Wrappers, Lazy Stored
// Properties). Expected texts are worked out by hand: Clamped keeps a value inside [lo, hi] on init and on set, so 15
// in [0, 10] is 10 and -4 is 0; Upper stores the upper-cased text in its setter; a lazy value computed from
// `rate` 2 is 2 × 10 + 1 = 21.

import Testing

@testable import Scene

struct PropertyWrapperTests {
    private static let wrappers = """
        @propertyWrapper
        struct Clamped {
            var value: Int
            let lo: Int
            let hi: Int
            init(wrappedValue: Int, _ lo: Int, _ hi: Int) {
                self.lo = lo
                self.hi = hi
                value = min(max(wrappedValue, lo), hi)
            }
            var wrappedValue: Int {
                get { value }
                set { value = min(max(newValue, lo), hi) }
            }
            var projectedValue: String { "\\(lo)-\\(hi)" }
        }
        @propertyWrapper
        struct Upper {
            private var text = ""
            var wrappedValue: String {
                get { text }
                set { text = newValue.uppercased() }
            }
        }
        @propertyWrapper
        struct Stored {
            var wrappedValue: Int
        }

        """

    private static func texts(_ declarations: String, _ body: String) throws -> [String] {
        try FoundationFormatTests.previewTexts(wrappers + declarations, body)
    }

    @Test("wrappedValue with arguments, the setter on assignment, $x as the projected value")
    func clamped() throws {
        let texts = try Self.texts(
            """
            struct Settings {
                @Clamped(0, 10) var level: Int = 15
                @Stored var count: Int
                mutating func bump() { level = level + 3 }
            }
            func run() -> String {
                var s = Settings(level: 4, count: 2)
                let before = s.level
                s.bump()
                let bumped = s.level
                s.level = -4
                return "\\(before) \\(bumped) \\(s.level) \\(s.count) \\(Settings(count: 1).level)"
            }
            struct Stars: View {
                @Clamped(1, 5) var stars = 9
                var body: some View { Text("\\(stars) \\($stars)") }
            }

            """,
            "Text(run())\nStars()")
        #expect(texts == ["4 7 0 2 10", "5 1-5"])
    }

    @Test("an initializer's assignment runs a wrapper's setter, or initializes through init(wrappedValue:)")
    func initializers() throws {
        let texts = try Self.texts(
            """
            struct Contact {
                @Upper var name: String
                @Clamped(0, 100) var age: Int
                init(name: String, age: Int) {
                    self.name = name
                    self.age = age
                }
            }

            """,
            "Text(Contact(name: \"john smith\", age: 140).name)\nText(\"\\(Contact(name: \"x\", age: 40).age)\")")
        #expect(texts == ["JOHN SMITH", "40"])
    }

    @Test("a lazy property whose initializer reads self, in a class and in a struct; assigning it stores the value")
    func lazyProperties() throws {
        let texts = try Self.texts(
            """
            final class Model {
                var rate = 2.0
                lazy var label: String = "rate \\(self.rate)"
                lazy var scale: Double = {
                    let f = rate * 10
                    return f + 1
                }()
                func reset() { scale = 5 }
            }
            struct Box {
                var side = 3
                lazy var area: Int = side * side
            }
            func run() -> String {
                let m = Model()
                let first = m.scale
                m.reset()
                var box = Box(side: 4)
                return "\\(m.label) \\(first) \\(m.scale) \\(box.area)"
            }

            """,
            "Text(run())")
        #expect(texts == ["rate 2.0 21.0 5.0 16"])
    }

    @Test("Alert and ActionSheet values are built, returned and stored; the modifiers draw nothing")
    func alertValues() throws {
        let texts = try Self.texts(
            """
            struct V: View {
                @State var show = false
                func sheet() -> ActionSheet {
                    let share = ActionSheet.Button.default(Text("Share")) {}
                    return ActionSheet(title: Text("T"), message: nil, buttons: [share, .destructive(Text("D")), .cancel()])
                }
                var body: some View {
                    Text("\\(sheet().buttons.count)")
                        .actionSheet(isPresented: $show, content: sheet)
                        .alert(isPresented: $show) {
                            Alert(title: Text("A"), primaryButton: .default(Text("OK")), secondaryButton: .cancel())
                        }
                }
            }

            """,
            "V()")
        #expect(texts == ["3"])
    }
}
