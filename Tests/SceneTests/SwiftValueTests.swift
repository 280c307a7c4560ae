// SwiftValueTests.swift: the values and declarations pasted SwiftUI code uses (issue #14 item 3, the values half):
// numeric types and conversions, tuples, enums, static members, extensions, collections with closures,
// dictionaries, UUID() and seeded random draws.
// Rule: The Swift Programming Language ("The Basics", "Enumerations", "Extensions", "Properties", "Closures",
// "Collection Types") and the Swift Standard Library; each expected value is what swiftc's program prints for the
// same code, worked out by hand from those rules.

import Testing

@testable import Layout
@testable import Scene

private let header = "scene(width: 400, height: 300)\n"

private func load(_ body: String, seed: UInt64? = nil) throws -> SceneProgram {
    try SceneProgram(source: header + body + "\nRectangle()", path: "values.scene", seed: seed)
}

/// The value of each named global, as Swift's string interpolation prints it.
private func values(_ body: String, _ names: [String], frame: Int = 0, seed: UInt64? = nil) throws -> [String] {
    let p = try load(body, seed: seed)
    #expect(p.diagnostics.isEmpty, "\(p.renderedDiagnostics)")
    return try names.map { try p.describeGlobal($0, time: 0, frame: frame) ?? "<none \($0)>" }
}

private func firstError(_ body: String) throws -> Diagnostic {
    let error = try #require(throws: SceneError.self) { try load(body) }
    return try #require(error.diagnostics.first { $0.severity == .error })
}

struct SwiftNumericTests {
    @Test("CGFloat, Float and Double mix (SE-0307), Int converts explicitly and truncates toward zero")
    func conversions() throws {
        let got = try values(
            """
            let f: Float = 2.5
            let g: CGFloat = 10
            let d: Double = 4
            let sum = g + d * CGFloat(f)
            let i = Int(-7.9)
            let back = Double(i) / 2
            let n = 17 % 5
            let lit = 14 / 255
            """, ["sum", "i", "back", "n", "lit"])
        // 10 + 4 · 2.5 = 20; Int(-7.9) = -7; -7 / 2 = -3.5; 17 % 5 = 2; integer literals alone are Int: 14 / 255 = 0.
        #expect(got == ["20.0", "-7", "-3.5", "2", "0"])
    }

    @Test(".pi, .infinity, truncatingRemainder, magnitude, rounded, stride, isMultiple(of:)")
    func members() throws {
        let got = try values(
            """
            let a = CGFloat.pi / Double.pi
            let r = 7.5.truncatingRemainder(dividingBy: 2)
            let m = (-3.25).magnitude
            let k = (-4).magnitude
            let big = min(Double.infinity, .greatestFiniteMagnitude) > 1e300
            let s = stride(from: 0, to: 10, by: 3)
            let t = stride(from: 1.0, through: 2.0, by: 0.5)
            let even = 12.isMultiple(of: 4)
            let h = hypot(3, 4) + pow(2, 3) + floor(-1.5) + ceil(1.2) + round(2.5)
            let ru = (2.5).rounded(.down) + (2.5).rounded(.toNearestOrEven) + (-2.5).rounded(.towardZero)
            """, ["a", "r", "m", "k", "big", "s", "t", "even", "h", "ru"])
        // 7.5 - 3·2 = 1.5; hypot 5 + 8 + (-2) + 2 + 3 (round half away from zero) = 16.
        // 2 + 2 + (-2) = 2.
        #expect(
            got == ["1.0", "1.5", "3.25", "4", "true", "[0, 3, 6, 9]", "[1.0, 1.5, 2.0]", "true", "16.0", "2.0"])
    }

    @Test("'%' on a Double is swiftc's error, with the truncatingRemainder hint in its wording")
    func remainderOnDouble() throws {
        let error = try firstError("let x = 7.5 % 2.0")
        #expect(error.message.contains("truncatingRemainder"))
        #expect(error.range.start.line == 2)
    }
}

