// Builtins+DateFormat.swift: the formatting primitives the scene language's `Date` (Parser+TimelineView.swift)
// calls; their names start with an underscore, so no scene names them and no hint offers them.
// Rule: DateFormat.swift. Status: complete for issue #17 item 4.

extension Builtins {
    static let dateFormatValues: [String: [BuiltinFunction]] = [
        "_formatDate": [
            BuiltinFunction([arg(nil, .double), arg(nil, .string), arg(nil, .string)], .string) { v, _ in
                .string(DateFormat.format(v[0].double, date: v[1].string, time: v[2].string))
            }
        ],
        "_formatDateFields": [
            BuiltinFunction([arg(nil, .double), arg(nil, .string)], .string) { v, _ in
                .string(DateFormat.format(v[0].double, fields: v[1].string))
            }
        ],
        "_formatDateText": [
            BuiltinFunction([arg(nil, .double), arg(nil, .string), arg(nil, .double)], .string) { v, _ in
                .string(DateFormat.text(v[0].double, style: v[1].string, now: v[2].double))
            }
        ],
        "_formatDateTimer": [
            BuiltinFunction([arg(nil, .double), arg(nil, .double), arg(nil, .bool), arg(nil, .double)], .string) {
                v, _ in
                .string(
                    DateFormat.timer(start: v[0].double, end: v[1].double, countsDown: v[2].bool, now: v[3].double))
            }
        ],
        // Calendar arithmetic (CalendarMath.swift, Parser+Calendar.swift).
        "_calendarComponent": [
            BuiltinFunction([arg(nil, .double), arg(nil, .string)], .int) { v, _ in
                .int(CalendarMath.component(v[0].double, v[1].string))
            }
        ],
        "_calendarDifference": [
            BuiltinFunction([arg(nil, .double), arg(nil, .double), arg(nil, .array(.string))], .array(.int)) { v, _ in
                .array(CalendarMath.difference(v[0].double, v[1].double, v[2].array.map(\.string)).map(Value.int))
            }
        ],
        "_calendarDate": [
            BuiltinFunction([arg(nil, .array(.int))], .optional(.double)) { v, _ in
                CalendarMath.date(from: v[0].array.map(\.int)).map(Value.double) ?? .absent
            }
        ],
        "_calendarAdding": [
            BuiltinFunction([arg(nil, .double), arg(nil, .string), arg(nil, .int)], .double) { v, _ in
                .double(CalendarMath.adding(v[0].double, v[1].string, v[2].int))
            }
        ],
        "_calendarInterval": [
            BuiltinFunction([arg(nil, .double), arg(nil, .string)], .array(.double)) { v, _ in
                .array(CalendarMath.interval(v[0].double, v[1].string).map(Value.double))
            }
        ],
        "_calendarSame": [
            BuiltinFunction([arg(nil, .double), arg(nil, .double), arg(nil, .string)], .bool) { v, _ in
                .bool(CalendarMath.same(v[0].double, v[1].double, v[2].string))
            }
        ],
        "_calendarRange": [
            BuiltinFunction([arg(nil, .double), arg(nil, .string), arg(nil, .string)], .array(.int)) { v, _ in
                .array(CalendarMath.range(v[0].double, v[1].string, v[2].string).map(Value.int))
            }
        ],
        "_calendarSymbols": [
            BuiltinFunction([arg(nil, .string)], .array(.string)) { v, _ in
                .array(CalendarMath.symbols(v[0].string).map(Value.string))
            }
        ],
        // DateFormatter (DateFormatterFormat.swift, Parser+DateFormatter.swift).
        "_formatDatePattern": [
            BuiltinFunction(
                [
                    arg(nil, .double), arg(nil, .string), arg(nil, .string), arg(nil, .string), arg(nil, .string),
                    arg(nil, .string),
                ], .string
            ) { v, _ in
                .string(
                    DateFormatterFormat.string(
                        v[0].double, pattern: v[1].string, dateStyle: v[2].string, timeStyle: v[3].string,
                        locale: v[4].string, zone: v[5].string))
            }
        ],
        "_parseDatePattern": [
            BuiltinFunction(
                [
                    arg(nil, .string), arg(nil, .string), arg(nil, .string), arg(nil, .string), arg(nil, .string),
                    arg(nil, .string),
                ], .optional(.double)
            ) { v, _ in
                DateFormatterFormat.date(
                    v[0].string, pattern: v[1].string, dateStyle: v[2].string, timeStyle: v[3].string,
                    locale: v[4].string, zone: v[5].string
                ).map(Value.double) ?? .absent
            }
        ],
        "_dateFormatFromTemplate": [
            BuiltinFunction([arg(nil, .string), arg(nil, .string)], .string) { v, _ in
                .string(DateFormatterFormat.pattern(fromTemplate: v[0].string, locale: v[1].string))
            }
        ],
        // ISO8601DateFormatter (ISO8601Format.swift, Parser+ISO8601DateFormatter.swift).
        "_formatISO8601": [
            BuiltinFunction([arg(nil, .double), arg(nil, .array(.string)), arg(nil, .string)], .string) { v, _ in
                .string(ISO8601Format.string(v[0].double, options: v[1].array.map(\.string), zone: v[2].string))
            }
        ],
        "_parseISO8601": [
            BuiltinFunction([arg(nil, .string), arg(nil, .array(.string)), arg(nil, .string)], .optional(.double)) {
                v, _ in
                ISO8601Format.date(v[0].string, options: v[1].array.map(\.string), zone: v[2].string).map(Value.double)
                    ?? .absent
            }
        ],
        "_formatDateInterval": [
            BuiltinFunction([arg(nil, .double), arg(nil, .double)], .string) { v, _ in
                .string(DateFormat.interval(v[0].double, v[1].double))
            }
        ],
    ]
}
