import { CENTRE, objectPosition, type FocalPoint, type PortfolioImage } from '@prism/contracts';
import { Button } from '~/components/ui/button';
import { m } from '~/paraglide/messages';

/** The three crops the site makes, by shape (width ÷ height), as the picker previews them. */
const SHAPES = [
  { label: m.editor_focal_card, ratio: '4 / 5' },
  { label: m.editor_focal_hero, ratio: '16 / 9' },
  { label: m.editor_focal_og, ratio: '1200 / 630' },
] as const;

const STEP = 0.05;

/** A rendition about 800 px wide: sharp enough to aim, light enough to load. */
export function displayUrl(image: PortfolioImage | null, fallback: string): string {
  const jpegs = (image?.variants ?? []).filter((v) => v.format === 'jpeg');
  return jpegs.find((v) => v.width >= 800)?.url ?? jpegs.at(-1)?.url ?? fallback;
}

const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;

/**
 * The focal point of one image: staff click the part that must stay in view (or move it
 * with the arrow keys); the card, page-header and social-network crops are previewed
 * beside it, as the site cuts them. Used by the portfolio's focal points and the media
 * library.
 */
export function FocalPicker({
  url,
  point,
  onChange,
}: {
  url: string;
  point: FocalPoint;
  onChange: (point: FocalPoint) => void;
}) {
  const set = (next: FocalPoint) => onChange({ x: clamp(next.x), y: clamp(next.y) });
  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard "click" has no position: it keeps the point where it is.
    if (event.detail === 0 || box.width === 0 || box.height === 0) return;
    set({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set({ x: point.x + move[0], y: point.y + move[1] });
  };
  const position = objectPosition(point);

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <button
        type="button"
        className="relative block min-h-11 w-full cursor-crosshair overflow-hidden rounded-2xl bg-paper-deep focus-visible:ring-4 focus-visible:ring-ink/30 focus-visible:outline-none"
        aria-label={m.editor_focal_picker({
          x: Math.round(point.x * 100),
          y: Math.round(point.y * 100),
        })}
        onClick={onClick}
        onKeyDown={onKeyDown}
        data-testid="focal-picker"
      >
        <img src={url} alt="" className="block h-auto w-full" draggable={false} />
        <span
          aria-hidden
          className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
          style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
        />
      </button>
      <div className="grid content-start gap-4">
        <p className="text-sm font-semibold">{m.editor_focal_previews()}</p>
        <div className="grid grid-cols-[2fr_3fr] items-start gap-3">
          {SHAPES.map((shape, i) => (
            <figure key={shape.ratio} className={i === 2 ? 'col-span-2' : undefined}>
              <img
                src={url}
                alt=""
                className="w-full rounded-xl bg-paper-deep object-cover"
                style={{ aspectRatio: shape.ratio, objectPosition: position }}
                data-testid="focal-preview"
              />
              <figcaption className="mt-1 text-xs text-muted">{shape.label()}</figcaption>
            </figure>
          ))}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start"
          disabled={point.x === 0.5 && point.y === 0.5}
          onClick={() => set(CENTRE)}
        >
          {m.editor_focal_centre()}
        </Button>
      </div>
    </div>
  );
}
