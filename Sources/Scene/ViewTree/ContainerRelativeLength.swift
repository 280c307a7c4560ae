// ContainerRelativeLength.swift: the length closure of `containerRelativeFrame(_:alignment:_:)`, still to be run,
// because it reads the container's length from layout.
// Rule: Apple: View.containerRelativeFrame(_:alignment:_:) — developer.apple.com/documentation/swiftui/view/
// containerrelativeframe(_:alignment:_:): the closure gets the container's length along one axis and that axis and
// returns the frame's length. Written on the view the frame wraps (Checker+ContainerRelativeFrame), read by Layout's
// ContainerRelativeFrame; it changes nothing else. Status: complete.

/// The closure `(length, axis) -> length` of a container-relative frame; `vertical` is the axis.
public struct ContainerRelativeLength: ViewModifier {
    public let length: @Sendable (Double, _ vertical: Bool) throws(RuntimeFailure) -> Double

    public init(length: @escaping @Sendable (Double, _ vertical: Bool) throws(RuntimeFailure) -> Double) {
        self.length = length
    }
}