struct SwiftTupleTests {
    @Test("tuple literals, labels, .0/.label, destructuring, tuple-typed parameters and returns")
    func tuples() throws {
        let got = try values(
            """
            let (dx, dy) = (25, -15)
            let p = (x: 3.0, y: 4.0)
            func swap(_ t: (Int, Int)) -> (Int, Int) { (t.1, t.0) }
            let q = swap((1, 2))
            let len = sqrt(p.x * p.x + p.y * p.y)
            let pairs: [(String, CGFloat)] = [("a", 10), ("b", 20)]
            let second = pairs[1].1
            let same = (1, 2) == (1, 2)
            """, ["dx", "dy", "q", "len", "second", "same"])
        #expect(got == ["25", "-15", "(2, 1)", "5.0", "20.0", "true"])
    }

    @Test("a tuple element that does not exist is located at its name")
    func missingElement() throws {
        let error = try firstError("let p = (x: 1, y: 2)\nlet z = p.z")
        #expect(error.message == "value of type '(x: Int, y: Int)' has no member 'z'")
        #expect(error.range.start.line == 3 && error.range.start.column == 11)
    }
}

struct SwiftEnumTests {
    @Test("cases, String and Int raw values (implicit ones too), allCases, ==, computed properties and methods")
    func enums() throws {
        let got = try values(
            """
            enum Size: String, CaseIterable, Identifiable {
                case small, medium = "M", large
                var id: Self { self }
                var width: CGFloat { self == .small ? 20 : self == .medium ? 40 : 80 }
                func scaled(_ k: CGFloat) -> CGFloat { width * k }
            }
            enum Level: Int { case low = 1, mid, high = 10, top }
            let names = Size.allCases.map { $0.rawValue }
            let w = Size.large.width
            let k = Size.medium.scaled(3)
            let levels = [Level.low.rawValue, Level.mid.rawValue, Level.high.rawValue, Level.top.rawValue]
            let s: Size = .medium
            let isMedium = s == .medium && s != .small
            let label = "\\(s)"
            let parsed = Size(rawValue: "M")!.width
            let unknown = (Level(rawValue: 5) ?? .top).rawValue
            """, ["names", "w", "k", "levels", "isMedium", "label", "parsed", "unknown"])
        // Implicit raw values: a String case's is its name; an Int case's is the previous plus one.
        #expect(
            got == ["[\"small\", \"M\", \"large\"]", "80.0", "120.0", "[1, 2, 10, 11]", "true", "medium", "40.0", "11"])
    }

    @Test("a raw value on an enum without a raw type is swiftc's error, located at the value")
    func rawValueWithoutType() throws {
        let error = try firstError("enum E { case a = 1 }")
        #expect(error.message == "enum case cannot have a raw value if the enum does not have a raw type")
        #expect(error.range.start.line == 2 && error.range.start.column == 19)
    }
}

struct SwiftStaticAndExtensionTests {
    @Test("static let/var/func on structs and enums, Self, and extensions of Color, Double and user types")
    func staticsAndExtensions() throws {
        let got = try values(
            """
            struct Theme {
                static let padding: CGFloat = 12
                static var double: CGFloat { padding * 2 }
                static func scaled(_ k: CGFloat) -> CGFloat { Self.padding * k }
            }
            extension Color { static let brand = Color(red: 1, green: 0.5, blue: 0) }
            extension Double { var half: Double { self / 2 } }
            extension CGFloat { static let unit: CGFloat = 8 }
            struct Card { let w: CGFloat }
            extension Card { var area: CGFloat { w * w } }
            let a = Theme.padding + Theme.double + Theme.scaled(2)
            let b = (80.0).half + CGFloat.unit
            let c = Card(w: 3).area
            let isBrand = Color.brand == Color(red: 1, green: 0.5, blue: 0)
            """, ["a", "b", "c", "isBrand"])
        // 12 + 24 + 24 = 60; 40 + 8 = 48; 3 · 3 = 9.
        #expect(got == ["60.0", "48.0", "9.0", "true"])
    }

