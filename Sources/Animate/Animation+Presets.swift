// Animation+Presets.swift: the named animations and their factories, with SwiftUI's defaults.
// Rule: OpenSwiftUI BezierAnimation.swift; Apple: Animation.easeInOut —
// developer.apple.com/documentation/swiftui/animation/easeinout (timing curves, 0.35 s), Apple: Animation.default —
// developer.apple.com/documentation/swiftui/animation/default (`.default` = spring response 0.55, ζ 1 per [APPLE]),
// Apple: Animation.spring(duration:bounce:blendDuration:) —
// developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:) (spring APIs and defaults;
// `.spring` and `.interactiveSpring` resolve to the duration/bounce overloads because the response overloads are
// `@_disfavoredOverload` [OSUI]), OpenSwiftUI FluidSpringAnimation.swift, SwiftUI's inlined springStiffness,
// springDamping and springDampingFraction (conversions). Status: complete.

extension Animation {
    /// The default duration of timing-curve animations, seconds ([APPLE] easeIn/easeOut/easeInOut pages).
    public static let defaultDuration = 0.35

    /// iOS 17+: a critically damped spring, response 0.55 s ([APPLE] animation/default; Apple: Animation.default —
    /// developer.apple.com/documentation/swiftui/animation/default).
    public static let `default`: Animation = {
        var a = Animation(
            .fluidSpring(FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0)),
            spelling: ".default")
        a.isDefault = true
        return a
    }()

    /// Constant speed over 0.35 s.
    public static let linear = Animation.bezier(.linear, 0.35, ".linear")
    /// CSS ease-in over 0.35 s.
    public static let easeIn = Animation.bezier(.easeIn, 0.35, ".easeIn")
    /// CSS ease-out over 0.35 s.
    public static let easeOut = Animation.bezier(.easeOut, 0.35, ".easeOut")
    /// CSS ease-in-out over 0.35 s.
    public static let easeInOut = Animation.bezier(.easeInOut, 0.35, ".easeInOut")

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        bezier(.linear, duration, ".linear(duration: \(format(duration)))")
    }
    /// CSS ease-in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        bezier(.easeIn, duration, ".easeIn(duration: \(format(duration)))")
    }
    /// CSS ease-out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        bezier(.easeOut, duration, ".easeOut(duration: \(format(duration)))")
    }
    /// CSS ease-in-out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        bezier(.easeInOut, duration, ".easeInOut(duration: \(format(duration)))")
    }

    /// A cubic Bézier through (p1x, p1y) and (p2x, p2y) over `duration` seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35)
        -> Animation
    {
        let args = [p1x, p1y, p2x, p2y].map(format).joined(separator: ", ")
        return bezier(UnitCurve(p1x, p1y, p2x, p2y), duration, ".timingCurve(\(args), duration: \(format(duration)))")
    }

    /// A timing curve over `duration` seconds (SwiftUI's `UnitCurveAnimation`: unlike the other timing curves it
    /// hands its velocity to a spring that interrupts it).
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        var b = BezierAnimation(curve: curve, duration: duration)
        b.reportsVelocity = true
        let presets: [(UnitCurve, String)] = [
            (.linear, ".linear"), (.easeIn, ".easeIn"), (.easeOut, ".easeOut"), (.easeInOut, ".easeInOut"),
        ]
        let spelt =
            presets.first { $0.0 == curve }?.1
            ?? ".bezier(startControlPoint: UnitPoint(x: \(format(curve.p1x)), y: \(format(curve.p1y))), "
            + "endControlPoint: UnitPoint(x: \(format(curve.p2x)), y: \(format(curve.p2y))))"
        return Animation(.bezier(b), spelling: ".timingCurve(\(spelt), duration: \(format(duration)))")
    }

    // MARK: - Fluid springs

    /// `spring()`: the duration/bounce overload's defaults, response 0.5 s, ζ 1
    /// (Apple: Animation.spring(duration:bounce:blendDuration:) —
    /// developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)).
    public static let spring = Animation.spring(duration: 0.5, bounce: 0, blendDuration: 0).spelled(".spring")

    /// A spring of undamped period `response` seconds and damping ratio `dampingFraction`; `blendDuration` seconds
    /// smooth a change of response when it interrupts another spring.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        fluid(
            response, dampingFraction, blendDuration,
            ".spring(response: \(format(response)), dampingFraction: \(format(dampingFraction))"
                + blendSuffix(blendDuration) + ")")
    }

    /// A spring of perceptual `duration` seconds and `bounce` (ζ = 1 − bounce, or 1/(1 + bounce) below 0).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        fluid(
            duration, springDampingFraction(bounce: bounce), blendDuration,
            ".spring(duration: \(format(duration)), bounce: \(format(bounce))" + blendSuffix(blendDuration) + ")")
    }

    /// A fluid spring with `spring`'s response and damping ratio
    /// (Apple: Animation.spring(duration:bounce:blendDuration:) —
    /// developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:), [DANCE]); spelt with
    /// the numbers it resolves to, so that the spelling parses back to the same animation.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        let (response, zeta) = (spring.response, springDampingFraction(bounce: spring.bounce))
        return fluid(
            response, zeta, blendDuration,
            ".spring(response: \(format(response)), dampingFraction: \(format(zeta))" + blendSuffix(blendDuration) + ")"
        )
    }

    /// `interactiveSpring()`: response 0.15 s, bounce 0.15 (ζ 0.85), blend 0.25 s
    /// (Apple: Animation.spring(duration:bounce:blendDuration:) —
    /// developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:): the
    /// duration/extraBounce overload wins, as for `.spring`).
    public static let interactiveSpring = Animation.interactiveSpring(
        duration: 0.15, extraBounce: 0, blendDuration: 0.25
    )
    .spelled(".interactiveSpring")

    /// A stiff spring for interactive changes ([APPLE] defaults 0.15 s, ζ 0.86, blend 0.25 s).
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        fluid(
            response, dampingFraction, blendDuration,
            ".interactiveSpring(response: \(format(response)), dampingFraction: \(format(dampingFraction)), "
                + "blendDuration: \(format(blendDuration)))")
    }

    /// `spring(duration:bounce: 0.15 + extraBounce, blendDuration:)`.
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25)
        -> Animation
    {
        fluid(
            duration, springDampingFraction(bounce: 0.15 + extraBounce), blendDuration,
            ".interactiveSpring(duration: \(format(duration)), extraBounce: \(format(extraBounce)), "
                + "blendDuration: \(format(blendDuration)))")
    }

    /// No bounce, 0.5 s ([APPLE] smooth: base bounce 0).
    public static let smooth = Animation.smooth().spelled(".smooth")
    /// Bounce 0.15, 0.5 s ([APPLE] snappy).
    public static let snappy = Animation.snappy().spelled(".snappy")
    /// Bounce 0.3, 0.5 s ([APPLE] bouncy).
    public static let bouncy = Animation.bouncy().spelled(".bouncy")

    /// `spring(duration:bounce: extraBounce)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        preset("smooth", 0, duration, extraBounce)
    }
    /// `spring(duration:bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        preset("snappy", 0.15, duration, extraBounce)
    }
    /// `spring(duration:bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        preset("bouncy", 0.3, duration, extraBounce)
    }

    // MARK: - Interpolating springs (closed form)

    /// `interpolatingSpring()`: duration 0.5 s, bounce 0.
    public static let interpolatingSpring = Animation.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)
        .spelled(".interpolatingSpring")

    /// A spring of `mass`, `stiffness` and `damping` in closed form; `initialVelocity` is in fractions of the change
    /// per second ([APPLE]: "a value in the range [0,1] representing the magnitude of the value being animated").
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        var args = mass == 1 ? "" : "mass: \(format(mass)), "
        args += "stiffness: \(format(stiffness)), damping: \(format(damping))"
        if initialVelocity != 0 { args += ", initialVelocity: \(format(initialVelocity))" }
        return Animation(
            .spring(
                SpringAnimation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)),
            spelling: ".interpolatingSpring(\(args))")
    }

    /// k = (2π/duration)², c = 2√k·ζ(bounce), mass 1 ([IFACE],
    /// Apple: Animation.spring(duration:bounce:blendDuration:) —
    /// developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)).
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
        -> Animation
    {
        let k = springStiffness(response: duration)
        let c = springDamping(fraction: springDampingFraction(bounce: bounce), stiffness: k)
        var args = "duration: \(format(duration)), bounce: \(format(bounce))"
        if initialVelocity != 0 { args += ", initialVelocity: \(format(initialVelocity))" }
        return interpolatingSpring(stiffness: k, damping: c, initialVelocity: initialVelocity)
            .spelled(".interpolatingSpring(\(args))")
    }

    /// Mass 1 with `spring`'s stiffness and damping getters ([DANCE],
    /// Apple: Animation.spring(duration:bounce:blendDuration:) —
    /// developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }

    // MARK: -

    static func bezier(_ curve: UnitCurve, _ duration: Double, _ spelling: String) -> Animation {
        Animation(.bezier(BezierAnimation(curve: curve, duration: duration)), spelling: spelling)
    }

    static func fluid(_ response: Double, _ zeta: Double, _ blend: Double, _ spelling: String) -> Animation {
        Animation(
            .fluidSpring(FluidSpringAnimation(response: response, dampingFraction: zeta, blendDuration: blend)),
            spelling: spelling)
    }

    private static func preset(_ name: String, _ baseBounce: Double, _ duration: Double, _ extra: Double) -> Animation {
        var args: [String] = []
        if duration != 0.5 { args.append("duration: \(format(duration))") }
        if extra != 0 { args.append("extraBounce: \(format(extra))") }
        return spring(duration: duration, bounce: baseBounce + extra).spelled(
            ".\(name)(\(args.joined(separator: ", ")))")
    }

    private static func blendSuffix(_ blend: Double) -> String {
        blend == 0 ? "" : ", blendDuration: \(format(blend))"
    }

    func spelled(_ spelling: String) -> Animation {
        var copy = self
        copy.spelling = spelling
        return copy
    }
}
