// Animation+Description.swift: an animation spelled the way a scene writes it, e.g. `.bouncy.delay(0.1)`.
// Rule: the spellings the scene language reads (Scene's SceneExpression); reading `a.description` back gives `a`.
// Status: complete.

extension Animation {
    /// The Swift spelling: the base as it was made, then each modifier in order.
    public var description: String {
        spelling
            + modifiers.map { m in
                switch m {
                case .delay(let d): ".delay(\(Animation.format(d)))"
                case .speed(let s): ".speed(\(Animation.format(s)))"
                case .repeatCount(let n?, let r): ".repeatCount(\(n), autoreverses: \(r))"
                case .repeatCount(nil, let r): ".repeatForever(autoreverses: \(r))"
                }
            }.joined()
    }

    /// A number as Swift source: integers without a fraction (`1`), others in their shortest round-trip form.
    static func format(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }
}
