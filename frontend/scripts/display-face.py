#!/usr/bin/env python3
"""Cut the public site's display-face files from Fontsource's Fraunces (ADR 072).

The public pages set Fraunces upright at 500 and 600 only and its italic at 400 only (the
hero's emphasis), so they carry the upright with its weight axis limited to 500-600 and a
static italic at 400: 29 KB and 23 KB of WOFF2 instead of 37 KB and 46 KB, the same Latin
glyphs. The admin keeps the full variable files (app.css). Run again after updating
@fontsource-variable/fraunces; needs fontTools (Debian: python3-fonttools python3-brotli):

    python3 frontend/scripts/display-face.py
"""
from pathlib import Path

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "node_modules/@fontsource-variable/fraunces/files"
TARGET = ROOT / "frontend/app/assets/fonts"

CUTS = {
    "fraunces-latin-wght-normal.woff2": ("fraunces-latin-500-600-normal.woff2", {"wght": (500, 600)}),
    "fraunces-latin-wght-italic.woff2": ("fraunces-latin-400-italic.woff2", {"wght": 400}),
}

for source, (target, axes) in CUTS.items():
    font = instancer.instantiateVariableFont(TTFont(SOURCE / source), axes)
    font.flavor = "woff2"
    font.save(TARGET / target)
    print(f"{target}: {(TARGET / target).stat().st_size} bytes")
