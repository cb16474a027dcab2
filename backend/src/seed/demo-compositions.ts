/**
 * Drawings for the demo case studies, made of shapes only (no text, so no fonts): the kinds
 * of picture a marketplace listing is made of. Each takes the item's palette.
 */
export type Palette = readonly [dark: string, mid: string, accent: string, light: string];
export type Composition = (palette: Palette, variant: number) => string;

const W = 800;
const H = 1000;

const svg = (body: string, width = W, height = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A product silhouette (bottle, jar, box or pouch) centred on x, standing on y. */
function product(
  x: number,
  y: number,
  scale: number,
  [dark, , accent, light]: Palette,
  kind: number,
) {
  const s = (n: number) => n * scale;
  switch (kind % 4) {
    case 0: // bottle
      return `<rect x="${x - s(60)}" y="${y - s(330)}" width="${s(120)}" height="${s(330)}" rx="${s(48)}" fill="${dark}"/>
        <rect x="${x - s(38)}" y="${y - s(370)}" width="${s(76)}" height="${s(56)}" rx="${s(12)}" fill="${accent}"/>
        <rect x="${x - s(60)}" y="${y - s(220)}" width="${s(120)}" height="${s(90)}" fill="${accent}" fill-opacity="0.9"/>
        <rect x="${x - s(40)}" y="${y - s(300)}" width="${s(14)}" height="${s(200)}" rx="${s(7)}" fill="${light}" fill-opacity="0.35"/>`;
    case 1: // jar
      return `<rect x="${x - s(110)}" y="${y - s(200)}" width="${s(220)}" height="${s(200)}" rx="${s(40)}" fill="${dark}"/>
        <rect x="${x - s(120)}" y="${y - s(250)}" width="${s(240)}" height="${s(60)}" rx="${s(16)}" fill="${accent}"/>
        <circle cx="${x}" cy="${y - s(100)}" r="${s(54)}" fill="${light}" fill-opacity="0.9"/>`;
    case 2: // box
      return `<polygon points="${x - s(150)},${y - s(260)} ${x},${y - s(320)} ${x + s(150)},${y - s(260)} ${x},${y - s(200)}" fill="${light}"/>
        <polygon points="${x - s(150)},${y - s(260)} ${x},${y - s(200)} ${x},${y} ${x - s(150)},${y - s(60)}" fill="${accent}"/>
        <polygon points="${x + s(150)},${y - s(260)} ${x},${y - s(200)} ${x},${y} ${x + s(150)},${y - s(60)}" fill="${dark}"/>`;
    default: // pouch
      return `<path d="M${x - s(90)} ${y - s(340)} h${s(180)} l-${s(12)} ${s(60)} l${s(24)} ${s(250)} q0 ${s(30)} -${s(30)} ${s(30)} h-${s(144)} q-${s(30)} 0 -${s(30)} -${s(30)} l${s(24)} -${s(250)} Z" fill="${dark}"/>
        <rect x="${x - s(90)}" y="${y - s(340)}" width="${s(180)}" height="${s(30)}" fill="${accent}"/>
        <circle cx="${x}" cy="${y - s(160)}" r="${s(50)}" fill="${accent}"/>`;
  }
}

const shadow = (x: number, y: number, r: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r / 7}" fill="#000" fill-opacity="0.12"/>`;

/**
 * Rounded bars that stand for lines of copy in the demo drawings, one per width, `step`
 * apart: a drawer of bars of one size (the posters' are larger than the compositions').
 */
export const copyBars =
  ({ height, step, opacity: usual }: { height: number; step: number; opacity: number }) =>
  (x: number, y: number, widths: number[], colour: string, opacity = usual) =>
    widths
      .map(
        (w, i) =>
          `<rect x="${x}" y="${y + i * step}" width="${w}" height="${height}" rx="${height / 2}" fill="${colour}" fill-opacity="${opacity}"/>`,
      )
      .join('');

const lines = copyBars({ height: 14, step: 30, opacity: 0.6 });

/** The main image: the product alone on pure white, as marketplaces require. */
export const productOnWhite: Composition = (palette, variant) =>
  svg(
    `<rect width="${W}" height="${H}" fill="#ffffff"/>${shadow(400, 820, 190)}${product(400, 820, 1.5, palette, variant)}`,
  );

/** An infographic tile: the product with three call-outs and their lines of copy. */
export const infographicTile: Composition = (palette, variant) => {
  const [dark, mid, accent, light] = palette;
  const callouts = [220, 470, 720]
    .map(
      (y) => `<line x1="330" y1="${y}" x2="470" y2="${y}" stroke="${mid}" stroke-width="4"/>
      <circle cx="510" cy="${y}" r="40" fill="${accent}"/><circle cx="510" cy="${y}" r="16" fill="${light}"/>
      ${lines(570, y - 30, [170, 130, 150], dark, 0.55)}`,
    )
    .join('');
  return svg(`<rect width="${W}" height="${H}" fill="${light}"/>
    <rect x="0" y="0" width="${W}" height="120" fill="${dark}"/>${lines(60, 45, [300], light, 0.9)}
    ${shadow(200, 880, 130)}${product(200, 880, 1.05, palette, variant)}${callouts}`);
};

/** A lifestyle scene: a room's wall and window, a table, a plant and the product in use. */
export const lifestyleScene: Composition = (palette, variant) => {
  const [dark, mid, accent, light] = palette;
  return svg(`<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}" stop-opacity="0.6"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <rect x="470" y="110" width="250" height="330" rx="12" fill="#ffffff" fill-opacity="0.7" stroke="${dark}" stroke-opacity="0.2" stroke-width="8"/>
    <line x1="595" y1="110" x2="595" y2="440" stroke="${dark}" stroke-opacity="0.2" stroke-width="6"/>
    <rect x="0" y="720" width="${W}" height="280" fill="${dark}" fill-opacity="0.85"/>
    <rect x="0" y="700" width="${W}" height="30" fill="${dark}"/>
    <rect x="600" y="560" width="110" height="140" rx="14" fill="${accent}"/>
    ${[-40, 0, 40].map((dx) => `<ellipse cx="${655 + dx}" cy="${500 - Math.abs(dx)}" rx="30" ry="80" transform="rotate(${dx / 2} ${655 + dx} 560)" fill="#4f7d5a"/>`).join('')}
    ${shadow(330, 705, 150)}${product(330, 705, 1.1, palette, variant)}
    <circle cx="150" cy="640" r="50" fill="${light}" fill-opacity="0.9"/>`);
};

/** An A+ content module: a wide banner, the product, three feature tiles below. */
export const aPlusModule: Composition = (palette, variant) => {
  const [dark, mid, accent, light] = palette;
  const width = 970;
  const height = 600;
  const tiles = [0, 1, 2]
    .map(
      (i) => `<rect x="${40 + i * 305}" y="360" width="280" height="200" rx="18" fill="${light}"/>
      <circle cx="${100 + i * 305}" cy="420" r="30" fill="${i === 1 ? accent : mid}"/>
      ${lines(150 + i * 305, 400, [140, 100], dark, 0.5)}${lines(70 + i * 305, 480, [220, 180], dark, 0.3)}`,
    )
    .join('');
  return svg(
    `<rect width="${width}" height="${height}" fill="${mid}"/>
    <rect x="0" y="0" width="${width}" height="330" fill="${dark}"/>
    <circle cx="760" cy="160" r="210" fill="${accent}" fill-opacity="0.35"/>
    ${product(760, 300, 0.8, palette, variant)}
    ${lines(60, 110, [380, 300], light, 0.95)}${lines(60, 200, [260, 220, 240], light, 0.5)}${tiles}`,
    width,
    height,
  );
};

/** A storefront page: the store's header, a hero banner and a grid of product tiles. */
export const storefrontPage: Composition = (palette, variant) => {
  const [dark, mid, accent, light] = palette;
  const tiles = [0, 1, 2]
    .flatMap((col) =>
      [0, 1].map(
        (
          row,
        ) => `<rect x="${70 + col * 225}" y="${520 + row * 230}" width="205" height="210" rx="16" fill="#ffffff"/>
        ${product(172 + col * 225, 700 + row * 230, 0.42, palette, variant + col + row)}`,
      ),
    )
    .join('');
  return svg(`<rect width="${W}" height="${H}" fill="${light}"/>
    <rect width="${W}" height="90" fill="${dark}"/><circle cx="80" cy="45" r="24" fill="${accent}"/>${lines(130, 38, [160], light, 0.9)}
    <rect x="40" y="120" width="720" height="360" rx="24" fill="${mid}"/>
    <circle cx="600" cy="300" r="150" fill="${accent}" fill-opacity="0.8"/>${product(600, 420, 0.8, palette, variant)}
    ${lines(90, 220, [300, 240], light, 0.95)}<rect x="90" y="330" width="170" height="54" rx="27" fill="${accent}"/>
    ${tiles}`);
};

/**
 * The listing before the agency's work: a dim phone snapshot on a grey table, off centre,
 * the product small and lost among clutter.
 */
export const beforeShot: Composition = (palette, variant) => {
  const [dark] = palette;
  return svg(`<rect width="${W}" height="${H}" fill="#b9b5ae"/>
    <rect x="0" y="640" width="${W}" height="360" fill="#8f8a82"/>
    <rect x="520" y="520" width="160" height="130" fill="#a39d94"/>
    <circle cx="160" cy="600" r="60" fill="#9c968d"/>
    <g opacity="0.65">${product(300, 700, 0.7, [dark, '#777', '#999', '#ccc'], variant)}</g>
    <rect width="${W}" height="${H}" fill="#3a3a3a" fill-opacity="0.18"/>`);
};
