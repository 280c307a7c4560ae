// Animate.swift: the module of timing curves, springs, `Animation` (delay/speed/repeat) and per-value animators
// with retargeting. Imports Timeline and Geometry only (docs/ARCHITECTURE.md).
// Rule: Apple, SwiftUI "Animation", "Spring", "UnitCurve"; WebKit UnitBezier.h. Status: complete for issue #4
// (logical completion is a time, Animation+LogicalCompletion; there is no completion-callback API).
//
// Files, from the inside out:
//   VectorArithmetic, Geometry+VectorArithmetic, Animatable, LinearColor   what animations move
//   UnitCurve, BezierAnimation                                             timing curves (WebKit UnitBezier)
//   SpringConversions, Spring (+ResponseDampingRatio, +DurationBounce,
//     +MassStiffnessDamping, +SettlingDuration, +Motion)                   the closed-form spring
//   FluidSpring                                                            `.spring` & co: the 1/300 s integrator
//   SpringAnimation                                                        `.interpolatingSpring`: closed form
//   Animation (+Presets, +Modifiers, +Description)                         the public value and its timing
//   Animator, AnimatorRun                                                  one value over time, with retargeting
//   Animation+LogicalCompletion, PhaseAnimation                            `phaseAnimator` steps
//   Keyframe, KeyframeTrack, KeyframeTimeline (+Playback)                  `keyframeAnimator` timelines
// Animations are written as ordinary values of the scene language (Scene: Builtins+Animation, SceneExpression).
