import type { Locale, PortfolioItemAnswer } from '@prism/contracts';
import { useCallback, useState, type ReactNode } from 'react';
import { fetchPreview } from '~/admin/shared/fetch-preview';
import { LivePreview } from '~/admin/shared/live-preview';
import { m } from '~/paraglide/messages';
import { previewBody, type ProjectDraft } from './project-draft';

/**
 * The item's public page with the editor's unsaved changes (issue 50), rendered by the site
 * (POST /admin/portfolio/preview-render), in either language, at a phone's or a desktop's
 * width. A save elsewhere on the screen (an image, the gallery) renders it again. Without
 * `item` (the new-project screen), the draft is laid over an empty item.
 */
export function ProjectPreview({
  item,
  draft,
}: {
  item?: PortfolioItemAnswer;
  draft: ProjectDraft;
}) {
  const [locale, setLocale] = useState<Locale>('fr');
  const id = item?.id;
  const render = useCallback(
    (language: Locale, { unsaved }: { unsaved: ProjectDraft }, signal: AbortSignal) =>
      fetchPreview(
        '/admin/portfolio/preview-render',
        { locale: language, ...(id === undefined ? {} : { id }), ...previewBody(unsaved) },
        signal,
      ),
    [id],
  );
  return (
    <LivePreview
      // The saved version too: a save made elsewhere changes what the draft is laid over.
      draft={{ unsaved: draft, saved: item?.updatedAt ?? null }}
      render={render}
      locale={locale}
      onLocaleChange={setLocale}
      frameTitle={(language) => m.editor_live_preview_frame({ language })}
    />
  );
}

/**
 * The item's forms with the live preview of its public page: beside them on a wide screen
 * (the forms keep their own two columns), below them otherwise.
 */
export function WithProjectPreview({
  item,
  draft,
  children,
}: {
  item?: PortfolioItemAnswer;
  draft: ProjectDraft;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-8 2xl:grid-cols-[minmax(0,1fr)_minmax(0,40rem)] 2xl:items-start">
      <div className="grid gap-8">{children}</div>
      <div className="2xl:sticky 2xl:top-8">
        <ProjectPreview item={item} draft={draft} />
      </div>
    </div>
  );
}
