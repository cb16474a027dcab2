import { mix, shade } from './colour';
import type { Shot } from './develop';
import { pack, packWidth, type Pack, type ProductKind } from './products';

/** What every picture of one project shares: its pack and the colours of its set. */
export interface Look {
  pack: Pack;
  /** The seamless paper the studio hung for this project. */
  paper: string;
  /** A prop's colour (a sphere, a block, a coaster). */
  prop: string;
}

/** A kind of picture: the same look drawn as a hero shot, a flat lay, a snapshot… */
export type Scene = (look: Look) => Shot;

const W = 800;
const H = 1000;
const f = (n: number) => Math.round(n * 10) / 10;

/** A pack's height when a bottle in the same frame would be `tall`: packs keep their sizes. */
function sized(kind: ProductKind, tall: number): number {
  const share: Record<ProductKind, number> = {
    bottle: 1,
    tube: 0.85,
    pouch: 0.78,
    can: 0.62,
    box: 0.52,
    jar: 0.46,
    candle: 0.46,
    pan: 0.34,
  };
  return tall * share[kind];
}

/**
 * A seamless paper sweep: the wall darker at the top, the curve into the floor, the floor
 * catching the light in front; a pool of key light from the upper left.
 */
function sweep(paper: string, width = W, height = H, horizon = 0.62): string {
  return `<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(paper, 0.72)}"/><stop offset="${horizon - 0.2}" stop-color="${shade(paper, 0.88)}"/>
      <stop offset="${horizon}" stop-color="${shade(paper, 0.98)}"/><stop offset="${Math.min(0.98, horizon + 0.12)}" stop-color="${shade(paper, 1.05)}"/>
      <stop offset="1" stop-color="${shade(paper, 0.86)}"/></linearGradient>
    <radialGradient id="pool" cx="0.36" cy="0.38" r="0.62"><stop offset="0" stop-color="#fff" stop-opacity="0.34"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <rect width="${width}" height="${height}" fill="url(#sweep)"/><rect width="${width}" height="${height}" fill="url(#pool)"/>`;
}

/**
 * Where a pack meets the floor: a tight dark contact shadow and a soft one cast right,
 * as ellipses of the `shade` falloff (no blur filter, so they may sit in the sharp layer).
 */
function shadow(cx: number, base: number, w: number, strength = 1): string {
  return `<ellipse cx="${f(cx + w * 0.32)}" cy="${f(base)}" rx="${f(w * 1.05)}" ry="${f(w * 0.2)}" fill="url(#shade)" opacity="${0.45 * strength}"/>
    <ellipse cx="${f(cx + w * 0.03)}" cy="${f(base)}" rx="${f(w * 0.62)}" ry="${f(w * 0.085)}" fill="url(#shade)" opacity="${0.85 * strength}"/>`;
}

/** A round plinth: its body, and the height of its top face where a pack stands. */
function plinth(cx: number, base: number, w: number, h: number, colour: string) {
  const e = w * 0.12;
  const body = `M${f(cx - w / 2)} ${f(base - h)} V${f(base)} A${f(w / 2)} ${f(e)} 0 0 0 ${f(cx + w / 2)} ${f(base)} V${f(base - h)} Z`;
  return {
    shadow: shadow(cx, base + e * 0.6, w, 0.9),
    markup: `<path d="${body}" fill="${colour}"/><path d="${body}" fill="url(#cyl)" opacity="0.7"/>
      <ellipse cx="${f(cx)}" cy="${f(base - h)}" rx="${f(w / 2)}" ry="${f(e)}" fill="${shade(colour, 1.08)}"/>`,
    top: base - h,
  };
}

/** A matte sphere lit from the upper left. */
function sphere(cx: number, cy: number, r: number, colour: string, id: string): string {
  return `<radialGradient id="${id}" cx="0.36" cy="0.32" r="0.75"><stop offset="0" stop-color="${shade(colour, 1.18)}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, 0.5)}"/></radialGradient>
    <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${id})"/>`;
}

