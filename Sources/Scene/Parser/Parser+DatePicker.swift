// Parser+DatePicker.swift: SwiftUI's `DatePicker`, declared in the scene language over the scene's `Date`
// (Parser+TimelineView) and drawn closed in iOS's default (compact) style: the label at the leading edge, then at the
// trailing edge the bound date and time, each on a light grey rounded rectangle, as buttons that open the calendar
// and the time wheel. Checker+DatePicker brings every initialiser to the one form declared here.
// Rule: Apple: DatePicker — developer.apple.com/documentation/swiftui/datepicker (`init(_:selection:in:
// displayedComponents:)`, `init(selection:in:displayedComponents:label:)`; DatePickerStyle.compact is iOS's
// automatic style); UIDatePicker.Style.compact draws the date as "Jan 1, 1970" and the time as "12:00 AM" in the
// en_US locale (here always, with the scene's GMT: DateFormat.swift), on a tertiarySystemFill rounded rectangle.
// Status: complete for the compact style; `.graphical` and `.wheel` are drawn compact, with a warning.

extension Parser {
    static let datePickerSource = """
        struct DatePicker: View {
            let label: some View
            let selection: Date
            let showsDate: Bool
            let showsTime: Bool
            @Environment(\\.labelsHidden) private var labelsHidden
            var body: some View {
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
        """

    /// The declaration of `datePickerSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let datePickerDeclarations: [Stmt] = prelude(datePickerSource)
}
