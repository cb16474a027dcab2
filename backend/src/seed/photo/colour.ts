/** Colour arithmetic for the demo photographs: palettes are hex, gradients need shades. */
type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** a and b mixed: t = 0 is a, 1 is b. */
export function mix(a: string, b: string, t: number): string {
  const [[r1, g1, b1], [r2, g2, b2]] = [rgb(a), rgb(b)];
  return hex([r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t]);
}

/** Darker (f < 1) or lighter towards white (f > 1), as light falling off or building up. */
export function shade(colour: string, f: number): string {
  return f <= 1 ? mix('#000000', colour, f) : mix(colour, '#ffffff', f - 1);
}

/** Relative luminance, 0 to 1: which way a label's ink must go to read on its ground. */
export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