/** A cut leaf on its stem. */
function leaf(x: number, y: number, s: number, angle: number, colour = '#4f7d5a'): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${angle}) scale(${s})">
    <path d="M0 0 C30 -40 90 -50 140 -20 C90 10 30 20 0 0 Z" fill="${colour}"/>
    <path d="M0 0 C30 -40 90 -50 140 -20 C90 10 30 20 0 0 Z" fill="url(#face)"/>
    <path d="M-30 8 L0 0 Q70 -18 135 -20" stroke="${shade(colour, 1.3)}" stroke-opacity="0.7" stroke-width="2.5" fill="none"/></g>`;
}

/** The hero shot: the pack on a plinth against the project's paper, a prop out of focus. */
export const heroShot: Scene = ({ pack: p, paper, prop }) => {
  const h = sized(p.kind, 560);
  const w = packWidth(p.kind, h);
  const stand = plinth(400, 900, Math.max(380, w * 1.4), 120, shade(paper, 1.04));
  const base = stand.top + 4;
  return {
    width: W,
    height: H,
    grain: 7,
    vignette: 0.16,
    back: `${sweep(paper)}<g filter="url(#b14)">${sphere(640, 420, 120, prop, 'ball')}</g>${stand.shadow}`,
    front: `${stand.markup}${shadow(400, base, w * 0.9)}${pack(p, 400, base, h)}`,
  };
};

/** The marketplace main image: the pack alone on pure white, a soft shadow under it. */
export const whiteShot: Scene = ({ pack: p }) => {
  const h = sized(p.kind, 720);
  const w = packWidth(p.kind, h);
  const cx = p.kind === 'pan' ? 330 : p.kind === 'box' ? 420 : 400;
  return {
    width: W,
    height: H,
    grain: 5,
    vignette: 0,
    back: `<rect width="${W}" height="${H}" fill="#ffffff"/>${shadow(cx, 850, w * 0.9, 0.5)}`,
    front: pack(p, cx, 850, h),
  };
};

/** A close-up: the label filling the frame, the paper and a prop melting away behind. */
export const detailShot: Scene = ({ pack: p, paper, prop }) => {
  const h = sized(p.kind, 1500);
  const base = {
    bottle: 1400,
    tube: 1150,
    pouch: 1160,
    can: 1060,
    box: 1080,
    jar: 1000,
    candle: 1000,
    pan: 1000,
  }[p.kind];
  return {
    width: W,
    height: H,
    grain: 8,
    vignette: 0.18,
    back: `${sweep(shade(paper, 0.92), W, H, 0.9)}<g filter="url(#b24)">${sphere(130, 240, 150, prop, 'ball')}${leaf(560, 130, 2.2, -30)}</g>`,
    front: pack(p, 440, base, h),
    over: `<g filter="url(#b40)">${leaf(640, 1000, 2.6, -150)}</g>`,
  };
};

/**
 * A flat lay seen from above: the pack on its side on paper, a card, leaves and a
 * coaster, each throwing its shadow down to the right.
 */
export const flatLay: Scene = ({ pack: p, paper, prop }) => {
  const h = sized(p.kind, 600);
  const objects = `
    <rect x="-60" y="600" width="520" height="460" rx="18" transform="rotate(-12 200 830)" fill="${mix(paper, '#ffffff', 0.55)}"/>
    <rect x="-60" y="600" width="520" height="460" rx="18" transform="rotate(-12 200 830)" fill="url(#face)"/>
    ${leaf(520, 180, 1.6, 150)}${leaf(560, 230, 1.3, 110, '#6f9a6a')}${leaf(90, 160, 1.2, 20)}
    <g transform="rotate(-28 420 540)">${pack(p, 420, 540 + h / 2, h)}</g>
    <circle cx="640" cy="800" r="70" fill="${prop}"/><circle cx="640" cy="800" r="70" fill="url(#face)"/>
    <circle cx="640" cy="800" r="52" fill="${shade(prop, 0.85)}"/>
    ${[0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 34}" cy="${420 + (i % 2) * 26}" r="11" fill="${p.label}"/>`).join('')}`;
  return {
    width: W,
    height: H,
    grain: 7,
    vignette: 0.14,
    back: `<radialGradient id="table" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${shade(paper, 1.06)}"/><stop offset="1" stop-color="${shade(paper, 0.82)}"/></radialGradient>
      <rect width="${W}" height="${H}" fill="url(#table)"/><g filter="url(#cast)">${objects}</g>`,
    front: objects,
  };
};

type Surface = 'oak' | 'walnut' | 'marble';
type Corner = 'plant' | 'vase' | 'shelf';

/** Each kind of pack gets its own room, so the lifestyle shots of the demo differ. */
const ROOMS: Record<ProductKind, { surface: Surface; corner: Corner }> = {
  bottle: { surface: 'oak', corner: 'plant' },
  tube: { surface: 'marble', corner: 'vase' },
  pouch: { surface: 'walnut', corner: 'plant' },
  can: { surface: 'oak', corner: 'shelf' },
  box: { surface: 'marble', corner: 'vase' },
  jar: { surface: 'oak', corner: 'vase' },
  candle: { surface: 'walnut', corner: 'vase' },
  pan: { surface: 'marble', corner: 'shelf' },
};