    @Test("extension View adds a modifier whose body uses self and bare modifier names; .brand resolves as a Color")
    func viewExtension() throws {
        let p = try SceneProgram(
            source: header + """
                extension Color { static let brand = Color(red: 1, green: 0, blue: 0) }
                extension View {
                    func card() -> some View { self.padding(8).background(.brand) }
                    func framed() -> some View { frame(width: 50, height: 20) }
                }
                Rectangle().framed().card()
                """, path: "ext.scene")
        #expect(p.diagnostics.isEmpty, "\(p.renderedDiagnostics)")
        let names = try p.view(frame: 0).chain.modifiers.map(\.name)
        #expect(names == ["frame", "padding", "background"])
    }

    @Test("'static' outside a type is located; 'final', 'nonisolated' and access modifiers are ignored")
    func modifiers() throws {
        let error = try firstError("static let x = 1")
        #expect(error.message == "static properties may only be declared on a type")
        #expect(error.range.start.line == 2)
        let got = try values(
            """
            private struct S {
                nonisolated static let v = 2
                fileprivate let w: Int
                nonisolated func twice() -> Int { w * 2 }
            }
            public let total = S.v + S(w: 3).twice()
            """, ["total"])
        #expect(got == ["8"])
    }
}

struct SwiftCollectionTests {
    @Test("count, isEmpty, first, last, indices, map, filter, reduce, sorted, reversed, contains, firstIndex, prefix")
    func arrays() throws {
        let got = try values(
            """
            let xs = [3, 1, 2]
            let doubled = xs.map { $0 * 2 }
            let big = xs.filter { x in x > 1 }
            let total = xs.reduce(0, +)
            let product = xs.reduce(1) { $0 * $1 }
            let up = xs.sorted()
            let down = xs.sorted(by: >)
            let rev = xs.reversed()
            let has = xs.contains(2) && !xs.contains(where: { $0 > 5 })
            let at = xs.firstIndex(of: 2) ?? -1
            let head = xs.prefix(2) + xs.dropFirst()
            let f = (xs.first ?? 0) + (xs.last ?? 0) + xs.count + xs.indices.count
            let none = [Int]().first ?? 99
            let all = xs.allSatisfy { $0 > 0 }
            let firstBig = xs.first(where: { $0 > 1 })!
            """,
            [
                "doubled", "big", "total", "product", "up", "down", "rev", "has", "at", "head", "f", "none", "all",
                "firstBig",
            ])
        #expect(
            got == [
                "[6, 2, 4]", "[3, 2]", "6", "6", "[1, 2, 3]", "[3, 2, 1]", "[2, 1, 3]", "true", "2",
                "[3, 1, 1, 2]", "11", "99", "true", "3",
            ])
    }

    @Test("enumerated(), zip, Array(range), ranges' map, sorted(by:) is stable")
    func sequences() throws {
        let got = try values(
            """
            let names = ["a", "b"]
            let e = Array(names.enumerated()).map { "\\($0.offset)\\($0.element)" }
            let spread = names.enumerated().map { i, n in "\\(n)\\(i)" }
            let z = zip([1, 2, 3], ["x", "y"]).map { "\\($0)\\($1)" }
            let r = Array(0..<4)
            let sq = (1...3).map { $0 * $0 }
            let stable = [(1, "a"), (0, "b"), (1, "c")].sorted { $0.0 < $1.0 }.map { $0.1 }
            let joined = names.joined(separator: "-")
            let zeros = Array(repeating: 0.5, count: 3)
            """, ["e", "spread", "z", "r", "sq", "stable", "joined", "zeros"])
        #expect(
            got == [
                "[\"0a\", \"1b\"]", "[\"a0\", \"b1\"]", "[\"1x\", \"2y\"]", "[0, 1, 2, 3]", "[1, 4, 9]",
                "[\"b\", \"a\", \"c\"]", "a-b", "[0.5, 0.5, 0.5]",
            ])
    }

    @Test("dictionaries: literals, subscripts with ?? and !, keys and values in insertion order, count")
    func dictionaries() throws {
        let got = try values(
            """
            let widths: [String: CGFloat] = ["small": 20, "large": 80]
            let w = widths["large"] ?? 0
            let missing = widths["huge"] ?? 5
            let forced = widths["small"]!
            let keys = widths.keys
            let n = widths.count
            let empty: [Int: String] = [:]
            let counts = [1: "one", 2: "two"]
            let two = counts[2] ?? "?"
            """, ["w", "missing", "forced", "keys", "n", "two"])
        #expect(got == ["80.0", "5.0", "20.0", "[\"small\", \"large\"]", "2", "two"])
    }

    @Test("force-unwrapping a missing key is Swift's fatal error, located at the '!' expression")
    func forceUnwrapNil() throws {
        // The lookup is constant, so it is folded, and fails, when the scene loads.
        let error = try firstError("let d = [\"a\": 1]\nlet x = d[\"b\"]!")
        #expect(error.message == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(error.range.start.line == 3 && error.range.start.column == 9)
    }
}

