// Animate.swift: the module of timing curves, springs, `Animation` (delay/speed/repeat), per-value animators with
// retargeting, keyframes and interpolation of animatable values. Imports Timeline and Geometry only (DESIGN.md).
// Rule: ../shared/reference/curves.md; swiftui.md §3.
