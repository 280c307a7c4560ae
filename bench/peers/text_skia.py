"""The peer of bench/scenes/text50.scene: skia-python draws the same 50 lines at 15 px on a 1920x1080 raster
surface (white background, black text, DejaVu Sans, anti-aliased, subpixel positioning), per frame. Prints the
minimum over 3 passes of the mean milliseconds per frame over 50 frames."""
import time

import skia

lines = [f"Line {i}: The quick brown fox 0123456789 שלום 你好 🎉" for i in range(50)]
surface = skia.Surface(1920, 1080)
font = skia.Font(skia.Typeface("DejaVu Sans"), 15)
font.setSubpixel(True)
font.setEdging(skia.Font.Edging.kAntiAlias)
paint = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)


def frame():
    with surface as canvas:
        canvas.clear(skia.ColorWHITE)
        y = 15.0
        for line in lines:
            canvas.drawString(line, 0, y, font, paint)
            y += 19.0
    surface.flushAndSubmit()


frame()
best = float("inf")
for _ in range(3):
    start = time.perf_counter()
    for _ in range(50):
        frame()
    best = min(best, (time.perf_counter() - start) / 50)
print(f"{best * 1000:.3f}")
