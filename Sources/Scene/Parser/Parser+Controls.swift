// Parser+Controls.swift: SwiftUI's standard controls (Toggle, Slider, ProgressView), declared in the scene
// language and drawn in their iOS default styles, so a demo that drives its animation from a Toggle or a Slider
// renders with the control in place. A file that names one of them gets these declarations (placed nowhere in the
// user's file: empty ranges), unless it declares a type of that name itself.
// Rule: Apple, Toggle / Slider / ProgressView — developer.apple.com/documentation/swiftui; the iOS default
// metrics of UIKit's counterparts (Apple, Human Interface Guidelines "Toggles", "Sliders", "Progress indicators"):
// a switch of 51 × 31 pt with a 27 pt white knob, green (systemGreen) when on — or the tint `.tint(_:)` sets
// (Color.switchTint) — and a light grey track (systemGray5-like) when off; a slider track 4 pt high, filled with the
// tint (the accent blue by default, the `.tint` style) up to a 28 pt white thumb; a
// linear progress bar 4 pt high; a 20 pt activity indicator of 8 spokes. A labelled Toggle fills the width: its
// title at the leading edge, the switch at the trailing edge — also when the title is empty (`Toggle("", isOn:)`).
// These are pictures of the controls: the bound state changes only through the scene's own events.
// Status: Toggle(_:isOn:), Toggle(isOn:), Slider(value:) (0…1),
// TextField(_:text:), TextField(_:text:axis:), TextField(_:text:prompt:), TextField(text:prompt:label:),
// SecureField(_:text:), SecureField(_:text:prompt:), SecureField(text:prompt:label:), TextEditor(text:)
// (Apple: TextField, SecureField, TextEditor: iOS's automatic text field style is plain: the text, or the prompt —
// else the title, or the label of `(text:prompt:label:)` — as a placeholder in UIColor.placeholderText (60, 60, 67)
// at 30 %, on one line across the offered width (Apple: TextField.init(text:prompt:label:) —
// developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:): on iOS the label is the placeholder
// when there is no prompt); a secure field
// shows one bullet per character; a text editor fills its space with the text inset 5 pt by 8 pt as UITextView's
// textContainerInset and lineFragmentPadding do, on the opaque system background of a UITextView (which
// `.scrollContentBackground(.hidden)` hides: Layout ScrollContentBackgroundFill.swift); the caret and
// keyboard are not drawn); `.textFieldStyle(.roundedBorder)` draws UITextField's rounded-rect border style around
// them: the text inset 7 pt by 6 pt on the system background, a 1-pt systemGray4 (209, 209, 214) border of corner
// radius 5 [UNCONF: UIKit's roundedRect metrics approximated, Apple: UITextField.BorderStyle.roundedRect],
// ProgressView(), ProgressView(_:) (the spinner above its title in the secondary colour, as iOS shows a labelled
// activity indicator; in the colour of `.progressViewStyle(CircularProgressViewStyle(tint:))`,
// Checker+ProgressViewStyle), ProgressView(value:total:), ProgressView(_:value:total:) (the title above the bar),
// ProgressView(label:) and ProgressView(value:total:label:) (the label view where the title goes),
// Stepper(_:value:in:step:) over Int (UIStepper's 94 × 32 pt control of
// two segments, − and +, on a light grey rounded rectangle of radius 8, the title at the leading edge);
// `Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)` (Checker+Slider.swift: the thumb
// at the value's fraction of the range; the value labels beside the track, as iOS draws them; the label is not drawn
// on iOS); the system buttons `PasteButton(payloadType:onPaste:)` / `PasteButton(supportedContentTypes:payloadAction:)`
// (Apple: PasteButton — developer.apple.com/documentation/swiftui/pastebutton; UIKit draws it as UIPasteControl:
// the clipboard glyph and "Paste" in white on a capsule of the tint, [UNCONF: 14 × 7 pt insets, semibold body
// text]; its arguments are dropped by Checker+SystemButtons, the action never runs, as nothing is pasted in a
// render) and `RenameButton()` (Apple: RenameButton — developer.apple.com/documentation/swiftui/renamebutton: a
// button labelled "Rename" with the pencil symbol, which triggers the rename action a render never has).

extension Parser {
    /// The control types the prelude declares.
    static let controlNames: Set<String> = [
        "Toggle", "Slider", "ProgressView", "Stepper", "TextField", "SecureField", "TextEditor", "PasteButton",
        "RenameButton",
    ]

