#!/usr/bin/env python3
"""Cut the text face's file from Fontsource's Instrument Sans (ADR 095).

Fontsource's Latin file of Instrument Sans (its whole weight axis, 400-700: text is set at
400 to 700) has every Latin-1 letter, the French ones among them (é è à ç ê « » œ), but no
narrow no-break space (U+202F), which French typography accepts before ; ! ? and which
French text written elsewhere and pasted into a case study often carries. Without it the browser would take that one character from the next face of the stack. This
adds it: an empty glyph an eighth of an em wide (the French "espace fine"; the word space is
a fifth), the same width at every weight. Run again after
updating @fontsource-variable/instrument-sans; needs fontTools (Debian: python3-fonttools
python3-brotli), then `node frontend/scripts/fallback-faces.mjs`:

    python3 frontend/scripts/text-face.py
"""
from pathlib import Path

from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._g_l_y_f import Glyph

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "node_modules/@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2"
TARGET = ROOT / "frontend/app/assets/fonts/instrument-sans-latin-400-700-normal.woff2"

NARROW_NO_BREAK_SPACE = 0x202F
NAME = "uni202F"

font = TTFont(SOURCE)
if NARROW_NO_BREAK_SPACE in font.getBestCmap():
    raise SystemExit("the source already has U+202F: drop this step")
em = font["head"].unitsPerEm
font.ensureDecompiled()  # every table read against the old glyph order before it grows

font.setGlyphOrder([*font.getGlyphOrder(), NAME])
font["glyf"].glyphs[NAME] = Glyph()
font["glyf"].glyphOrder = font.getGlyphOrder()
font["hmtx"].metrics[NAME] = (round(em / 8), 0)
font["gvar"].variations[NAME] = []
# Its advance in HVAR: a row of the variation store that varies nothing.
store = font["HVAR"].table.VarStore
font["HVAR"].table.AdvWidthMap.mapping[NAME] = next(
    (outer << 16) | inner
    for outer, data in enumerate(store.VarData)
    for inner, row in enumerate(data.Item)
    if not any(row)
)
for table in font["cmap"].tables:
    if table.isUnicode():
        table.cmap[NARROW_NO_BREAK_SPACE] = NAME

font.flavor = "woff2"
font.save(TARGET)
print(f"{TARGET.name}: {TARGET.stat().st_size} bytes")
