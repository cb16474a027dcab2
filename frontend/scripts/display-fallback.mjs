#!/usr/bin/env node
// Writes app/styles/display-fallback.css: for each serif a phone or desktop has, a local
// face sized to the display face's metrics (fontaine, from capsize's metrics), so a
// heading drawn in it before Fraunces arrives takes Fraunces's place, height and about
// its width, and the swap moves nothing (ADR 077). Run it again when a cut of the display
// face changes (scripts/display-face.py): `node scripts/display-fallback.mjs`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import { format, resolveConfig } from 'prettier';

const fonts = new URL('../app/assets/fonts/', import.meta.url);
const CUTS = {
  normal: 'fraunces-latin-500-600-normal.woff2',
  italic: 'fraunces-latin-400-italic.woff2',
};
/**
 * The serifs met in practice: Georgia (Apple, Windows), Noto Serif (Android, ChromeOS),
 * DejaVu Serif (most Linux desktops, and the browser of the test suite), Times New Roman
 * last. DejaVu Serif is not in capsize's collection: its metrics are those of its 2.37
 * files (DejaVuSerif.ttf's hhea and OS/2 tables). An italic uses the regular's metrics
 * with the italic cut's width.
 */
const FALLBACKS = [
  { family: 'Georgia', italic: 'Georgia Italic' },
  { family: 'Noto Serif', italic: 'Noto Serif Italic' },
  {
    family: 'DejaVu Serif',
    italic: 'DejaVu Serif Italic',
    metrics: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1058 },
  },
  { family: 'Times New Roman', italic: 'Times New Roman Italic' },
];

const faces = [];
for (const [style, file] of Object.entries(CUTS)) {
  const display = await readMetrics(pathToFileURL(fileURLToPath(new URL(file, fonts))));
  if (!display) throw new Error(`no metrics in ${file}`);
  for (const fallback of FALLBACKS) {
    const metrics = fallback.metrics ?? (await getMetricsForFamily(fallback.family));
    if (!metrics) throw new Error(`no metrics for ${fallback.family}`);
    const local = style === 'italic' ? fallback.italic : fallback.family;
    faces.push(
      generateFontFace(display, {
        name: `Fraunces Fallback ${fallback.family}`,
        font: local,
        metrics,
        'font-style': style,
        // One face for every weight: no synthetic bold, so the widths stay the ones sized.
        'font-weight': '100 900',
      }).trim(),
    );
  }
}

const header = `/* Written by scripts/display-fallback.mjs: do not edit. Local serifs sized to the display
   face (ADR 077), named in --font-display (theme.css) after it. */\n`;
const target = fileURLToPath(new URL('../app/styles/display-fallback.css', import.meta.url));
const css = `${header}${faces.join('\n')}\n`;
writeFileSync(target, await format(css, { ...(await resolveConfig(target)), parser: 'css' }));
