import { luminance, mix, shade } from './colour';

/** The packs the demo photographs show, each drawn as a lit solid (not a flat icon). */
export type ProductKind = 'bottle' | 'jar' | 'candle' | 'tube' | 'box' | 'pouch' | 'can' | 'pan';
/** The brand mark printed on a pack's label: shapes only, so no fonts are needed. */
export type Mark = 'peak' | 'drop' | 'house' | 'orbit' | 'leaf' | 'paw' | 'bean' | 'flame';

export interface Pack {
  kind: ProductKind;
  mark: Mark;
  body: string;
  label: string;
  cap: string;
  ink: string;
}

/**
 * Gradients every pack shares, written once per picture: black and white at low opacity
 * laid over a flat colour, so one definition lights a pack of any colour. `cyl` is a
 * matte cylinder lit from the left (key light, highlight streak, core shadow, rim light);
 * `metal` the harder, banded reflections of a can or a pan; `face` a flat side turned to
 * the light; `crease` the soft folds of a pouch; `shade` a soft shadow's falloff (cheaper
 * than blurring a shape).
 */
export const PACK_GRADIENTS = `
<linearGradient id="cyl" x1="0" x2="1">
  <stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="0.07" stop-color="#000" stop-opacity="0.22"/>
  <stop offset="0.2" stop-color="#fff" stop-opacity="0.1"/><stop offset="0.27" stop-color="#fff" stop-opacity="0.5"/>
  <stop offset="0.32" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.55" stop-color="#000" stop-opacity="0.04"/>
  <stop offset="0.82" stop-color="#000" stop-opacity="0.36"/><stop offset="0.94" stop-color="#000" stop-opacity="0.42"/>
  <stop offset="0.975" stop-color="#fff" stop-opacity="0.14"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/>
</linearGradient>
<linearGradient id="metal" x1="0" x2="1">
  <stop offset="0" stop-color="#000" stop-opacity="0.6"/><stop offset="0.1" stop-color="#fff" stop-opacity="0.15"/>
  <stop offset="0.18" stop-color="#000" stop-opacity="0.25"/><stop offset="0.28" stop-color="#fff" stop-opacity="0.7"/>
  <stop offset="0.33" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.5" stop-color="#000" stop-opacity="0.1"/>
  <stop offset="0.7" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.86" stop-color="#000" stop-opacity="0.45"/>
  <stop offset="0.96" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/>
</linearGradient>
<linearGradient id="face" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.14"/>
</linearGradient>
<linearGradient id="crease" x1="0" x2="1">
  <stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="0.12" stop-color="#000" stop-opacity="0.1"/>
  <stop offset="0.26" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.36" stop-color="#fff" stop-opacity="0.05"/>
  <stop offset="0.5" stop-color="#000" stop-opacity="0.08"/><stop offset="0.62" stop-color="#fff" stop-opacity="0.12"/>
  <stop offset="0.8" stop-color="#000" stop-opacity="0.24"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>
</linearGradient>
<radialGradient id="shade"><stop offset="0" stop-color="#000" stop-opacity="0.8"/><stop offset="0.45" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="foot" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0.82" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/>
</linearGradient>`;

const f = (n: number) => Math.round(n * 10) / 10;

/** A cylinder's outline from its top edge down to a front-curving base (seen from above). */
function cylinder(cx: number, top: number, bottom: number, w: number, e: number): string {
  const [l, r] = [f(cx - w / 2), f(cx + w / 2)];
  return `M${l} ${f(top)} L${l} ${f(bottom)} A${f(w / 2)} ${f(e)} 0 0 0 ${r} ${f(bottom)} L${r} ${f(top)} Z`;
}

/** A band round a cylinder (a label), its edges curving with the perspective. */
function band(cx: number, y1: number, y2: number, w: number, e: number): string {
  const [l, r] = [f(cx - w / 2), f(cx + w / 2)];
  return `M${l} ${f(y1)} A${f(w / 2)} ${f(e)} 0 0 0 ${r} ${f(y1)} L${r} ${f(y2)} A${f(w / 2)} ${f(e)} 0 0 1 ${l} ${f(y2)} Z`;
}

