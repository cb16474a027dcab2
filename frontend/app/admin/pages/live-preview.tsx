import { LOCALES, type Locale } from '@prism/contracts';
import { useEffect, useState } from 'react';
import { LuMonitor, LuSmartphone } from 'react-icons/lu';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { languageName } from './page-field-label';

/** How long typing must pause before the draft is rendered again. */
const TYPING_PAUSE_MS = 400;

const WIDTHS = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

/**
 * The page as a visitor would see it, rendered by the site from the draft (no save; a
 * page's, or the landing texts'): in a
 * sandboxed frame (no script, no form, no navigation out of it; its document comes from
 * `srcdoc`, so the admin's CSP, which frames nothing from elsewhere, still holds), at a
 * phone's or a desktop's width, scaled to fit the column, in either language. A draft the
 * site cannot render yet (a link being typed) keeps the last rendering, with a note.
 */
export function LivePreview<Draft>({
  draft: value,
  render,
  locale,
  onLocaleChange,
}: {
  draft: Draft;
  /** The site's rendering of a draft, a whole HTML document (a module's function: stable). */
  render: (locale: Locale, draft: Draft, signal: AbortSignal) => Promise<string>;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}) {
  const [width, setWidth] = useState<Width>('desktop');
  // The last rendering, with the draft it was made from: the state shown follows from it.
  const [rendered, setRendered] = useState<{ key: string; html: string | null; failed: boolean }>({
    key: '',
    html: null,
    failed: false,
  });
  const [frameBox, setFrameBox] = useState<HTMLDivElement | null>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const draft = JSON.stringify(value);
  const key = `${locale} ${draft}`;
  const state = rendered.key !== key ? 'rendering' : rendered.failed ? 'failed' : 'ready';
  const html = rendered.html;

  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      render(locale, JSON.parse(draft) as Draft, abort.signal).then(
        (document) => setRendered({ key: `${locale} ${draft}`, html: document, failed: false }),
        () => {
          if (!abort.signal.aborted) {
            setRendered((last) => ({ key: `${locale} ${draft}`, html: last.html, failed: true }));
          }
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [draft, locale, render]);

  useEffect(() => {
    if (!frameBox) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 0));
    observer.observe(frameBox);
    return () => observer.disconnect();
  }, [frameBox]);

  const frameWidth = WIDTHS[width];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / frameWidth) : 1;
  const frameHeight = 900;

  return (
    <section aria-labelledby="preview-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="preview-heading" className="font-display text-xl">
          {m.pages_preview_heading()}
        </h2>
        <p role="status" className="text-sm text-muted" data-testid="preview-state">
          {state === 'rendering'
            ? m.pages_preview_rendering()
            : state === 'failed'
              ? m.pages_preview_failed()
              : m.pages_preview_ready()}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Choice
          label={m.pages_preview_width()}
          options={[
            { value: 'phone', label: m.pages_preview_phone(), icon: LuSmartphone },
            { value: 'desktop', label: m.pages_preview_desktop(), icon: LuMonitor },
          ]}
          value={width}
          onChange={(value) => setWidth(value as Width)}
        />
        <Choice
          label={m.pages_preview_language()}
          options={LOCALES.map((l) => ({ value: l, label: languageName(l) }))}
          value={locale}
          onChange={(value) => onLocaleChange(value as Locale)}
        />
      </div>
      <div
        ref={setFrameBox}
        className="overflow-hidden rounded-2xl border border-line bg-paper-deep"
      >
        <div style={{ height: frameHeight * scale }}>
          {html !== null && (
            <iframe
              title={m.pages_preview_frame({ language: languageName(locale) })}
              srcDoc={html}
              sandbox=""
              data-testid="page-preview"
              className="origin-top-left border-0 bg-white"
              style={{
                width: frameWidth,
                height: frameHeight,
                transform: `scale(${scale})`,
                marginInline: scale < 1 ? undefined : 'auto',
                display: 'block',
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}

/** A row of toggle buttons, one pressed. */
function Choice({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string; icon?: React.ComponentType<{ className?: string }> }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-full border border-line bg-white p-1"
    >
      {options.map(({ value: option, label: text, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ink focus-visible:outline-none',
            value === option ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-paper-deep',
          )}
        >
          {Icon && <Icon aria-hidden className="size-4" />}
          {text}
        </button>
      ))}
    </div>
  );
}
