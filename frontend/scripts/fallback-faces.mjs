#!/usr/bin/env node
// Writes app/styles/display-fallback.css, display-italic-fallback.css and text-fallback.css:
// for each local
// face a phone or desktop has, one sized to the web face's metrics (fontaine, from capsize's
// metrics), so text drawn in it before the web face arrives takes that face's place, height
// and about its width, and the swap moves nothing (ADR 077, ADR 095). Run it again when a cut
// of a face changes (scripts/display-face.py, scripts/text-face.py):
// `node scripts/fallback-faces.mjs`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import { format, resolveConfig } from 'prettier';

const fonts = new URL('../app/assets/fonts/', import.meta.url);

/**
 * DejaVu's faces (most Linux desktops, and the browser of the test suite) are not in
 * capsize's collection: their metrics are read from their 2.37 files (DejaVuSerif.ttf,
 * DejaVuSans.ttf) by fontaine, as capsize's are.
 */
const DEJAVU = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048 };

const SERIFS = [
  { family: 'Georgia', italic: 'Georgia Italic' },
  { family: 'Noto Serif', italic: 'Noto Serif Italic' },
  {
    family: 'DejaVu Serif',
    italic: 'DejaVu Serif Italic',
    metrics: { ...DEJAVU, xWidthAvg: 1058 },
  },
  { family: 'Times New Roman', italic: 'Times New Roman Italic' },
];

/**
 * Georgia (Apple, Windows), Noto Serif (Android, ChromeOS), DejaVu Serif, Times New Roman
 * last for the display face, its italic (the regular's metrics with the italic cut's width)
 * apart: only public pages set it (site.css), the admin does not. Arial (Windows, Apple),
 * Roboto (Android, ChromeOS), DejaVu Sans for the text face, upright only: no page sets text
 * in italics but the admin's few placeholders, which the browser slants.
 */
const FILES = [
  {
    target: 'display-fallback.css',
    about:
      'Local serifs sized to the display\n   face (ADR 077), named in --font-display (theme.css) after it.',
    name: 'Fraunces Fallback',
    style: 'normal',
    cut: 'fraunces-latin-500-600-normal.woff2',
    fallbacks: SERIFS,
  },
  {
    target: 'display-italic-fallback.css',
    about:
      "Local serif italics sized to the\n   display face's italic (ADR 077), for the hero's emphasis (site.css).",
    name: 'Fraunces Fallback',
    style: 'italic',
    cut: 'fraunces-latin-400-italic.woff2',
    fallbacks: SERIFS.map(({ italic, ...serif }) => ({ ...serif, local: italic })),
  },
  {
    target: 'text-fallback.css',
    about:
      'Local sans faces sized to the text\n   face (ADR 095), named in --font-sans (theme.css) after it.',
    name: 'Instrument Sans Fallback',
    style: 'normal',
    cut: 'instrument-sans-latin-400-700-normal.woff2',
    fallbacks: [
      { family: 'Arial' },
      { family: 'Roboto' },
      { family: 'DejaVu Sans', metrics: { ...DEJAVU, xWidthAvg: 1041 } },
    ],
  },
];

for (const { target, about, name, style, cut, fallbacks } of FILES) {
  const face = await readMetrics(pathToFileURL(fileURLToPath(new URL(cut, fonts))));
  if (!face) throw new Error(`no metrics in ${cut}`);
  const faces = [];
  for (const fallback of fallbacks) {
    const metrics = fallback.metrics ?? (await getMetricsForFamily(fallback.family));
    if (!metrics) throw new Error(`no metrics for ${fallback.family}`);
    faces.push(
      generateFontFace(face, {
        name: `${name} ${fallback.family}`,
        font: fallback.local ?? fallback.family,
        metrics,
        'font-style': style,
        // One face for every weight: no synthetic bold, so the widths stay the ones sized.
        'font-weight': '100 900',
      }).trim(),
    );
  }
  const path = fileURLToPath(new URL(`../app/styles/${target}`, import.meta.url));
  const header = `/* Written by scripts/fallback-faces.mjs: do not edit. ${about} */\n`;
  const css = `${header}${faces.join('\n')}\n`;
  writeFileSync(path, await format(css, { ...(await resolveConfig(path)), parser: 'css' }));
}
