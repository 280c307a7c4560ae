// Parser+StyleConfigurations.swift: what a custom style's `makeBody(configuration:)` receives, for the styles whose
// views anim declares in the scene language (Gauge, ProgressView, GroupBox, LabeledContent) and for Label.
// Rule: Apple: GaugeStyleConfiguration (`value`, 0…1, "the current value of the gauge"; `label`,
// `currentValueLabel`, `minimumValueLabel`, `maximumValueLabel`), ProgressViewStyleConfiguration
// (`fractionCompleted`, `label`, `currentValueLabel`), GroupBoxStyleConfiguration (`label`, `content`),
// LabelStyleConfiguration (`title`, `icon`), LabeledContentStyleConfiguration (`label`, `content`) —
// developer.apple.com/documentation/swiftui/<name>. A style may draw the default look around its configuration:
// `ProgressView(configuration)`, `GroupBox(configuration)`, `LabeledContent(configuration)`, `Label(configuration)`
// (Apple's ProgressViewStyle example wraps `ProgressView(configuration)` in a shadow); declared `init(configuration:)`
// beside the views' `init(_ title:)`, the checker passes a configuration there (Checker+Calls). Optional views are
// optional here too (nil when the view has none), so `if let` and `??` read them as in Swift. Each configuration is built from the styled view itself
// (`init(_ view:)`), so every initialiser of the view works. Status: complete for these five styles.

extension Parser {
    /// A style protocol → the configuration type its `makeBody(configuration:)` receives.
    static let styleConfigurations: [String: String] = [
        "ButtonStyle": "ButtonStyleConfiguration", "PrimitiveButtonStyle": "ButtonStyleConfiguration",
        "ToggleStyle": "ToggleStyleConfiguration", "GaugeStyle": "GaugeStyleConfiguration",
        "ProgressViewStyle": "ProgressViewStyleConfiguration", "GroupBoxStyle": "GroupBoxStyleConfiguration",
        "LabelStyle": "LabelStyleConfiguration", "LabeledContentStyle": "LabeledContentStyleConfiguration",
    ]

    /// The view each style protocol (of this file) styles, which its configuration is built from.
    static let styledViews: [String: String] = [
        "GaugeStyle": "Gauge", "ProgressViewStyle": "ProgressView", "GroupBoxStyle": "GroupBox",
        "LabeledContentStyle": "LabeledContent",
    ]

    /// The configuration type a written type name stands for: `Configuration` inside a style (`style`, its
    /// protocol; a ButtonStyle's outside one), `GaugeStyle.Configuration`, or the configuration's own name.
    static func configurationType(_ written: String, in style: String?) -> String? {
        if written == "Configuration" {
            return styleConfigurations[style ?? "ButtonStyle"] ?? "ButtonStyleConfiguration"
        }
        if written.hasSuffix(".Configuration") { return styleConfigurations[String(written.dropLast(14))] }
        if written == "PrimitiveButtonStyleConfiguration" { return "ButtonStyleConfiguration" }
        return Set(styleConfigurations.values).contains(written) ? written : nil
    }

    /// The declarations a file declaring a struct of each style protocol gets.
    static let styleConfigurationSources: [String: String] = [
        "GaugeStyle": """
        struct GaugeStyleConfiguration {
            let value: Double
            let label: some View
            var currentValueLabel: (some View)? = nil
            var minimumValueLabel: (some View)? = nil
            var maximumValueLabel: (some View)? = nil
            init(_ gauge: Gauge) {
                self.value = gauge.fraction
                self.label = gauge.label
                if gauge.labelled[0] { self.currentValueLabel = gauge.current }
                if gauge.labelled[1] { self.minimumValueLabel = gauge.minimum }
                if gauge.labelled[2] { self.maximumValueLabel = gauge.maximum }
            }
        }
        """,
        "ProgressViewStyle": """
        struct ProgressViewStyleConfiguration {
            let fractionCompleted: Double?
            var label: (some View)? = nil
            var currentValueLabel: (some View)? = nil
            let title: String?
            init(_ progress: ProgressView) {
                self.fractionCompleted = progress.fraction
                self.title = progress.title
                if let title = progress.title { self.label = Text(title) }
            }
        }
        extension ProgressView {
            init(configuration: ProgressViewStyleConfiguration) {
                self.fraction = configuration.fractionCompleted
                self.title = configuration.title
            }
        }
        """,
        "GroupBoxStyle": labelAndContentConfiguration(of: "GroupBox"),
        "LabeledContentStyle": labelAndContentConfiguration(of: "LabeledContent"),
        "LabelStyle": """
        struct LabelStyleConfiguration {
            let title: some View
            let icon: some View
        }
        """,
    ]

    /// A configuration of a `label` and a `content` view (GroupBox's and LabeledContent's: the two views each stores
    /// under those names), built from the view, and the view's `init(configuration:)` drawing its default look.
    private static func labelAndContentConfiguration(of view: String) -> String {
        """
        struct \(view)StyleConfiguration {
            let label: some View
            let content: some View
            init(_ view: \(view)) {
                self.label = view.label
                self.content = view.content
            }
        }
        extension \(view) {
            init(configuration: \(view)StyleConfiguration) {
                self.label = configuration.label
                self.content = configuration.content
            }
        }
        """
    }

    /// Each style's declarations, parsed once.
    private static let styleConfigurationStatements: [String: [Stmt]] = styleConfigurationSources.mapValues {
        prelude($0)
    }

    /// The declarations for the style protocols `declared` names, in a fixed order.
    static func styleConfigurationDeclarations(_ declared: Set<String>) -> [Stmt] {
        styleConfigurationStatements.keys.sorted().filter(declared.contains).flatMap {
            styleConfigurationStatements[$0]!
        }
    }
}
