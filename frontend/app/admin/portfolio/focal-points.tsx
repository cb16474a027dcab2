import {
  CENTRE,
  objectPosition,
  type FocalPoint,
  type PortfolioImage,
  type PortfolioItemAnswer,
} from '@prism/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '~/admin/shared/api';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { queryKeys } from '~/admin/shared/query-client';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { m } from '~/paraglide/messages';

interface Choice {
  /** As PUT /api/portfolio/:id/focal-point names it: cover, gallery:<id>, before:<id>… */
  ref: string;
  label: string;
  url: string;
  image: PortfolioImage | null;
}

/** The three crops the site makes, by shape (width ÷ height), as the editor previews them. */
const SHAPES = [
  { label: m.editor_focal_card, ratio: '4 / 5' },
  { label: m.editor_focal_hero, ratio: '16 / 9' },
  { label: m.editor_focal_og, ratio: '1200 / 630' },
] as const;

const STEP = 0.05;

/** A rendition about 800 px wide: sharp enough to aim, light enough to load. */
function displayUrl(image: PortfolioImage | null, fallback: string): string {
  const jpegs = (image?.variants ?? []).filter((v) => v.format === 'jpeg');
  return jpegs.find((v) => v.width >= 800)?.url ?? jpegs.at(-1)?.url ?? fallback;
}

function choicesOf(item: PortfolioItemAnswer): Choice[] {
  const choices: Choice[] = [];
  if (item.imageUrl) {
    choices.push({
      ref: 'cover',
      label: m.editor_focal_cover(),
      url: displayUrl(item.image, item.imageUrl),
      image: item.image,
    });
  }
  item.gallery.forEach((g, i) =>
    choices.push({
      ref: `gallery:${g.id}`,
      label: m.editor_focal_gallery({ n: i + 1 }),
      url: displayUrl(g.image, g.imageUrl),
      image: g.image,
    }),
  );
  item.beforeAfter.forEach((p, i) => {
    for (const side of ['before', 'after'] as const) {
      choices.push({
        ref: `${side}:${p.id}`,
        label:
          side === 'before'
            ? m.editor_focal_before({ n: i + 1 })
            : m.editor_focal_after({ n: i + 1 }),
        url: displayUrl(p[side].image, p[side].imageUrl),
        image: p[side].image,
      });
    }
  });
  return choices;
}

const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;

/**
 * Focal points: staff click the part of each image of the item that must stay in
 * view (or move it with the arrow keys); the card, project-page and social-network crops
 * are previewed beside it, as the site cuts them.
 */
export function FocalPoints({ item }: { item: PortfolioItemAnswer }) {
  const choices = choicesOf(item);
  const [selected, setSelected] = useState(choices[0]?.ref ?? '');
  const choice = choices.find((c) => c.ref === selected) ?? choices[0];
  const [pending, setPending] = useState<Record<string, FocalPoint>>({});
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: ({ ref, point }: { ref: string; point: FocalPoint }) =>
      api(`/api/portfolio/${item.id}/focal-point`, {
        method: 'PUT',
        body: { image: ref, ...point },
      }),
    onSuccess: () => notifySuccess(m.editor_focal_saved()),
    onError: (error) => notifyFailure(m.editor_focal_failed(), error),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.portfolioItem(item.id) }),
  });

  if (!choice) {
    return (
      <section className="rounded-3xl border border-line bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl">{m.editor_focal_title()}</h2>
        <p className="mt-2 text-muted">{m.editor_focal_none()}</p>
      </section>
    );
  }
  const point = pending[choice.ref] ?? choice.image?.focal ?? CENTRE;
  const set = (next: FocalPoint) => {
    const clamped = { x: clamp(next.x), y: clamp(next.y) };
    setPending({ ...pending, [choice.ref]: clamped });
    save.mutate({ ref: choice.ref, point: clamped });
  };
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
    <section
      aria-labelledby="focal-title"
      className="grid gap-5 rounded-3xl border border-line bg-white p-6 shadow-sm"
      data-testid="focal-points"
    >
      <div>
        <h2 id="focal-title" className="font-display text-xl">
          {m.editor_focal_title()}
        </h2>
        <p className="mt-1 text-muted">{m.editor_focal_help()}</p>
      </div>
      {choices.length > 1 && (
        <label className="grid max-w-xs gap-2 text-sm font-semibold">
          {m.editor_focal_choose()}
          <Select value={choice.ref} onChange={(e) => setSelected(e.target.value)}>
            {choices.map((c) => (
              <option key={c.ref} value={c.ref}>
                {c.label}
              </option>
            ))}
          </Select>
        </label>
      )}
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
          <img src={choice.url} alt="" className="block h-auto w-full" draggable={false} />
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
                  src={choice.url}
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
    </section>
  );
}
