"""Manim CE versions of scenes/orbit.scene and bench/scenes/heavy.scene for bench/run-peers: the same shapes,
colours, motion and duration (3 s at 24 fps, 800x450). Sizes are in pixels through PX (the frame is 8 units high,
so 450 px = 8 units)."""
from manim import *

PX = 8 / 450
BG = "#0E1018"


def px(x, y):
    """Scene pixel coordinates (origin top left, y down) to Manim units (origin centre, y up)."""
    return np.array([(x - 400) * PX, (225 - y) * PX, 0])


class Orbit(Scene):
    def construct(self):
        self.camera.background_color = BG
        orange, teal = "#FA8C1F", "#1ACCBF"
        for x in (230, 480):
            self.add(Circle(radius=5 * PX, color="#D9D9D9", fill_opacity=1, stroke_width=0).move_to(px(x, 225)))
        a = Rectangle(width=120 * PX, height=60 * PX, fill_color=orange, fill_opacity=1, stroke_width=0)
        a.move_to(px(380, 225))
        b = Rectangle(width=120 * PX, height=60 * PX, fill_color=teal, fill_opacity=1, stroke_width=0)
        b.move_to(px(630, 225))
        self.add(a, b)
        self.play(
            Rotate(a, angle=-TAU, about_point=px(230, 225)),
            Rotate(b, angle=-TAU),
            run_time=3,
            rate_func=linear,
        )


def wobble(i, k):
    return ((i * 7919 + k * 104729) % 1000) / 1000


class Heavy(Scene):
    def construct(self):
        self.camera.background_color = BG
        rects = []
        for i in range(500):
            r = Rectangle(
                width=(8 + 40 * wobble(i, 3)) * PX,
                height=(8 + 30 * wobble(i, 4)) * PX,
                fill_color=ManimColor.from_hsv((wobble(i, 1), 0.7, 0.95)),
                fill_opacity=0.4 + 0.6 * wobble(i, 2),
                stroke_width=0,
            ).move_to(px(800 * wobble(i, 6), 450 * wobble(i, 7)))
            rects.append(r)
        self.add(*rects)
        texts = VGroup(
            *[Text(f"Label {i}: the quick brown fox jumps over the lazy dog", font_size=14 * 0.75 * 2) for i in range(20)]
        ).arrange(DOWN, aligned_edge=LEFT, buff=2 * PX)
        self.add(texts)
        self.play(
            *[Rotate(r, angle=-TAU * (wobble(i, 5) - 0.5) * 2) for i, r in enumerate(rects)],
            run_time=3,
            rate_func=linear,
        )
