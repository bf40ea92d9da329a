#!/usr/bin/env python3
"""Draws the home-screen icons of Public/icons/ from the favicon's design (Public/favicon.svg: a black
rounded square, a dark ring and a cyan arc from 12 o'clock to about 3:40), as PNG files.

Run once when the design changes: `python3 Scripts/make-icons.py`; the PNGs are committed, so neither a
build nor a fresh machine needs this script. Pure Python (zlib, struct): each pixel's colour comes from
the shapes' signed distances (one pixel of anti-aliasing), so the output is the same on every run.
"""
import math
import pathlib
import struct
import zlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "Public" / "icons"
BACKGROUND = (0x00, 0x00, 0x00)
RING = (0x21, 0x21, 0x21)
ARC = (0x59, 0xBE, 0xF7)
# The favicon's 32-unit design: ring centre (16, 16), radius 10, stroke 4; the arc ends at (25.5, 19.1).
ARC_END = math.atan2(19.1 - 16, 25.5 - 16)
ARC_START = -math.pi / 2


def rounded_square(x, y, size, radius):
    """Signed distance (units) to a size×size square at the origin with corners of `radius`."""
    half = size / 2
    qx, qy = abs(x - half) - (half - radius), abs(y - half) - (half - radius)
    outside = math.hypot(max(qx, 0), max(qy, 0))
    return outside + min(max(qx, qy), 0) - radius


def ring(x, y):
    return abs(math.hypot(x - 16, y - 16) - 10) - 2


def arc(x, y):
    dx, dy = x - 16, y - 16
    angle = math.atan2(dy, dx)
    if ARC_START <= angle <= ARC_END:
        return abs(math.hypot(dx, dy) - 10) - 2
    ends = [(16 + 10 * math.cos(a), 16 + 10 * math.sin(a)) for a in (ARC_START, ARC_END)]
    return min(math.hypot(x - ex, y - ey) for ex, ey in ends) - 2


def coverage(distance, pixels_per_unit):
    return min(1.0, max(0.0, 0.5 - distance * pixels_per_unit))


def over(dst, colour, alpha):
    """`colour` at `alpha` over the premultiplied pixel `dst` (r, g, b, a in 0…1)."""
    r, g, b, a = dst
    return (colour[0] / 255 * alpha + r * (1 - alpha), colour[1] / 255 * alpha + g * (1 - alpha),
            colour[2] / 255 * alpha + b * (1 - alpha), alpha + a * (1 - alpha))


def draw(size, full_bleed, design_fraction):
    """RGBA rows. `full_bleed`: an opaque square (maskable, Apple); else the favicon's rounded square.
    `design_fraction`: the ring's outer diameter (24 units) as a share of the icon's side."""
    scale = size * design_fraction / 24  # pixels per unit
    offset = size / 2 - 16 * scale  # where unit 0 lands, so (16, 16) is the icon's centre
    rows = []
    for py in range(size):
        row = bytearray()
        for px in range(size):
            x, y = (px + 0.5 - offset) / scale, (py + 0.5 - offset) / scale
            if full_bleed:
                pixel = BACKGROUND[0] / 255, BACKGROUND[1] / 255, BACKGROUND[2] / 255, 1.0
            else:
                unit = size / 32
                square = rounded_square((px + 0.5) / unit, (py + 0.5) / unit, 32, 7)
                pixel = over((0, 0, 0, 0), BACKGROUND, coverage(square, unit))
            pixel = over(pixel, RING, coverage(ring(x, y), scale))
            pixel = over(pixel, ARC, coverage(arc(x, y), scale))
            r, g, b, a = pixel
            unpremultiply = 1 / a if a > 0 else 0
            row += bytes((round(min(1, r * unpremultiply) * 255), round(min(1, g * unpremultiply) * 255),
                          round(min(1, b * unpremultiply) * 255), round(a * 255)))
        rows.append(bytes(row))
    return rows


def png(size, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    raw = b"".join(b"\x00" + row for row in rows)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


ICONS = [
    ("icon-192.png", 192, False, 24 / 32),
    ("icon-512.png", 512, False, 24 / 32),
    # Maskable: the design inside the central circle of 80 % that every mask keeps, on an opaque square.
    ("icon-maskable-512.png", 512, True, 0.62),
    # iOS rounds the corners itself and shows transparency as black: opaque, a little larger.
    ("apple-touch-icon.png", 180, True, 0.7),
]

if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for name, size, full_bleed, fraction in ICONS:
        (OUT / name).write_bytes(png(size, draw(size, full_bleed, fraction)))
        print(f"wrote {OUT / name} ({size}×{size})")
