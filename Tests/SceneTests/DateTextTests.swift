// DateTextTests.swift: dates as Text shows them (DateFormat.swift, Checker+DateText.swift), at chosen scene times.
// Expected strings are written out by hand from Apple's examples for Text.DateStyle and the CLDR en_US patterns
// ("h:mm a", "MMMM d, y", "M/d/y, h:mm a", "MMM d, y", "EEEE, MMMM d, y 'at' h:mm:ss a"; U+202F before the day period,
// U+2009 around an interval's en dash), in GMT, with a scene's clock starting at 2001-01-01 00:00:00.

import Testing

@testable import Scene

private func text(_ expression: String, at t: Double) throws -> String? {
    let program = try SceneProgram(
        source: "scene(width: 400, height: 300, duration: 1)\n" + expression, path: "d.scene")
    return try program.view(time: t, frame: 0).text?.string
}

struct DateTextTests {
    static let nnbsp = "\u{202F}"

    static let styleCases: [(String, Double, String)] = [
        ("Text(Date.now, style: .time)", 3725.5, "1:02\(nnbsp)AM"),
        ("Text(.now, style: .time)", 13 * 3600 + 60, "1:01\(nnbsp)PM"),
        ("Text(Date.now, style: .date)", 86400 * 40, "February 10, 2001"),
        ("Text(Date(timeIntervalSinceReferenceDate: 0), style: .relative)", 8585, "2 hours, 23 minutes"),
        ("Text(Date(timeIntervalSinceReferenceDate: 0), style: .relative)", 0, "0 seconds"),
        ("Text(Date(timeIntervalSinceReferenceDate: 7200), style: .offset)", 0, "+2 hours"),
        ("Text(Date(timeIntervalSinceReferenceDate: 0), style: .offset)", 86400 * 100, "-3 months"),
        ("Text(Date(timeIntervalSinceReferenceDate: 0), style: .timer)", 152.9, "2:32"),
        ("Text(Date(timeIntervalSinceReferenceDate: 0), style: .timer)", 36 * 3600 + 59 * 60 + 1, "36:59:01"),
    ]

    @Test("Text(date, style:) against now", arguments: styleCases)
    func styles(expression: String, t: Double, expected: String) throws {
        #expect(try text(expression, at: t) == expected)
    }

    static let timerCases: [(String, Double, String)] = [
        ("true", 0, "2:00"), ("true", 30.2, "1:30"), ("true", 500, "0:00"), ("false", 30.2, "0:30"),
        ("false", 500, "2:00"),
    ]

    @Test("timer intervals count down (rounding up) or up, clamped to the interval", arguments: timerCases)
    func timerInterval(countsDown: String, t: Double, expected: String) throws {
        let e =
            "let s = Date(timeIntervalSinceReferenceDate: 0)\nText(timerInterval: s...s.addingTimeInterval(120), countsDown: \(countsDown))"
        #expect(try text(e, at: t) == expected)
    }

    @Test("formatted(), formatted(date:time:) and the .dateTime field styles", arguments: formattedCases)
    func formatted(expression: String, expected: String) throws {
        #expect(try text(expression, at: 3725.5) == expected)
    }
    static let formattedCases: [(String, String)] = [
        ("Text(Date.now.formatted())", "1/1/2001, 1:02\(nnbsp)AM"),
        ("Text(Date.now.formatted(date: .abbreviated, time: .omitted))", "Jan 1, 2001"),
        ("Text(Date.now.formatted(date: .complete, time: .standard))", "Monday, January 1, 2001 at 1:02:05\(nnbsp)AM"),
        ("Text(Date.now.formatted(date: .numeric, time: .omitted))", "1/1/2001"),
        ("Text(Date.now, format: .dateTime.hour().minute())", "1:02\(nnbsp)AM"),
        ("Text(Date.now.formatted(.dateTime.weekday(.wide).month(.wide).day()))", "Monday, January 1"),
        ("Text(Date.now, format: .dateTime.year().month().day())", "Jan 1, 2001"),
        (
            "let d = Date(timeIntervalSinceReferenceDate: 0)\nText(d...d.addingTimeInterval(600))",
            "1/1/2001, 12:00\u{2009}–\u{2009}12:10\(nnbsp)AM"
        ),
    ]

    @Test("a number's Text(_:format:) is unchanged by the date forms")
    func numbersStay() throws {
        #expect(try text("Text(0.256, format: .percent)", at: 0) == "25.6%")
    }
}

struct CalendarTests {
    @Test("Calendar.current reads the scene clock in GMT: components, dateComponents, startOfDay, adding")
    func components() throws {
        // t = 90 061.5 s after 2001-01-01 00:00:00 GMT is 2001-01-02 01:01:01.5, a Tuesday (weekday 3).
        let source = """
            let cal = Calendar.current
            let d = Date(timeIntervalSinceReferenceDate: 90061.5)
            let parts = cal.dateComponents([.hour, .minute, .second], from: d)
            let start = cal.startOfDay(for: d)
            let later = cal.date(byAdding: .month, value: 1, to: d)!
            let values = [cal.component(.year, from: d), cal.component(.day, from: d), cal.component(.weekday, from: d),
                          parts.hour ?? -1, parts.minute ?? -1, parts.second ?? -1, parts.day == nil ? 1 : 0,
                          Int(start.timeIntervalSinceReferenceDate), cal.component(.month, from: later)]
            Text("\\(values)")
            """
        #expect(try text(source, at: 0) == "[2001, 2, 3, 1, 1, 1, 1, 86400, 2]")
    }
}
