import {
  CENTRE,
  type FocalPoint,
  type PortfolioImage,
  type PortfolioItemAnswer,
} from '@prism/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '~/admin/shared/api';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { queryKeys } from '~/admin/shared/query-client';
import { displayUrl, FocalPicker } from '~/admin/shared/focal-picker';
import { Select } from '~/components/ui/select';
import { m } from '~/paraglide/messages';

interface Choice {
  /** As PUT /api/portfolio/:id/focal-point names it: cover, gallery:<id>, before:<id>… */
  ref: string;
  label: string;
  url: string;
  image: PortfolioImage | null;
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

/**
 * Focal points: staff choose an image of the item and aim it with the `FocalPicker`;
 * each point is saved as it is set.
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
    setPending({ ...pending, [choice.ref]: next });
    save.mutate({ ref: choice.ref, point: next });
  };

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
      <FocalPicker url={choice.url} point={point} onChange={set} />
    </section>
  );
}