/** A lit solid cylinder: flat colour, then the light laid over it, then its top face. */
function solid(
  cx: number,
  top: number,
  bottom: number,
  w: number,
  colour: string,
  light = 'cyl',
  topFace = true,
): string {
  const e = w * 0.11;
  const d = cylinder(cx, top, bottom, w, e);
  return `<path d="${d}" fill="${colour}"/><path d="${d}" fill="url(#${light})"/>${
    topFace
      ? `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(e)}" fill="${shade(colour, 1.12)}"/>`
      : ''
  }`;
}

/** The brand mark, centred on (x, y), `s` across. */
export function mark(kind: Mark, x: number, y: number, s: number, ink: string): string {
  const u = s / 2;
  const at = (dx: number, dy: number) => `${f(x + dx * u)} ${f(y + dy * u)}`;
  switch (kind) {
    case 'peak':
      return `<path d="M${at(-1, 0.7)} L${at(-0.25, -0.6)} L${at(0.1, 0)} L${at(0.4, -0.35)} L${at(1, 0.7)} Z" fill="${ink}"/>`;
    case 'drop':
      return `<path d="M${at(0, -1)} C${at(0.6, -0.2)} ${at(0.7, 0.2)} ${at(0.7, 0.35)} A${f(0.7 * u)} ${f(0.7 * u)} 0 0 1 ${at(-0.7, 0.35)} C${at(-0.7, 0.2)} ${at(-0.6, -0.2)} ${at(0, -1)} Z" fill="${ink}"/>`;
    case 'house':
      return `<path d="M${at(-0.8, 0.8)} L${at(-0.8, -0.1)} L${at(0, -0.85)} L${at(0.8, -0.1)} L${at(0.8, 0.8)} Z" fill="none" stroke="${ink}" stroke-width="${f(s * 0.1)}" stroke-linejoin="round"/>`;
    case 'orbit':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.38 * u)}" fill="${ink}"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(u)}" ry="${f(0.38 * u)}" transform="rotate(-24 ${f(x)} ${f(y)})" fill="none" stroke="${ink}" stroke-width="${f(s * 0.07)}"/>`;
    case 'leaf':
      return `<path d="M${at(-0.8, 0.8)} C${at(-0.8, -0.4)} ${at(0.1, -0.9)} ${at(0.9, -0.9)} C${at(0.9, 0)} ${at(0.3, 0.8)} ${at(-0.8, 0.8)} Z" fill="${ink}"/>`;
    case 'paw':
      return `<ellipse cx="${f(x)}" cy="${f(y + 0.35 * u)}" rx="${f(0.5 * u)}" ry="${f(0.42 * u)}" fill="${ink}"/>${(
        [
          [-0.7, -0.15],
          [-0.28, -0.65],
          [0.28, -0.65],
          [0.7, -0.15],
        ] as [number, number][]
      )
        .map(
          ({ 0: dx, 1: dy }) =>
            `<circle cx="${f(x + dx * u)}" cy="${f(y + dy * u)}" r="${f(0.22 * u)}" fill="${ink}"/>`,
        )
        .join('')}`;
    case 'bean':
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(0.62 * u)}" ry="${f(0.9 * u)}" transform="rotate(30 ${f(x)} ${f(y)})" fill="${ink}"/><path d="M${at(-0.2, -0.75)} C${at(0.25, -0.2)} ${at(-0.25, 0.2)} ${at(0.2, 0.75)}" stroke="${mix(ink, '#000000', 0.55)}" stroke-width="${f(s * 0.07)}" fill="none" transform="rotate(30 ${f(x)} ${f(y)})"/>`;
    case 'flame':
      return `<path d="M${at(0, -1)} C${at(0.7, -0.3)} ${at(0.75, 0.3)} ${at(0.5, 0.7)} A${f(0.6 * u)} ${f(0.5 * u)} 0 0 1 ${at(-0.5, 0.7)} C${at(-0.75, 0.3)} ${at(-0.3, -0.2)} ${at(0, -1)} Z" fill="${ink}"/>`;
  }
}

/** Fine print: thin bars too small to read, as type is in a photograph of a pack. */
function print(x: number, y: number, widths: number[], size: number, ink: string): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${f(x - w / 2)}" y="${f(y + i * size * 2.1)}" width="${f(w)}" height="${f(size)}" rx="${f(size / 2)}" fill="${ink}" fill-opacity="0.75"/>`,
    )
    .join('');
}

/** The ink of a label: the pack's own, unless it would not read on the label's colour. */
const inkOn = (ground: string, ink: string) =>
  Math.abs(luminance(ground) - luminance(ink)) > 0.25
    ? ink
    : luminance(ground) > 0.5
      ? '#1d1d1f'
      : '#f7f5f0';

/**
 * A pack standing with its base's centre at (cx, base), `h` tall: an SVG fragment that
 * expects PACK_GRADIENTS in the picture's defs.
 */
