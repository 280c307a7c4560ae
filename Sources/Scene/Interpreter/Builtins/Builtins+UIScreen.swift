// Builtins+UIScreen.swift: `UIScreen.main.bounds`, which pasted iOS code uses to move a view just off screen
// (`.offset(y: showing ? -UIScreen.main.bounds.height : 0)`) or to size it to the screen, and
// `UIApplication.shared.windows.first?.safeAreaInsets`, which it uses to pad below the status bar.
// Rule: Apple, UIScreen — developer.apple.com/documentation/uikit/uiscreen ("bounds: The bounding rectangle of the
// screen, measured in points", "scale: The natural scale factor associated with the screen"). A rendered scene has
// no device; anim answers as an iPhone 15 Pro in portrait would (393 × 852 pt at scale 3: Apple, Human Interface
// Guidelines, "Layout": device screen sizes), and the checker says so in a warning where it is used.
// Status: complete for issue #14.

import Geometry

extension Builtins {
    /// The screen anim stands in for `UIScreen.main`, in points.
    static let referenceScreen = Rect(x: 0, y: 0, width: 393, height: 852)
    static let referenceScreenScale = 3.0

    /// `UIScreen.main.bounds`, `.nativeBounds`, `.scale`, `.nativeScale`.
    static func screenProperty(_ name: String) -> (BuiltinImplementation, SceneType)? {
        switch name {
        case "bounds": ({ _, _ in .rect(referenceScreen) }, .rect)
        case "nativeBounds":
            (
                { _, _ in
                    .rect(
                        Rect(
                            x: 0, y: 0, width: referenceScreen.width * referenceScreenScale,
                            height: referenceScreen.height * referenceScreenScale))
                }, .rect
            )
        case "scale", "nativeScale": ({ _, _ in .double(referenceScreenScale) }, .double)
        default: nil
        }
    }

    /// `UIApplication.shared.windows`, `.keyWindow`, `.connectedScenes`: the one window of the reference screen.
    static func applicationProperty(_ name: String) -> (BuiltinImplementation, SceneType)? {
        let window = Value.enumeration(type: "UIWindow", name: "key")
        switch name {
        case "windows": return ({ _, _ in .array([window]) }, .array(.enumeration("UIWindow")))
        case "keyWindow": return ({ _, _ in window }, .optional(.enumeration("UIWindow")))
        default: return nil
        }
    }

    /// A window's `safeAreaInsets` (none: anim lays a scene out on its whole canvas, as `ignoresSafeArea()` would)
    /// and its `bounds`/`frame` (the reference screen).
    static func windowProperty(_ name: String) -> (BuiltinImplementation, SceneType)? {
        switch name {
        case "safeAreaInsets": ({ _, _ in .edgeInsets(EdgeInsets(all: 0)) }, .edgeInsets)
        case "bounds", "frame": ({ _, _ in .rect(referenceScreen) }, .rect)
        default: nil
        }
    }
}
