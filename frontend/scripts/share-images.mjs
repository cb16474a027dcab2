// The site's sharing image (Open Graph, 1200 × 630) and touch icon (180 × 180), drawn here
// from the favicon's mark (no font, no third-party asset) and written to public/. Run again
// after the mark changes: `node frontend/scripts/share-images.mjs`.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = (name) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));

/** The favicon's mark (public/favicon.svg) at a size and place, on its dark tile. */
const mark = (x, y, size) => `
  <g transform="translate(${x} ${y}) scale(${size / 32})">
    <rect width="32" height="32" rx="7" fill="#121115"/>
    <path d="M16 6 27 25H5Z" fill="none" stroke="#f7f5f0" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="m20 18 8-4M20 20h8" stroke="#fb923c" stroke-width="2" stroke-linecap="round"/>
  </g>`;

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#f7f5f0"/>
  <circle cx="960" cy="120" r="360" fill="#fbe6dc"/>
  <circle cx="960" cy="120" r="220" fill="#f7f5f0" opacity="0.55"/>
  <rect x="0" y="560" width="1200" height="70" fill="#efebe3"/>
  <path d="M120 560h960" stroke="#121115" stroke-opacity="0.12" stroke-width="2"/>
  ${mark(120, 150, 260)}
  <path d="M440 250h420M440 300h300M440 350h360" stroke="#121115" stroke-width="22" stroke-linecap="round" stroke-opacity="0.85"/>
  <path d="M440 420h180" stroke="#c2410c" stroke-width="22" stroke-linecap="round"/>
</svg>`;

const touch = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180">
  <rect width="180" height="180" fill="#121115"/>
  ${mark(18, 18, 144)}
</svg>`;

await sharp(Buffer.from(share))
  .png({ compressionLevel: 9, palette: true })
  .toFile(out('share.png'));
await sharp(Buffer.from(touch)).png({ compressionLevel: 9 }).toFile(out('apple-touch-icon.png'));
