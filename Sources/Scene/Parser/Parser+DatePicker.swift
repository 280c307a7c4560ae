// Parser+DatePicker.swift: SwiftUI's `DatePicker`, declared in the scene language over the scene's `Date`
// (Parser+TimelineView) and drawn closed in iOS's default (compact) style: the label at the leading edge, then at the
// trailing edge the bound date and time, each on a light grey rounded rectangle, as buttons that open the calendar
// and the time wheel. Checker+DatePicker brings every initialiser to the one form declared here.
// Rule: Apple: DatePicker — developer.apple.com/documentation/swiftui/datepicker (`init(_:selection:in:
// displayedComponents:)`, `init(selection:in:displayedComponents:label:)`; DatePickerStyle.compact is iOS's
// automatic style); UIDatePicker.Style.compact draws the date as "Jan 1, 1970" and the time as "12:00 AM" in the
// en_US locale (here always, with the scene's GMT: DateFormat.swift), on a tertiarySystemFill rounded rectangle.
// `.datePickerStyle(.graphical)` (Checker+DatePickerStyle) draws iOS's inline calendar: the month and year with a
// disclosure chevron and the previous/next month chevrons in the accent colour (drawn as paths, as SF Symbols'
// chevrons are), the weekday symbols, a 7 × 6 grid
// of days (44 pt rows), the selected day on a light accent circle (a solid one with white text when it is today),
// and the time button below when the picker shows the time; `.wheel` draws the UIPickerView wheels, 216 pt tall,
// each column seven 32 pt rows around the selected value on a grey band [UNCONF: sizes matched by eye to iOS 17;
// the wheels' curvature as a vertical squash]. The calendar reads the date in the scene's GMT (days since 2001-01-01,
// a Monday; Howard Hinnant, "chrono-Compatible Low-Level Date Algorithms", civil_from_days).
// Status: complete for the compact, graphical and wheel styles.

