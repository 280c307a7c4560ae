// DateFormatterTests.swift: DateFormatter (Parser+DateFormatter.swift, DateFormatterFormat.swift), Date arithmetic and
// closures called where they are written (Checker+ImmediateClosure.swift), at chosen scene times. Expected strings
// are written out by hand from UTS #35's pattern letters and the CLDR en_US patterns (medium date "MMM d, y", short
// time "h:mm a" with U+202F before the day period, "{date} 'at' {time}"), in GMT, with a scene's clock starting at
// 2001-01-01 00:00:00.

import Testing

@testable import Scene

private func text(_ source: String, at t: Double) throws -> String? {
    let program = try SceneProgram(source: "scene(width: 400, height: 300, duration: 10000)\n" + source, path: "d.scene")
    return try program.view(time: t, frame: 0).text?.string
}

struct DateFormatterTests {
    static let nnbsp = "\u{202F}"

    static let patternCases: [(String, Double, String)] = [
        ("h:mm a", 3725, "1:02 AM"),
        ("yyyy-MM-dd", 86400 * 40, "2001-02-10"),
        ("HH:mm:ss", 13 * 3600 + 61, "13:01:01"),
        ("EEEE, MMM d", 86400, "Tuesday, Jan 2"),
        ("hh:mm:ss a", 0, "12:00:00 AM"),
    ]

    @Test("dateFormat patterns format the scene clock", arguments: patternCases)
    func patterns(pattern: String, t: Double, expected: String) throws {
        let source = """
            func stamp() -> String {
                let format = DateFormatter()
                format.dateFormat = "\(pattern)"
                return format.string(from: Date())
            }
            Text(stamp())
            """
        #expect(try text(source, at: t) == expected)
    }

    @Test("dateStyle/timeStyle, a configuring closure, and Text(_:formatter:)")
    func styles() throws {
        let source = """
            let formatter: DateFormatter = {
                let f = DateFormatter()
                f.dateStyle = .medium
                f.timeStyle = .short
                f.locale = Locale(identifier: "en_US_POSIX")
                return f
            }()
            Text(Date() + 3725, formatter: formatter)
            """
        #expect(try text(source, at: 60) == "Jan 1, 2001 at 1:03\(Self.nnbsp)AM")
        #expect(try text(source, at: 86400 * 31) == "Feb 1, 2001 at 1:02\(Self.nnbsp)AM")
    }

    @Test("a closure's type is inferred from the variable it returns; time zones shift the clock")
    func inferredAndZoned() throws {
        let source = """
            let formatter = {
                let f = DateFormatter()
                f.dateFormat = "HH:mm"
                f.timeZone = TimeZone(secondsFromGMT: -5 * 3600)
                return f
            }()
            Text(formatter.string(from: .now))
            """
        // 02:30 GMT is 21:30 the evening before at GMT-5.
        #expect(try text(source, at: 9000) == "21:30")
    }

    @Test("Date arithmetic: + and - an interval, timeIntervalSince, addingTimeInterval")
    func arithmetic() throws {
        let source = """
            let start = Date(timeIntervalSinceReferenceDate: 100)
            let later = start + 50
            let earlier = start.addingTimeInterval(-30) - 5
            Text("\\(later.timeIntervalSince(earlier)) \\(Date.now.timeIntervalSince(start))")
            """
        #expect(try text(source, at: 400) == "85.0 300.0")
    }

    @Test("a `let` holding a class instance has settable properties; a struct's does not")
    func letOfClass() throws {
        let classSource = """
            class Box { var n = 1 }
            func f() -> Int {
                let b = Box()
                b.n = 7
                return b.n
            }
            Text("\\(f())")
            """
        #expect(try text(classSource, at: 0) == "7")
        let structSource = classSource.replacingOccurrences(of: "class Box", with: "struct Box")
        #expect(throws: SceneError.self) { try text(structSource, at: 0) }
    }
}
