import { m } from '~/paraglide/messages';
import { sectionPath } from '~/lib/site-paths';
import { getLocale } from '~/paraglide/runtime';

/** The project page's not-found state, with its exact text (docs/product.md#project-page). */
export function ProjectNotFound() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-5 pt-28 pb-20">
      <div className="max-w-xl text-center">
        <p className="eyebrow">404</p>
        <h1 className="mt-4 font-display text-5xl font-medium tracking-tight">
          {m.site_project_not_found_title()}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft">
          {m.site_project_not_found_text()}
        </p>
        <a
          href={sectionPath(getLocale(), 'work')}
          className="mt-10 inline-flex items-center gap-2 rounded-full bg-ink px-7 py-4 font-semibold text-paper transition hover:bg-accent"
        >
          <span aria-hidden="true">←</span> {m.site_project_back()}
        </a>
      </div>
    </div>
  );
}
