import { LOCALES, type Locale } from '@prism/contracts';
import { LuCopy } from 'react-icons/lu';
import { notifySuccess } from '~/admin/shared/notify';
import { Button } from '~/components/ui/button';
import { sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { languageName } from './translation-badges';

/**
 * A link just made, shown this once (only its hash is kept): its address in each language
 * (`/fr/apercu/…`, `/en/preview/…`), French first, each with a Copy button. Either
 * page has the language switch, so a client can read the draft in both.
 */
export function FreshPreviewLink({ origin, token }: { origin: string; token: string }) {
  return (
    <div className="grid gap-3 rounded-2xl bg-paper p-3 text-sm">
      <p className="font-semibold">{m.editor_preview_copy_now()}</p>
      {LOCALES.map((locale) => (
        <LinkIn
          key={locale}
          locale={locale}
          url={origin + sitePath(locale, { page: 'preview', token })}
        />
      ))}
    </div>
  );
}

function LinkIn({ locale, url }: { locale: Locale; url: string }) {
  return (
    <div className="grid gap-2">
      <input
        readOnly
        value={url}
        aria-label={m.editor_preview_link_in({ language: languageName(locale) })}
        className="w-full rounded-lg border border-line bg-white px-2 py-1 font-mono text-xs"
        data-testid={`preview-url-${locale}`}
        onFocus={(event) => event.target.select()}
      />
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        aria-label={m.editor_preview_copy_in({ language: languageName(locale) })}
        onClick={() =>
          void navigator.clipboard
            .writeText(url)
            .then(() => notifySuccess(m.editor_preview_copied()))
        }
      >
        <LuCopy aria-hidden className="size-4" />
        {m.editor_preview_copy()}
      </Button>
    </div>
  );
}