struct SwiftIdentityAndRandomTests {
    @Test("UUID(): deterministic, distinct per call site and per construction; Identifiable structs in ForEach")
    func uuids() throws {
        let source = """
            struct Item: Identifiable { let id = UUID(); let w: CGFloat }
            let items = [Item(w: 10), Item(w: 20), Item(w: 30)]
            let ids = items.map { $0.id }
            let a = UUID()
            let b = UUID()
            """
        let first = try values(source, ["ids", "a", "b"])
        let again = try values(source, ["ids", "a", "b"])
        #expect(first == again)
        let ids = first[0].dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Set(ids).count == 3)
        #expect(first[1] != first[2])
        #expect(first[1].count == 36 && first[1].split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        let p = try SceneProgram(
            source: header + source + "\nHStack { ForEach(items) { item in Rectangle().frame(width: item.w) } }",
            path: "ids.scene")
        #expect(try p.view(frame: 0).children.count == 3)
    }

    @Test("random draws: same seed and frame give the same values; another frame or seed differs; ranges hold")
    func random() throws {
        let source = """
            let x = Double.random(in: 10...20)
            let c = CGFloat.random(in: 0..<1)
            let n = Int.random(in: 1...6)
            let b = Bool.random()
            let e = ["a", "b", "c"].randomElement()!
            let s = [1, 2, 3, 4].shuffled()
            """
        let names = ["x", "c", "n", "b", "e", "s"]
        let a0 = try values(source, names, frame: 0)
        #expect(try values(source, names, frame: 0) == a0)
        let a1 = try values(source, names, frame: 1)
        #expect(a1[0] != a0[0], "a draw in the body is reseeded per frame")
        let seeded = try values(source, names, frame: 0, seed: 7)
        #expect(seeded[0] != a0[0])
        let headerSeed = try SceneProgram(
            source: "scene(width: 400, height: 300, seed: 7)\n" + source + "\nRectangle()", path: "s.scene")
        #expect(try headerSeed.describeGlobal("x", time: 0, frame: 0) == seeded[0], "scene(seed:) = --seed")
        for frame in 0..<20 {
            let v = try values(source, names, frame: frame)
            let x = try #require(Double(v[0]))
            #expect(x >= 10 && x <= 20)
            let c = try #require(Double(v[1]))
            #expect(c >= 0 && c < 1)
            let n = try #require(Int(v[2]))
            #expect((1...6).contains(n))
            #expect(["a", "b", "c"].contains(v[4]))
            #expect(v[5].filter(\.isNumber).sorted() == ["1", "2", "3", "4"])
        }
    }

    @Test("an @State initialiser draws once: its value is the same at every frame")
    func stateDrawsOnce() throws {
        let p = try SceneProgram(
            source: "scene(width: 100, height: 100, fps: 10, duration: 1)\n@State var x = Double.random(in: 0...100)\n"
                + "let y = Double.random(in: 0...100)\nRectangle()",
            path: "state.scene")
        let xs = try (0..<5).map { try p.describeGlobal("x", time: Double($0) / 10, frame: $0) }
        let ys = try (0..<5).map { try p.describeGlobal("y", time: Double($0) / 10, frame: $0) }
        #expect(Set(xs).count == 1)
        #expect(Set(ys).count == 5)
    }
}