export function pack(p: Pack, cx: number, base: number, h: number): string {
  const ink = inkOn(p.label, p.ink);
  switch (p.kind) {
    case 'bottle': {
      const w = h * 0.33;
      const shoulder = base - h * 0.74;
      const neckW = w * 0.66;
      const capTop = base - h;
      const capBottom = base - h * 0.83;
      const e = w * 0.11;
      return `${solid(cx, shoulder, base, w, p.body, 'cyl', false)}
        <path d="M${f(cx - w / 2)} ${f(shoulder + 1)} C${f(cx - w / 2)} ${f(shoulder - h * 0.06)} ${f(cx - neckW / 2)} ${f(capBottom + h * 0.02)} ${f(cx - neckW / 2)} ${f(capBottom)} L${f(cx + neckW / 2)} ${f(capBottom)} C${f(cx + neckW / 2)} ${f(capBottom + h * 0.02)} ${f(cx + w / 2)} ${f(shoulder - h * 0.06)} ${f(cx + w / 2)} ${f(shoulder + 1)} Z" fill="${p.body}"/>
        <path d="M${f(cx - w / 2)} ${f(shoulder + 1)} C${f(cx - w / 2)} ${f(shoulder - h * 0.06)} ${f(cx - neckW / 2)} ${f(capBottom + h * 0.02)} ${f(cx - neckW / 2)} ${f(capBottom)} L${f(cx + neckW / 2)} ${f(capBottom)} C${f(cx + neckW / 2)} ${f(capBottom + h * 0.02)} ${f(cx + w / 2)} ${f(shoulder - h * 0.06)} ${f(cx + w / 2)} ${f(shoulder + 1)} Z" fill="url(#cyl)"/>
        <path d="${band(cx, base - h * 0.52, base - h * 0.22, w, e)}" fill="${p.label}"/>
        <path d="${band(cx, base - h * 0.52, base - h * 0.22, w, e)}" fill="url(#cyl)" opacity="0.8"/>
        ${mark(p.mark, cx - w * 0.04, base - h * 0.4, w * 0.34, ink)}
        ${print(cx - w * 0.04, base - h * 0.31, [w * 0.42, w * 0.3], h * 0.011, ink)}
        ${solid(cx, capTop, capBottom, w * 0.74, p.cap)}
        <path d="${cylinder(cx, base - h * 0.1, base, w, e)}" fill="url(#foot)"/>`;
    }
    case 'jar':
    case 'candle': {
      const w = h * 1.05;
      const e = w * 0.11;
      const lidH = p.kind === 'jar' ? h * 0.3 : 0;
      const bodyTop = base - h + lidH;
      const vessel = solid(cx, bodyTop, base, w, p.body, 'cyl', p.kind === 'candle');
      const inside =
        p.kind === 'candle'
          ? `<ellipse cx="${f(cx)}" cy="${f(bodyTop)}" rx="${f(w / 2 - w * 0.05)}" ry="${f(e * 0.85)}" fill="${shade(p.label, 0.95)}"/>
             <ellipse cx="${f(cx)}" cy="${f(bodyTop + e * 0.1)}" rx="${f(w / 2 - w * 0.09)}" ry="${f(e * 0.7)}" fill="${mix(p.label, '#fff8e8', 0.4)}"/>
             <path d="M${f(cx)} ${f(bodyTop + e * 0.1)} q${f(w * 0.01)} ${f(-h * 0.07)} ${f(w * 0.03)} ${f(-h * 0.1)}" stroke="#2a2420" stroke-width="${f(w * 0.014)}" fill="none" stroke-linecap="round"/>`
          : '';
      const labelTop = bodyTop + (base - bodyTop) * 0.22;
      const labelBottom = base - (base - bodyTop) * 0.18;
      return `${vessel}${inside}
        <path d="${band(cx, labelTop, labelBottom, w, e)}" fill="${p.label}"/>
        <path d="${band(cx, labelTop, labelBottom, w, e)}" fill="url(#cyl)" opacity="0.75"/>
        ${mark(p.mark, cx - w * 0.05, labelTop + (labelBottom - labelTop) * 0.42, (labelBottom - labelTop) * 0.42, ink)}
        ${print(cx - w * 0.05, labelTop + (labelBottom - labelTop) * 0.72, [w * 0.3], h * 0.016, ink)}
        ${lidH ? solid(cx, base - h, bodyTop + e * 0.4, w * 1.03, p.cap) : ''}
        <path d="${cylinder(cx, base - h * 0.12, base, w, e)}" fill="url(#foot)"/>`;
    }
    case 'can': {
      const w = h * 0.55;
      const e = w * 0.11;
      return `${solid(cx, base - h, base, w, p.body, 'metal', false)}
        <path d="${band(cx, base - h * 0.78, base - h * 0.2, w, e)}" fill="${p.label}"/>
        <path d="${band(cx, base - h * 0.78, base - h * 0.2, w, e)}" fill="url(#cyl)" opacity="0.85"/>
        ${mark(p.mark, cx - w * 0.05, base - h * 0.55, w * 0.36, ink)}
        ${print(cx - w * 0.05, base - h * 0.36, [w * 0.44, w * 0.3], h * 0.012, ink)}
        <ellipse cx="${f(cx)}" cy="${f(base - h)}" rx="${f(w / 2)}" ry="${f(e)}" fill="${shade('#c9cdd2', 1.05)}"/>
        <ellipse cx="${f(cx)}" cy="${f(base - h + e * 0.12)}" rx="${f(w / 2 - w * 0.05)}" ry="${f(e * 0.78)}" fill="#9aa0a6"/>
        <path d="${cylinder(cx, base - h * 0.08, base, w, e)}" fill="url(#foot)"/>`;
    }
    case 'tube': {
      const w = h * 0.34;
      const capH = h * 0.13;
      const bodyBottom = base - capH;
      const top = base - h;
      const crimp = h * 0.05;
      const d = `M${f(cx - w * 0.27)} ${f(bodyBottom)} C${f(cx - w * 0.5)} ${f(bodyBottom - h * 0.25)} ${f(cx - w * 0.5)} ${f(top + h * 0.3)} ${f(cx - w * 0.5)} ${f(top + crimp)} L${f(cx + w * 0.5)} ${f(top + crimp)} C${f(cx + w * 0.5)} ${f(top + h * 0.3)} ${f(cx + w * 0.5)} ${f(bodyBottom - h * 0.25)} ${f(cx + w * 0.27)} ${f(bodyBottom)} Z`;
      // The label clipped to the body, which narrows towards the cap.
      const clip = `tube-${Math.round(cx)}-${Math.round(base)}`;
      return `${solid(cx, bodyBottom, base, w * 0.56, p.cap, 'cyl', false)}
        <clipPath id="${clip}"><path d="${d}"/></clipPath>
        <path d="${d}" fill="${p.body}"/>
        <rect x="${f(cx - w * 0.5)}" y="${f(top + h * 0.3)}" width="${f(w)}" height="${f(h * 0.28)}" fill="${p.label}" clip-path="url(#${clip})"/>
        <path d="${d}" fill="url(#cyl)"/>
        <rect x="${f(cx - w * 0.51)}" y="${f(top)}" width="${f(w * 1.02)}" height="${f(crimp)}" fill="${shade(p.body, 0.92)}"/>
        <rect x="${f(cx - w * 0.51)}" y="${f(top)}" width="${f(w * 1.02)}" height="${f(crimp)}" fill="url(#face)"/>
        ${mark(p.mark, cx, top + h * 0.4, w * 0.36, ink)}
        ${print(cx, top + h * 0.5, [w * 0.5, w * 0.34], h * 0.01, ink)}`;
    }
    case 'box': {
      const w = h * 0.74;
      const dx = h * 0.3;
      const dy = h * 0.16;
      const [l, r, t] = [cx - w / 2 - dx / 2, cx + w / 2 - dx / 2, base - h];
      const front = `M${f(l)} ${f(t)} H${f(r)} V${f(base)} H${f(l)} Z`;
      const side = `M${f(r)} ${f(t)} L${f(r + dx)} ${f(t - dy)} V${f(base - dy)} L${f(r)} ${f(base)} Z`;
      const lid = `M${f(l)} ${f(t)} L${f(l + dx)} ${f(t - dy)} H${f(r + dx)} L${f(r)} ${f(t)} Z`;
      return `<path d="${front}" fill="${p.body}"/><path d="${front}" fill="url(#face)"/>
        <rect x="${f(l)}" y="${f(base - h * 0.62)}" width="${f(w)}" height="${f(h * 0.3)}" fill="${p.label}"/>
        <path d="${side}" fill="${shade(p.body, 0.68)}"/>
        <path d="M${f(r)} ${f(base - h * 0.62)} L${f(r + dx)} ${f(base - h * 0.62 - dy)} V${f(base - h * 0.32 - dy)} L${f(r)} ${f(base - h * 0.32)} Z" fill="${shade(p.label, 0.68)}"/>
        <path d="${lid}" fill="${shade(p.body, 1.14)}"/>
        <path d="M${f(r)} ${f(t)} V${f(base)}" stroke="#fff" stroke-opacity="0.25" stroke-width="1.5"/>
        ${mark(p.mark, (l + r) / 2, base - h * 0.47, h * 0.16, ink)}
        ${print((l + r) / 2, base - h * 0.22, [w * 0.4, w * 0.28], h * 0.012, inkOn(p.body, p.ink))}
        <path d="M${f(l)} ${f(base - h * 0.06)} H${f(r)} V${f(base)} H${f(l)} Z" fill="url(#foot)"/>`;
    }
    case 'pouch': {
      const w = h * 0.68;
      const top = base - h;
      const seal = h * 0.09;
      const d = `M${f(cx - w / 2)} ${f(top)} H${f(cx + w / 2)} C${f(cx + w * 0.54)} ${f(top + h * 0.4)} ${f(cx + w * 0.56)} ${f(base - h * 0.2)} ${f(cx + w * 0.5)} ${f(base - h * 0.03)} Q${f(cx + w * 0.48)} ${f(base)} ${f(cx + w * 0.4)} ${f(base)} H${f(cx - w * 0.4)} Q${f(cx - w * 0.48)} ${f(base)} ${f(cx - w * 0.5)} ${f(base - h * 0.03)} C${f(cx - w * 0.56)} ${f(base - h * 0.2)} ${f(cx - w * 0.54)} ${f(top + h * 0.4)} ${f(cx - w / 2)} ${f(top)} Z`;
      const panelY = top + h * 0.3;
      return `<path d="${d}" fill="${p.body}"/>
        <rect x="${f(cx - w * 0.34)}" y="${f(panelY)}" width="${f(w * 0.68)}" height="${f(h * 0.42)}" rx="${f(w * 0.04)}" fill="${p.label}"/>
        ${mark(p.mark, cx, panelY + h * 0.15, w * 0.26, ink)}
        ${print(cx, panelY + h * 0.29, [w * 0.42, w * 0.3, w * 0.36], h * 0.012, ink)}
        <circle cx="${f(cx + w * 0.22)}" cy="${f(top + h * 0.18)}" r="${f(w * 0.045)}" fill="${shade(p.body, 0.8)}" stroke="${shade(p.body, 1.2)}" stroke-width="2"/>
        <path d="${d}" fill="url(#crease)"/>
        <rect x="${f(cx - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(seal)}" fill="${shade(p.body, 0.82)}"/>
        <path d="M${f(cx - w / 2)} ${f(top + seal * 0.62)} H${f(cx + w / 2)}" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>
        <rect x="${f(cx - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(seal)}" fill="url(#crease)"/>
        <path d="M${f(cx - w * 0.42)} ${f(base - h * 0.08)} Q${f(cx)} ${f(base - h * 0.02)} ${f(cx + w * 0.42)} ${f(base - h * 0.08)}" stroke="#000" stroke-opacity="0.18" stroke-width="3" fill="none"/>`;
    }
    case 'pan': {
      const w = h * 1.9;
      const e = w * 0.16;
      const top = base - h;
      const handle = `M${f(cx + w * 0.47)} ${f(top + h * 0.22)} L${f(cx + w * 1.02)} ${f(top - h * 0.08)} Q${f(cx + w * 1.07)} ${f(top - h * 0.08)} ${f(cx + w * 1.06)} ${f(top)} L${f(cx + w * 0.5)} ${f(top + h * 0.38)} Z`;
      return `<path d="${handle}" fill="${p.cap}"/><path d="${handle}" fill="url(#face)"/>
        <path d="${cylinder(cx, top, base, w, e)}" fill="${p.body}"/><path d="${cylinder(cx, top, base, w, e)}" fill="url(#metal)"/>
        <ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(e)}" fill="${shade(p.body, 1.25)}"/>
        <ellipse cx="${f(cx)}" cy="${f(top + e * 0.08)}" rx="${f(w / 2 - w * 0.025)}" ry="${f(e * 0.88)}" fill="${shade(p.cap, 0.55)}"/>
        <ellipse cx="${f(cx + w * 0.06)}" cy="${f(top + e * 0.25)}" rx="${f(w * 0.3)}" ry="${f(e * 0.5)}" fill="${shade(p.cap, 0.85)}" opacity="0.6"/>
        <path d="${cylinder(cx, base - h * 0.12, base, w, e)}" fill="url(#foot)"/>`;
    }
  }
}

/** How wide a pack `h` tall stands, so scenes can place shadows and neighbours. */
export function packWidth(kind: ProductKind, h: number): number {
  const ratio: Record<ProductKind, number> = {
    bottle: 0.33,
    jar: 1.05,
    candle: 1.05,
    tube: 0.34,
    box: 1.04,
    pouch: 0.7,
    can: 0.55,
    pan: 1.9,
  };
  return h * ratio[kind];
}