extension Parser {
    static let datePickerSource = """
        struct DatePicker: View {
            let label: some View
            let selection: Date
            let showsDate: Bool
            let showsTime: Bool
            @Environment(\\.labelsHidden) private var labelsHidden
            @Environment(\\.datePickerStyle) private var style
            var body: some View {
                if style == .graphical {
                    _DatePickerCalendar(selection: selection, showsTime: showsTime)
                } else if style == .wheel {
                    _DatePickerWheels(selection: selection, showsDate: showsDate, showsTime: showsTime)
                } else {
                    HStack(spacing: 8) {
                        if !labelsHidden {
                            label
                            Spacer()
                        }
                        if showsDate {
                            Text(selection.formatted(date: .abbreviated, time: .omitted))
                                .padding(.horizontal, 11)
                                .padding(.vertical, 6)
                                .background(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255).opacity(0.12), in: RoundedRectangle(cornerRadius: 6))
                        }
                        if showsTime {
                            Text(selection.formatted(date: .omitted, time: .shortened))
                                .padding(.horizontal, 11)
                                .padding(.vertical, 6)
                                .background(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255).opacity(0.12), in: RoundedRectangle(cornerRadius: 6))
                        }
                    }
                }
            }
        }
        struct _CivilDate {
            let year: Int
            let month: Int
            let day: Int
            let weekday: Int
            let hour: Int
            let minute: Int
            init(_ date: Date) {
                let t = date.timeIntervalSinceReferenceDate
                let days = Int((t / 86400).rounded(.down))
                let seconds = Int(t - Double(days) * 86400)
                hour = seconds / 3600
                minute = seconds % 3600 / 60
                let z = days + 730791
                let era = (z >= 0 ? z : z - 146096) / 146097
                let doe = z - era * 146097
                let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
                let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
                let mp = (5 * doy + 2) / 153
                day = doy - (153 * mp + 2) / 5 + 1
                month = mp < 10 ? mp + 3 : mp - 9
                year = yoe + era * 400 + (month <= 2 ? 1 : 0)
                weekday = ((days + 1) % 7 + 7) % 7
            }
            var daysInMonth: Int {
                let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
                return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            }
            var firstWeekday: Int { ((weekday - (day - 1)) % 7 + 7) % 7 }
            static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
            static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
            static let shortWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        }
        struct _DatePickerCalendar: View {
            let selection: Date
            let showsTime: Bool
            var body: some View {
                let c = _CivilDate(selection)
                let today = _CivilDate(Date())
                let isToday = today.year == c.year && today.month == c.month && today.day == c.day
                VStack(spacing: 0) {
                    HStack {
                        HStack(spacing: 4) {
                            Text("\\(_CivilDate.months[c.month - 1]) \\(String(c.year))").font(.system(size: 17, weight: .semibold))
                            _DatePickerChevron(left: false, width: 7, height: 12, lineWidth: 2)
                        }
                        Spacer()
                        HStack(spacing: 28) {
                            _DatePickerChevron(left: true, width: 11, height: 19, lineWidth: 2.5)
                            _DatePickerChevron(left: false, width: 11, height: 19, lineWidth: 2.5)
                        }
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 44)
                    HStack(spacing: 0) {
                        ForEach(0..<7, id: \\.self) { i in
                            Text(_CivilDate.shortWeekdays[i].uppercased())
                                .font(.system(size: 13, weight: .semibold))
                                .foregroundStyle(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255).opacity(0.3))
                                .frame(maxWidth: .infinity)
                        }
                    }
                    .frame(height: 22)
                    .padding(.horizontal, 8)
                    VStack(spacing: 0) {
                        ForEach(0..<6, id: \\.self) { row in
                            HStack(spacing: 0) {
                                ForEach(0..<7, id: \\.self) { column in
                                    let n = row * 7 + column - c.firstWeekday + 1
                                    ZStack {
                                        if n == c.day {
                                            Circle().fill(isToday ? Color.accentColor : Color.accentColor.opacity(0.12)).frame(width: 44, height: 44)
                                        }
                                        if n >= 1 && n <= c.daysInMonth {
                                            Text("\\(n)")
                                                .font(.system(size: n == c.day ? 24 : 20, weight: n == c.day ? .semibold : .regular))
                                                .foregroundStyle(n == c.day ? (isToday ? Color.white : Color.accentColor) : Color.primary)
                                        }
                                    }
                                    .frame(maxWidth: .infinity)
                                    .frame(height: 44)
                                }
                            }
                        }
                    }
                    .padding(.horizontal, 8)
                    if showsTime {
                        Divider().padding(.horizontal, 16).padding(.top, 8)
                        HStack {
                            Text("Time").font(.system(size: 17))
                            Spacer()
                            Text(selection.formatted(date: .omitted, time: .shortened))
                                .padding(.horizontal, 11)
                                .padding(.vertical, 6)
                                .background(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255).opacity(0.12), in: RoundedRectangle(cornerRadius: 6))
                        }
                        .padding(.horizontal, 16)
                        .frame(height: 52)
                    }
                }
                .frame(minWidth: 320, maxWidth: .infinity)
            }
        }
        struct _DatePickerChevron: View {
            let left: Bool
            let width: Double
            let height: Double
            let lineWidth: Double
            var body: some View {
                Path { p in
                    p.move(to: CGPoint(x: left ? width - 1 : 1, y: 1))
                    p.addLine(to: CGPoint(x: left ? 1 : width - 1, y: height / 2))
                    p.addLine(to: CGPoint(x: left ? width - 1 : 1, y: height - 1))
                }
                .stroke(Color.accentColor, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
                .frame(width: width, height: height)
            }
        }
        struct _DatePickerWheels: View {
            let selection: Date
            let showsDate: Bool
            let showsTime: Bool
            var body: some View {
                let c = _CivilDate(selection)
                ZStack {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255).opacity(0.12))
                        .frame(height: 34)
                        .padding(.horizontal, 8)
                    HStack(spacing: 0) {
                        if showsDate && showsTime {
                            _DatePickerWheel(values: (-3...3).map { i in
                                let d = _CivilDate(Date(timeIntervalSinceReferenceDate: selection.timeIntervalSinceReferenceDate + Double(i) * 86400))
                                return i == 0 && _CivilDate(Date()).day == c.day && _CivilDate(Date()).month == c.month ? "Today" : "\\(_CivilDate.shortWeekdays[d.weekday]) \\(_CivilDate.shortMonths[d.month - 1]) \\(d.day)"
                            }, alignment: .trailing)
                            .frame(width: 140)
                        } else if showsDate {
                            _DatePickerWheel(values: (-3...3).map { _CivilDate.months[((c.month - 1 + $0) % 12 + 12) % 12] }, alignment: .leading)
                                .frame(width: 130)
                            _DatePickerWheel(values: (-3...3).map { "\\((c.day - 1 + $0 + c.daysInMonth) % c.daysInMonth + 1)" }, alignment: .trailing)
                                .frame(width: 50)
                            _DatePickerWheel(values: (-3...3).map { "\\(String(c.year + $0))" }, alignment: .trailing)
                                .frame(width: 80)
                        }
                        if showsTime {
                            _DatePickerWheel(values: (-3...3).map { "\\(((c.hour + $0) % 12 + 12) % 12 == 0 ? 12 : ((c.hour + $0) % 12 + 12) % 12)" }, alignment: .trailing)
                                .frame(width: 50)
                            _DatePickerWheel(values: (-3...3).map { String(format: "%02d", ((c.minute + $0) % 60 + 60) % 60) }, alignment: .leading)
                                .frame(width: 50)
                            _DatePickerWheel(values: ["", "", "", c.hour < 12 ? "AM" : "PM", c.hour < 12 ? "PM" : "", "", ""], alignment: .leading)
                                .frame(width: 50)
                        }
                    }
                }
                .frame(maxWidth: .infinity)
                .frame(height: 216)
                .clipped()
            }
        }
        struct _DatePickerWheel: View {
            let values: [String]
            let alignment: Alignment
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(0..<values.count, id: \\.self) { i in
                        let distance = abs(i - 3)
                        Text(values[i])
                            .font(.system(size: distance == 0 ? 22 : 20))
                            .foregroundStyle(distance == 0 ? Color.primary : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255).opacity([1, 0.6, 0.45, 0.25][distance]))
                            .scaleEffect(x: 1, y: [1, 0.9, 0.72, 0.5][distance])
                            .frame(maxWidth: .infinity, alignment: alignment)
                            .padding(.horizontal, 8)
                            .frame(height: 32)
                    }
                }
            }
        }
        """

    /// The declaration of `datePickerSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let datePickerDeclarations: [Stmt] = prelude(datePickerSource)
}
