// MorphTestSupport.swift: laying out the seed's pairs and planning them, for the Morph tests.

import Morph
import Text

/// The system font (Inter, as a scene's `Text`) at `size` points.
func morphText(_ s: String, size: Double = 17) -> MorphText {
    MorphText(laying: s, font: .system(size: size))
}

/// The plan for `old` → `new` laid out in the system font at `size`.
func plan(_ old: String, _ new: String, _ rule: MorphRule, size: Double = 17) -> MorphPlan {
    MorphPlan(from: morphText(old, size: size), to: morphText(new, size: size), rule: rule)
}

/// A plan's kept runs as (text, old range, new range, anchor), for comparing without travel.
func shape(_ plan: MorphPlan) -> [String] {
    plan.kept.map { "\($0.anchor.rawValue) \($0.text) \($0.old) \($0.new)" }
}
