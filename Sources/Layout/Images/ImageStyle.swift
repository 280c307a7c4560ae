// ImageStyle.swift: what the image modifiers above an `Image` set, read when the image is drawn.
// Rule: Apple: Image.resizable(capInsets:resizingMode:), Image.interpolation(_:), Image.antialiased(_:),
// Image.renderingMode(_:) (developer.apple.com/documentation/swiftui/image). In SwiftUI they are methods of `Image`
// returning an `Image`; here they travel down to the image below as one value, which is the same for any code Swift
// accepts (they only apply directly to an `Image`).

import Render
import Scene

/// The image modifiers that reached an image.
struct ImageStyle {
    var interpolation: ImageInterpolation = .high
    var antialiased = true
    /// `renderingMode(.template)`: the alpha, filled with the foreground style.
    var template = false
    /// `resizable(…)`: nil keeps the image at its own size.
    var resizing: ImageResizing?
}

/// `resizable(capInsets:resizingMode:)`: the insets (points) that keep their size, and whether the rest tiles.
struct ImageResizing: Equatable {
    var capInsets: EdgeInsets
    var tile: Bool
}
