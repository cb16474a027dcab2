import type { Locale } from '@prism/contracts';
import type { LocalText } from '@prism/contracts/blocks';
import type { RichTextDoc } from '@prism/contracts/rich-text';
import { lazy, Suspense, useId } from 'react';
import { errorProps, Field, inputClass } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import type { FieldProps } from './bind-field';
import { useRefusal, usePageEditor } from './editor-context';
import { fieldDomId } from './page-errors';

/** The rich text editor (Tiptap) is fetched with the first rich text field. */
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

export const htmlLang = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en');

/** A label with the language it is written in, for fields written once per language. */
function withLanguage(label: string, locale: Locale) {
  return (
    <>
      {label}{' '}
      <span className="ml-1 rounded-full bg-paper-deep px-2 py-0.5 text-xs font-semibold uppercase text-ink-soft">
        <span aria-hidden>{locale}</span>
        <span className="sr-only">
          {locale === 'fr' ? m.pages_language_fr() : m.pages_language_en()}
        </span>
      </span>
    </>
  );
}

/** A field's refusal, under it, named by the id its control's `aria-describedby` gives. */
export function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/** A text of the language being edited (`value[locale]`), the other left as it is. */
export function LocalTextField({
  path,
  label,
  value,
  onChange,
  max,
  multiline = false,
  hint,
}: FieldProps<LocalText> & { max: number; multiline?: boolean; hint?: string }) {
  const { locale, disabled } = usePageEditor();
  const id = fieldDomId({ path, locale });
  const error = useRefusal(path, locale);
  const control = {
    ...errorProps(id, error),
    value: value[locale],
    maxLength: max,
    lang: htmlLang(locale),
    disabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...value, [locale]: event.target.value }),
  };
  return (
    <Field id={id} label={withLanguage(label, locale)} error={error} hint={hint}>
      {multiline ? (
        <textarea {...control} rows={3} className={cn(inputClass, 'resize-y')} />
      ) : (
        <input {...control} className={inputClass} />
      )}
    </Field>
  );
}

/** A text both languages share (a person's name, a company). */
export function PlainTextField({
  path,
  label,
  value,
  onChange,
  max,
}: FieldProps<string> & { max: number }) {
  const { disabled } = usePageEditor();
  const id = fieldDomId({ path, locale: null });
  const error = useRefusal(path, null);
  return (
    <Field id={id} label={label} error={error}>
      <input
        {...errorProps(id, error)}
        value={value}
        maxLength={max}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </Field>
  );
}

/** Rich text of the language being edited. */
export function LocalRichTextField({
  path,
  label,
  value,
  onChange,
}: FieldProps<Record<Locale, RichTextDoc>>) {
  const { locale, disabled } = usePageEditor();
  const labelId = useId();
  const id = fieldDomId({ path, locale });
  const error = useRefusal(path, locale);
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-semibold text-ink">
        {withLanguage(label, locale)}
      </span>
      <Suspense
        fallback={<div aria-hidden className="h-40 animate-pulse rounded-xl bg-paper-deep" />}
      >
        <RichTextEditor
          key={locale}
          id={id}
          labelId={labelId}
          value={value[locale]}
          onChange={(doc) => onChange({ ...value, [locale]: doc })}
          lang={htmlLang(locale)}
          errorId={error ? `${id}-error` : undefined}
          disabled={disabled}
        />
      </Suspense>
      <ErrorText id={id} error={error} />
    </div>
  );
}