/** The table top: wood with its grain running away from the camera, or veined marble. */
function surface(kind: Surface): string {
  if (kind === 'marble') {
    const veins = [
      'M-20 760 C200 720 330 820 560 770 S760 800 840 740',
      'M120 1010 C240 900 420 930 520 860 S700 880 820 820',
      'M-10 900 C90 870 160 940 300 910',
    ]
      .map(
        (d, i) =>
          `<path d="${d}" stroke="#8d8a86" stroke-opacity="${0.35 - i * 0.08}" stroke-width="${2.5 - i * 0.6}" fill="none"/>`,
      )
      .join('');
    return `<linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4e0da"/><stop offset="1" stop-color="#c9c4bd"/></linearGradient>
      <rect x="0" y="680" width="${W}" height="320" fill="url(#top)"/><g filter="url(#b2)">${veins}</g>
      <rect x="0" y="672" width="${W}" height="12" fill="#f1eee9"/>`;
  }
  const wood = kind === 'oak' ? '#b68a5e' : '#6e4a33';
  const grain = Array.from({ length: 14 }, (_, i) => {
    const y = 700 + i * i * 1.6 + i * 4;
    return `<path d="M0 ${f(y)} C260 ${f(y + 6)} 520 ${f(y - 5)} 800 ${f(y + 3)}" stroke="${shade(wood, 0.8)}" stroke-opacity="0.35" stroke-width="${f(1 + i * 0.25)}" fill="none"/>`;
  }).join('');
  return `<linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wood, 0.9)}"/><stop offset="1" stop-color="${shade(wood, 0.62)}"/></linearGradient>
    <rect x="0" y="680" width="${W}" height="320" fill="url(#top)"/>${grain}
    <rect x="0" y="672" width="${W}" height="12" fill="${shade(wood, 1.15)}"/>`;
}

/** What stands in the room's corner, behind the pack and out of focus. */
function corner(kind: Corner, paper: string): string {
  switch (kind) {
    case 'plant':
      return `<rect x="600" y="380" width="110" height="160" rx="10" fill="${mix(paper, '#5a4a3a', 0.6)}"/>
        ${leaf(655, 380, 1.2, -70)}${leaf(655, 390, 1.1, -115, '#6f9a6a')}${leaf(650, 400, 1.0, -30)}${leaf(660, 395, 1.15, -150)}`;
    case 'vase':
      return `<path d="M655 260 C640 180 600 140 560 110 M655 260 C670 170 720 130 760 120 M655 260 C655 190 650 130 660 80" stroke="#5b4a3c" stroke-width="5" fill="none"/>
        ${leaf(560, 110, 0.5, -150, '#7f9a6a')}${leaf(760, 120, 0.5, -20, '#7f9a6a')}${leaf(660, 80, 0.5, -80, '#7f9a6a')}${leaf(600, 150, 0.45, -120, '#6f9a6a')}
        <ellipse cx="655" cy="330" rx="70" ry="85" fill="${mix(paper, '#d8cfc2', 0.5)}"/><rect x="625" y="240" width="60" height="40" rx="12" fill="${mix(paper, '#d8cfc2', 0.5)}"/>
        <ellipse cx="655" cy="330" rx="70" ry="85" fill="url(#cyl)" opacity="0.6"/>`;
    case 'shelf':
      return `<rect x="480" y="330" width="340" height="16" fill="${shade(paper, 0.62)}"/>
        ${[520, 590, 650]
          .map(
            (x, i) =>
              `<rect x="${x}" y="${250 + i * 12}" width="${48 - i * 6}" height="${80 - i * 12}" rx="6" fill="${['#c9b8a2', '#8f6f56', '#e8e0d4'][i] ?? '#c9b8a2'}"/>`,
          )
          .join('')}
        <ellipse cx="745" cy="318" rx="56" ry="16" fill="#d9d2c7"/><path d="M689 318 A56 30 0 0 0 801 318 Z" fill="#cfc7ba"/>`;
  }
}

/**
 * In use: the pack on a table by a window, the wall and what stands in the corner out of
 * focus behind, daylight falling in from the left.
 */