    static let controlsSource = """
        struct Toggle: View {
            let title: String
            let labelled: Bool
            @Binding var isOn: Bool
            init(_ title: String, isOn: Binding<Bool>) {
                self.title = title
                self.labelled = true
                self._isOn = isOn
            }
            init(isOn: Binding<Bool>) {
                self.title = ""
                self.labelled = false
                self._isOn = isOn
            }
            @Environment(\\.labelsHidden) private var labelsHidden
            var body: some View {
                HStack {
                    if labelled && !labelsHidden {
                        Text(title)
                        Spacer()
                    }
                    ZStack(alignment: isOn ? .trailing : .leading) {
                        Capsule()
                            .fill(isOn ? Color(red: 52.25 / 255, green: 199 / 255, blue: 89 / 255) : Color(red: 233 / 255, green: 233 / 255, blue: 235 / 255))
                            .frame(width: 51, height: 31)
                        Circle().fill(Color.white)
                            .shadow(color: Color.black.opacity(0.15), radius: 2, x: 0, y: 1)
                            .frame(width: 27, height: 27)
                            .padding(2)
                    }
                }
            }
        }
        struct Slider: View {
            @Binding var value: Double
            let lower: Double
            let upper: Double
            init(value: Binding<Double>) {
                self._value = value
                self.lower = 0
                self.upper = 1
            }
            init(value: Binding<Double>, lower: Double, upper: Double) {
                self._value = value
                self.lower = lower
                self.upper = upper
            }
            var body: some View {
                GeometryReader { proxy in
                    let fraction = upper > lower ? min(max((value - lower) / (upper - lower), 0), 1) : 0
                    let travel = max(proxy.size.width - 28, 0)
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255).opacity(0.2))
                            .frame(height: 4)
                        Capsule().fill(.tint)
                            .frame(width: 14 + travel * fraction, height: 4)
                        Circle().fill(Color.white)
                            .shadow(color: Color.black.opacity(0.15), radius: 3, x: 0, y: 2)
                            .frame(width: 28, height: 28)
                            .offset(x: travel * fraction)
                    }
                    .frame(height: proxy.size.height)
                }
                .frame(height: 28)
            }
        }
        struct Stepper: View {
            let title: String
            @Binding var value: Int
            init(_ title: String, value: Binding<Int>, in range: Range<Int> = 0..<Int.max, step: Int = 1) {
                self.title = title
                self._value = value
            }
            init(_ title: String, value: Binding<Int>, step: Int = 1) {
                self.title = title
                self._value = value
            }
            @Environment(\\.labelsHidden) private var labelsHidden
            var body: some View {
                HStack {
                    if !labelsHidden {
                        Text(title)
                        Spacer()
                    }
                    HStack(spacing: 0) {
                        Text("−").font(.system(size: 20)).frame(width: 46.5, height: 32)
                        Rectangle().fill(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255).opacity(0.29))
                            .frame(width: 1, height: 18)
                        Text("+").font(.system(size: 20)).frame(width: 46.5, height: 32)
                    }
                    .background(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255).opacity(0.12), in: RoundedRectangle(cornerRadius: 8))
                }
            }
        }
        struct TextField: View {
            let title: String
            @Binding var text: String
            let multiline: Bool
            let prompt: Text?
            let label: some View
            init(_ title: String, text: Binding<String>) {
                self.title = title
                self._text = text
                self.multiline = false
                self.prompt = nil
                self.label = Text(title)
            }
            init(_ title: String, text: Binding<String>, axis: Axis) {
                self.title = title
                self._text = text
                self.multiline = axis == .vertical
                self.prompt = nil
                self.label = Text(title)
            }
            init(_ title: String, text: Binding<String>, prompt: Text) {
                self.title = title
                self._text = text
                self.multiline = false
                self.prompt = prompt
                self.label = Text(title)
            }
            init(_ title: String, text: Binding<String>, axis: Axis, prompt: Text) {
                self.title = title
                self._text = text
                self.multiline = axis == .vertical
                self.prompt = prompt
                self.label = Text(title)
            }
            init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> some View) {
                self.title = ""
                self._text = text
                self.multiline = false
                self.prompt = prompt
                self.label = label()
            }
            @ViewBuilder var placeholder: some View {
                if let prompt { prompt } else { label }
            }
            @Environment(\\.textFieldStyle) private var style
            var body: some View {
                if style == .roundedBorder {
                    field.padding(.horizontal, 7).padding(.vertical, 6)
                        .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 5))
                        .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255), lineWidth: 1))
                } else {
                    field
                }
            }
            @ViewBuilder var field: some View {
                if text.isEmpty {
                    placeholder.lineLimit(multiline ? nil : 1)
                        .foregroundStyle(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255).opacity(0.3))
                        .frame(maxWidth: .infinity, alignment: .leading)
                } else {
                    Text(text).lineLimit(multiline ? nil : 1)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
        struct SecureField: View {
            let title: String
            @Binding var text: String
            let prompt: Text?
            init(_ title: String, text: Binding<String>) {
                self.title = title
                self._text = text
                self.prompt = nil
            }
            init(_ title: String, text: Binding<String>, prompt: Text) {
                self.title = title
                self._text = text
                self.prompt = prompt
            }
            init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> some View) {
                self.title = ""
                self._text = text
                self.prompt = prompt
            }
            var placeholder: Text {
                if let prompt { return prompt }
                return Text(title)
            }
            @Environment(\\.textFieldStyle) private var style
            var body: some View {
                if style == .roundedBorder {
                    field.padding(.horizontal, 7).padding(.vertical, 6)
                        .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 5))
                        .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255), lineWidth: 1))
                } else {
                    field
                }
            }
            @ViewBuilder var field: some View {
                if text.isEmpty {
                    placeholder.lineLimit(1)
                        .foregroundStyle(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255).opacity(0.3))
                        .frame(maxWidth: .infinity, alignment: .leading)
                } else {
                    Text(String(repeating: "•", count: text.count)).lineLimit(1)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
        struct TextEditor: View {
            @Binding var text: String
            init(text: Binding<String>) {
                self._text = text
            }
            var body: some View {
                Text(text)
                    .padding(.horizontal, 5)
                    .padding(.vertical, 8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .background(Color(.systemBackground)._scrollContentBackgroundFill())
            }
        }
        struct ProgressView: View {
            let fraction: Double?
            var title: String? = nil
            @Environment(\\.progressViewTint) private var spinnerTint
            init() {
                self.fraction = nil
            }
            init(_ title: String) {
                self.fraction = nil
                self.title = title
            }
            init(value: Double, total: Double = 1) {
                self.fraction = total > 0 ? min(max(value / total, 0), 1) : 0
            }
            init(_ title: String, value: Double, total: Double = 1) {
                self.fraction = total > 0 ? min(max(value / total, 0), 1) : 0
                self.title = title
            }
            var label: AnyView? = nil
            init(label: () -> some View) {
                self.fraction = nil
                self.label = AnyView(label())
            }
            init(value: Double, total: Double = 1, label: () -> some View) {
                self.fraction = total > 0 ? min(max(value / total, 0), 1) : 0
                self.label = AnyView(label())
            }
            var body: some View {
                if let fraction {
                    VStack(alignment: .leading, spacing: 4) {
                        if let title { Text(title) }
                        if let label { label }
                        GeometryReader { proxy in
                            ZStack(alignment: .leading) {
                                Capsule().fill(Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255))
                                Capsule().fill(.tint)
                                    .frame(width: proxy.size.width * fraction)
                            }
                        }
                        .frame(height: 4)
                    }
                } else {
                    VStack(spacing: 8) {
                        ZStack {
                            ForEach(0..<8, id: \\.self) { i in
                                Capsule().fill(spinnerTint ?? Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255))
                                    .frame(width: 2.5, height: 6)
                                    .offset(y: -6.5)
                                    .rotationEffect(.degrees(Double(i) * 45))
                                    .opacity(1 - Double(i) * 0.1)
                            }
                        }
                        .frame(width: 20, height: 20)
                        if let title { Text(title).foregroundStyle(.secondary) }
                        if let label { label.foregroundStyle(.secondary) }
                    }
                }
            }
        }
        struct PasteButton: View {
            init() {}
            var body: some View {
                HStack(spacing: 6) {
                    Image(systemName: "doc.on.clipboard")
                    Text("Paste")
                }
                .font(.body.weight(.semibold))
                .foregroundStyle(Color.white)
                .padding(.horizontal, 14)
                .padding(.vertical, 7)
                .background(Color.accentColor, in: Capsule())
            }
        }
        struct RenameButton: View {
            init() {}
            var body: some View {
                Button {} label: {
                    Label("Rename", systemImage: "pencil")
                }
            }
        }
        """

    /// The declarations of `controlsSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let controlDeclarations: [Stmt] = prelude(controlsSource)
}
