import { LOCALES, type Locale } from '@prism/contracts';
import { pageMissing, recordPath, type PageAnswer, type PageFields } from '@prism/contracts/pages';
import { LuCircleCheck, LuGlobe, LuEyeOff } from 'react-icons/lu';
import { ScheduleEditor } from '~/admin/portfolio/publish-schedule';
import { showLanguageRefusal } from '~/admin/portfolio/live-languages';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { Button } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import { fieldDomId, missingFieldAt, type FieldAt } from './page-errors';
import { languageName, pageFieldLabel } from './page-field-label';
import { useSetLive, useSetPageSchedule } from './pages';

/**
 * Focuses a field the readiness list links to: its language's control, else the control
 * both languages share (an image, a list's "Add" button), else its block's card.
 */
export function focusField(at: FieldAt): void {
  const element =
    document.getElementById(fieldDomId(at)) ??
    document.getElementById(fieldDomId({ ...at, locale: null })) ??
    document.getElementById(`block-${at.path.split('.')[1] ?? ''}`);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * What each language still lacks, from the draft as it is now (links to the fields), and
 * whether it is on the site; "Put online" takes a complete saved language live, "Take
 * offline" removes it. Both act on the saved page, so they wait for unsaved changes.
 */
export function PagePublication({
  page,
  draft,
  unsaved,
  onShowLanguage,
}: {
  page: PageAnswer;
  draft: PageFields;
  unsaved: boolean;
  onShowLanguage: (locale: Locale) => void;
}) {
  const setLive = useSetLive(page.id);
  const change = (locale: Locale, live: boolean) =>
    setLive.mutate(
      { [locale]: live },
      {
        onSuccess: () =>
          notifySuccess(
            live
              ? m.pages_live_on({ language: languageName(locale) })
              : m.pages_live_off({ language: languageName(locale) }),
          ),
        onError: (error) => {
          const refused = showLanguageRefusal(error, {
            title: (language) => m.pages_live_refused({ language }),
          });
          if (!refused) notifyFailure(m.pages_live_failed(), error, m.pages_live_failed());
        },
      },
    );

  return (
    <section
      aria-labelledby="publication-heading"
      className="grid gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="publication-heading" className="font-display text-xl">
        {m.pages_publication_heading()}
      </h2>
      {unsaved && <p className="text-sm text-muted">{m.pages_publication_unsaved()}</p>}
      {LOCALES.map((locale) => {
        const missing = pageMissing(draft, locale);
        const live = page.live[locale];
        const ready = missing.length === 0 && page.missing[locale].length === 0;
        const path = page.slug[locale] ? recordPath(page.kind, locale, page.slug[locale]) : null;
        return (
          <div
            key={locale}
            className="grid gap-2 border-t border-line pt-4 first-of-type:border-0 first-of-type:pt-0"
          >
            <h3 className="flex items-center gap-2 font-semibold">
              {live ? (
                <LuGlobe aria-hidden className="size-4 text-emerald-700" />
              ) : (
                <LuEyeOff aria-hidden className="size-4 text-muted" />
              )}
              {languageName(locale)}
              <span
                data-testid={`live-${locale}`}
                className={
                  live
                    ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900'
                    : 'rounded-full bg-paper-deep px-2 py-0.5 text-xs font-semibold text-ink-soft'
                }
              >
                {live ? m.pages_state_live() : m.pages_state_offline()}
              </span>
            </h3>
            {live && path && (
              <a href={path} target="_blank" rel="noreferrer" className="text-sm underline">
                {path}
              </a>
            )}
            {missing.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-emerald-800">
                <LuCircleCheck aria-hidden className="size-4" />
                {m.pages_ready({ language: languageName(locale) })}
              </p>
            ) : (
              <div className="grid gap-1 text-sm">
                <p>{m.pages_missing_intro({ language: languageName(locale) })}</p>
                <ul className="grid list-disc gap-1 pl-5" data-testid={`missing-${locale}`}>
                  {missing.map((path) => {
                    const at = missingFieldAt(path, locale, draft.blocks);
                    return (
                      <li key={path}>
                        <a
                          href={at ? `#${fieldDomId(at)}` : '#'}
                          className="underline"
                          onClick={(event) => {
                            event.preventDefault();
                            if (!at) return;
                            onShowLanguage(locale);
                            // The fields of that language are on screen after the next paint.
                            requestAnimationFrame(() => focusField(at));
                          }}
                        >
                          {pageFieldLabel(path, draft.blocks)}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
            <div>
              {live ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={unsaved || setLive.isPending}
                  onClick={() => change(locale, false)}
                >
                  {m.pages_take_offline({ language: languageName(locale) })}
                </Button>
              ) : (
                <Button
                  size="sm"
                  disabled={unsaved || !ready || setLive.isPending}
                  onClick={() => change(locale, true)}
                >
                  {m.pages_put_online({ language: languageName(locale) })}
                </Button>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}

/** The page's "publish at" and "unpublish at", as an item's. */
export function PageSchedule({ page }: { page: PageAnswer }) {
  const save = useSetPageSchedule(page.id);
  return <ScheduleEditor schedule={page.schedule} save={save} />;
}
