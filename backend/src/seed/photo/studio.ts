import { mix, shade } from './colour';
import type { Shot } from './develop';
import { pack, type Pack } from './products';

const W = 960;
const H = 1080;
const f = (n: number) => Math.round(n * 10) / 10;

/** The site's own colours (frontend/app/app.css): paper, ink and the terracotta accent. */
const PAPER = '#efebe3';
const INK = '#121115';
const ACCENT = '#c2410c';

/** A camera seen from its left side, lens towards the set, on a tripod head at (x, y). */
function camera(x: number, y: number): string {
  const body = '#1d1d20';
  return `<linearGradient id="cam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4a50"/><stop offset="0.18" stop-color="${body}"/><stop offset="1" stop-color="#0c0c0e"/></linearGradient>
    <linearGradient id="barrel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#111"/><stop offset="0.25" stop-color="#5a5a60"/><stop offset="0.4" stop-color="#2a2a2e"/><stop offset="1" stop-color="#0a0a0b"/></linearGradient>
    <path d="M${x + 40} ${y - 150} h70 l14 -34 h62 l14 34 h30 q20 0 20 20 v110 q0 20 -20 20 h-190 q-20 0 -20 -20 v-110 q0 -20 20 -20 Z" fill="url(#cam)"/>
    <rect x="${x + 214}" y="${y - 140}" width="34" height="130" rx="14" fill="#151517"/>
    <rect x="${x + 60}" y="${y - 176}" width="26" height="10" rx="4" fill="#3b3b40"/>
    <circle cx="${x + 196}" cy="${y - 166}" r="9" fill="#2c2c30"/>
    <rect x="${x - 118}" y="${y - 142}" width="138" height="118" rx="8" fill="url(#barrel)"/>
    ${[0, 1, 2, 3, 4, 5, 6]
      .map(
        (i) =>
          `<rect x="${x - 100 + i * 9}" y="${y - 144}" width="4" height="122" fill="#000" opacity="0.45"/>`,
      )
      .join('')}
    <rect x="${x - 132}" y="${y - 150}" width="24" height="134" rx="6" fill="url(#barrel)"/>
    <ellipse cx="${x - 133}" cy="${y - 83}" rx="12" ry="64" fill="#0b0d14"/>
    <ellipse cx="${x - 135}" cy="${y - 100}" rx="5" ry="22" fill="#6c7fb0" opacity="0.55"/>
    <ellipse cx="${x - 134}" cy="${y - 60}" rx="3" ry="10" fill="#c9a86a" opacity="0.5"/>
    <rect x="${x + 80}" y="${y - 10}" width="90" height="34" rx="6" fill="#26262a"/>`;
}

/** A tripod: its head under the camera, the column, three legs spreading out of frame. */
function tripod(x: number, y: number): string {
  const leg = (dx: number, w: number) =>
    `<path d="M${x} ${y + 70} L${x + dx} ${H + 40}" stroke="#202024" stroke-width="${w}" stroke-linecap="round"/><path d="M${x} ${y + 70} L${x + dx} ${H + 40}" stroke="#5b5b62" stroke-width="${w * 0.25}" stroke-linecap="round" opacity="0.6" transform="translate(${-w * 0.25} 0)"/>`;
  return `${leg(-150, 22)}${leg(170, 22)}${leg(20, 26)}
    <rect x="${x - 16}" y="${y + 20}" width="32" height="70" fill="#2a2a2e"/><rect x="${x - 40}" y="${y + 10}" width="80" height="22" rx="6" fill="#1a1a1d"/>
    <path d="M${x + 30} ${y + 30} l120 60" stroke="#1a1a1d" stroke-width="10" stroke-linecap="round"/>`;
}

/**
 * The landing's studio picture: the set where the demo's packs are shot. A paper sweep
 * in the site's terracotta under a softbox, three packs on it, and the camera on its
 * tripod in the foreground; no people, since drawn faces would look wrong.
 */
export function studioScene(): Shot {
  const sweepColour = mix(ACCENT, PAPER, 0.55);
  const packs: (Pack & { x: number; base: number; h: number })[] = [
    {
      kind: 'bottle',
      mark: 'peak',
      body: INK,
      label: PAPER,
      cap: ACCENT,
      ink: INK,
      x: 330,
      base: 770,
      h: 330,
    },
    {
      kind: 'box',
      mark: 'leaf',
      body: PAPER,
      label: ACCENT,
      cap: INK,
      ink: PAPER,
      x: 470,
      base: 790,
      h: 210,
    },
    {
      kind: 'jar',
      mark: 'drop',
      body: '#f7f5f0',
      label: INK,
      cap: ACCENT,
      ink: PAPER,
      x: 600,
      base: 770,
      h: 140,
    },
  ];
  return {
    width: W,
    height: H,
    grain: 7,
    vignette: 0.22,
    back: `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2926"/><stop offset="1" stop-color="#4a4540"/></linearGradient>
      <rect width="${W}" height="${H}" fill="url(#wall)"/>
      <rect x="0" y="860" width="${W}" height="220" fill="#5a534b"/>
      <linearGradient id="roll" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(sweepColour, 0.7)}"/><stop offset="0.55" stop-color="${shade(sweepColour, 0.95)}"/><stop offset="0.72" stop-color="${shade(sweepColour, 1.06)}"/><stop offset="1" stop-color="${shade(sweepColour, 0.9)}"/></linearGradient>
      <path d="M200 40 H820 V640 Q820 760 860 900 H150 Q200 760 200 640 Z" fill="url(#roll)"/>
      <rect x="180" y="20" width="660" height="34" rx="17" fill="#222"/>
      <radialGradient id="spill" cx="0.3" cy="0.45" r="0.55"><stop offset="0" stop-color="#fff6e8" stop-opacity="0.5"/><stop offset="1" stop-color="#fff6e8" stop-opacity="0"/></radialGradient>
      <rect width="${W}" height="${H}" fill="url(#spill)"/>
      <g filter="url(#b8)">
        <path d="M60 300 L40 1080 M60 300 L0 1080 M60 300 L110 1080" stroke="#17171a" stroke-width="10"/>
        <rect x="-60" y="120" width="240" height="300" rx="10" fill="#131315"/>
        <linearGradient id="diffuser" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9e4da"/></linearGradient>
        <rect x="-46" y="134" width="212" height="272" rx="6" fill="url(#diffuser)"/>
        <path d="M880 200 L880 1080" stroke="#17171a" stroke-width="8"/><rect x="850" y="150" width="70" height="220" rx="8" fill="#131315"/><rect x="858" y="158" width="54" height="204" rx="5" fill="#f4efe6" opacity="0.85"/>
      </g>
      <g filter="url(#b4)">${pack({ kind: 'candle', mark: 'house', body: ACCENT, label: PAPER, cap: INK, ink: INK }, 220, 715, 110)}</g>`,
    front: `<ellipse cx="480" cy="765" rx="260" ry="30" fill="url(#shade)" opacity="0.35"/>
      ${packs
        .map(
          ({ x, base, h, ...p }) =>
            `<ellipse cx="${f(x + 40)}" cy="${base}" rx="${f(h * 0.45)}" ry="${f(h * 0.07)}" fill="url(#shade)" opacity="0.7"/>${pack(p, x, base, h)}`,
        )
        .join('')}
      ${tripod(870, 730)}${camera(830, 720)}`,
  };
}