export const tableShot: Scene = ({ pack: p, paper }) => {
  const h = sized(p.kind, 500);
  const w = packWidth(p.kind, h);
  const wall = mix(paper, '#efe9df', 0.6);
  const room = ROOMS[p.kind];
  return {
    width: W,
    height: H,
    grain: 8,
    vignette: 0.16,
    back: `<rect width="${W}" height="${H}" fill="${shade(wall, 0.8)}"/>
      <g filter="url(#b14)">
        <path d="M60 40 L420 40 L520 620 L160 620 Z" fill="#fffaf0" opacity="0.55"/>
        <path d="M230 40 L250 40 L350 620 L330 620 Z M60 300 L470 300 L475 330 L65 330 Z" fill="${shade(wall, 0.78)}"/>
        ${corner(room.corner, paper)}
      </g>
      ${surface(room.surface)}
      <path d="M0 700 L380 700 L520 1000 L0 1000 Z" fill="#fff8e6" opacity="0.16" filter="url(#b24)"/>
      ${shadow(430, 860, w * 0.9)}`,
    front: pack(p, 430, 860, h),
  };
};

/** The range: the pack in three colourways on stepped blocks, for a wide banner. */
export const rangeShot: Scene = ({ pack: p, paper, prop }) => {
  const [width, height] = [970, 600];
  const h = sized(p.kind, 380);
  const w = packWidth(p.kind, h);
  const steps = [
    { cx: 485 - w * 1.3, top: 470, label: p.label },
    { cx: 485, top: 410, label: mix(p.label, prop, 0.6) },
    { cx: 485 + w * 1.3, top: 500, label: mix(p.label, p.body, 0.35) },
  ];
  /** A paper block in three faces: lit top, front, and the side away from the light. */
  const block = (cx: number, top: number) => {
    const bw = Math.max(w * 1.2, 120);
    const [dx, dy] = [34, 14];
    const [l, r] = [cx - bw / 2, cx + bw / 2];
    return `<path d="M${f(r)} ${f(top)} l${dx} ${-dy} V${height} H${f(r)} Z" fill="${shade(paper, 0.8)}"/>
      <rect x="${f(l)}" y="${f(top)}" width="${f(bw)}" height="${f(height - top)}" fill="${shade(paper, 0.97)}"/>
      <rect x="${f(l)}" y="${f(top)}" width="${f(bw)}" height="${f(height - top)}" fill="url(#face)"/>
      <path d="M${f(l)} ${f(top)} l${dx} ${-dy} H${f(r + dx)} l${-dx} ${dy} Z" fill="${shade(paper, 1.12)}"/>`;
  };
  return {
    width,
    height,
    grain: 7,
    vignette: 0.14,
    back: `${sweep(paper, width, height, 0.7)}${steps.map((s) => shadow(s.cx + 30, s.top + 8, w * 1.3, 0.7)).join('')}`,
    front: [...steps]
      .sort((a, b) => a.top - b.top)
      .map(
        (s) =>
          `${block(s.cx, s.top)}${shadow(s.cx, s.top - 6, w * 0.9)}${pack({ ...p, label: s.label }, s.cx, s.top - 6, h)}`,
      )
      .join(''),
  };
};

/**
 * The listing before the studio: a phone snapshot on a cluttered grey desk, the pack
 * small, off centre and tilted, under a yellow ceiling light, with the flash's hard
 * shadow, out of focus and noisy.
 */
export const phoneSnapshot: Scene = ({ pack: p }) => {
  const h = sized(p.kind, 420);
  const w = packWidth(p.kind, h);
  return {
    width: W,
    height: H,
    grain: 18,
    vignette: 0.3,
    back: `<linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d8a80"/><stop offset="1" stop-color="#a9a498"/></linearGradient>
      <rect width="${W}" height="${H}" fill="#7b786f"/><rect y="560" width="${W}" height="440" fill="url(#desk)"/>
      <g transform="rotate(4 400 500)">
        <rect x="500" y="470" width="190" height="160" fill="#c9c4b8"/><rect x="500" y="470" width="190" height="160" fill="url(#face)"/>
        <path d="M80 820 L260 760 L330 900 L140 960 Z" fill="#e6e2d8"/>
        <rect x="560" y="760" width="120" height="150" rx="10" fill="#5c6770"/><ellipse cx="620" cy="760" rx="60" ry="14" fill="#3d454c"/>
        <path d="M0 700 C200 720 300 660 520 700" stroke="#2b2b2b" stroke-width="6" fill="none"/>
        <g transform="translate(${f(w * 0.12)} -4)" opacity="0.4" filter="url(#b4)">${pack({ ...p, body: '#111', label: '#111', cap: '#111', ink: '#111' }, 300, 790, h)}</g>
        ${pack(p, 300, 790, h)}
      </g>
      <rect width="${W}" height="${H}" fill="#d8c46a" opacity="0.16"/><rect width="${W}" height="${H}" fill="#6e6e6e" opacity="0.14"/>
      <radialGradient id="flash" cx="0.38" cy="0.62" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
      <rect width="${W}" height="${H}" fill="url(#flash)"/>`,
    front: '',
  };
};
