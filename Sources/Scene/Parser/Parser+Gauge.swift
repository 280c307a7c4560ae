// Parser+Gauge.swift: SwiftUI's `Gauge`, declared in the scene language: a value within a range drawn as a capacity
// bar, or as a ring for the circular styles `.gaugeStyle(_:)` selects (Checker+GaugeStyle.swift).
// Rule: Apple: Gauge — developer.apple.com/documentation/swiftui/gauge (`init(value:in:label:)`,
// `init(value:in:label:currentValueLabel:)`, `init(value:in:label:currentValueLabel:minimumValueLabel:
// maximumValueLabel:)`; the value is clamped to the range); GaugeStyle — …/swiftui/gaugestyle: iOS's automatic style
// is `.linearCapacity` ("a bar that fills from leading to trailing"), `.accessoryCircularCapacity` a ring that fills
// clockwise from the top, `.accessoryCircular` an open ring (270°) with the value as a marker. Colours: the fill in
// the tint, the track in the system fill (120, 120, 128 at 20 %) [UNCONF: the metrics — bar 4 pt, ring 58 pt with a
// 6 pt line, matched by eye to iOS 17]. Status: these initialisers and styles.

extension Parser {
    static let gaugeSource = """
        struct Gauge: View {
            let fraction: Double
            let label: some View
            let current: some View
            let minimum: some View
            let maximum: some View
            /// Which of the optional labels the initialiser was given (a GaugeStyleConfiguration's are optional).
            let labelled: [Bool]
            @Environment(\\.gaugeStyle) private var style
            init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View) {
                self.fraction = Gauge.clamped(value, bounds)
                self.label = label()
                self.current = EmptyView()
                self.minimum = EmptyView()
                self.maximum = EmptyView()
                self.labelled = [false, false, false]
            }
            init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View,
                 @ViewBuilder currentValueLabel: () -> some View) {
                self.fraction = Gauge.clamped(value, bounds)
                self.label = label()
                self.current = currentValueLabel()
                self.minimum = EmptyView()
                self.maximum = EmptyView()
                self.labelled = [true, false, false]
            }
            init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View,
                 @ViewBuilder currentValueLabel: () -> some View, @ViewBuilder minimumValueLabel: () -> some View,
                 @ViewBuilder maximumValueLabel: () -> some View) {
                self.fraction = Gauge.clamped(value, bounds)
                self.label = label()
                self.current = currentValueLabel()
                self.minimum = minimumValueLabel()
                self.maximum = maximumValueLabel()
                self.labelled = [true, true, true]
            }
            static func clamped(_ value: Double, _ bounds: ClosedRange<Double>) -> Double {
                let span = bounds.upperBound - bounds.lowerBound
                return span > 0 ? min(max((value - bounds.lowerBound) / span, 0), 1) : 0
            }
            var body: some View {
                if style == .accessoryCircular || style == .accessoryCircularCapacity {
                    let open = style == .accessoryCircular
                    ZStack {
                        Circle()
                            .trim(from: 0, to: open ? 0.75 : 1)
                            .stroke(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255).opacity(0.2), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                            .rotationEffect(.degrees(open ? 135 : -90))
                        Circle()
                            .trim(from: 0, to: (open ? 0.75 : 1) * fraction)
                            .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                            .rotationEffect(.degrees(open ? 135 : -90))
                        VStack(spacing: 0) {
                            current.font(.system(size: 15, weight: .medium))
                            label.font(.system(size: 9)).foregroundStyle(.secondary)
                        }
                    }
                    .frame(width: 58, height: 58)
                } else {
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            label
                            Spacer(minLength: 0)
                            current.foregroundStyle(.secondary)
                        }
                        HStack(spacing: 6) {
                            minimum
                            GeometryReader { proxy in
                                ZStack(alignment: .leading) {
                                    Capsule().fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255).opacity(0.2))
                                    Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
                                }
                            }
                            .frame(height: 4)
                            maximum
                        }
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    }
                }
            }
        }
        """

    /// The declaration of `gaugeSource`, placed nowhere in the user's file (empty ranges).
    static let gaugeDeclarations: [Stmt] = prelude(gaugeSource)
}
