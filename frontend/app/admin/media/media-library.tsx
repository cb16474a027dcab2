import { useState } from 'react';
import { PageHeader } from '~/admin/shared/page-header';
import { m } from '~/paraglide/messages';
import { MediaBrowser } from './media-browser';
import { MediaPanel } from './media-panel';

/**
 * /admin/media (docs/product.md#admin-media): every library image in a searchable grid;
 * choosing one opens its panel beside it (below on phones).
 */
export function MediaLibrary() {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <div className="grid gap-8">
      <PageHeader
        eyebrow={m.media_eyebrow()}
        title={m.media_title()}
        description={m.media_description()}
      />
      <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MediaBrowser selectedId={selected} onSelect={(asset) => setSelected(asset.id)} />
        <aside
          aria-label={m.media_panel_label()}
          className="rounded-3xl border border-line bg-white p-6 shadow-sm xl:sticky xl:top-6"
        >
          {selected === null ? (
            <p className="text-muted">{m.media_choose_hint()}</p>
          ) : (
            <MediaPanel id={selected} onDeleted={() => setSelected(null)} />
          )}
        </aside>
      </div>
    </div>
  );
}
