import {
  CASE_STUDY_LIMITS,
  itemTextsSchema,
  LIMITS,
  LOCALE_TAGS,
  otherLocale,
  SLUG_MAX,
  type ItemTextsDto,
  type Locale,
  type PortfolioItemAnswer,
} from '@prism/contracts';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import {
  AdminForm,
  changedFields,
  isDirty,
  showRefusal,
  FormCheckbox,
  FormField,
  useFreshUntouched,
  useZodForm,
} from '~/admin/shared/form';
import { notifySuccess } from '~/admin/shared/notify';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { LanguagePicker } from '~/admin/shared/language-picker';
import { can, useSession } from '~/admin/shared/session';
import { m } from '~/paraglide/messages';
import { useSaveTranslations } from './case-study';
import { showLanguageRefusal } from './live-languages';
import { DraftReporter } from './project-draft';
import { languageName, TranslationBadges } from './translation-badges';

/**
 * The server's schema, except that a service left empty is dropped on saving instead of
 * refused: the form offers as many service fields as the longer of the two lists.
 */
const formSchema = itemTextsSchema.extend({
  services: z
    .array(z.string().trim().max(CASE_STUDY_LIMITS.service))
    .transform((list) => list.filter(Boolean))
    .optional(),
});
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/**
 * The translator's screen (issue 23, ADR 051): one language's texts of the item and its
 * case study, each field with the other language's current text beside it (read-only),
 * the language's ready switch, and whether the other language changed since it was saved.
 */
export function TranslationEditor({ item }: { item: PortfolioItemAnswer }) {
  // Closed until a language is chosen: the edit screen stays short, and its other forms'
  // fields keep names of their own. A role that only reads (a viewer) has no picker to use:
  // the French texts are open, the English beside them.
  const { session } = useSession();
  const [locale, setLocale] = useState<Locale | null>(can(session, 'edit_portfolio') ? null : 'fr');
  // Held here, not in the language's form: a save refetches the item, which renews that form,
  // and a mutation's callbacks run only while its component is mounted.
  const save = useSaveTranslations();
  const translations = item.translations;
  if (!translations) return null;
  return (
    <section
      aria-labelledby="translations-heading"
      className="grid gap-5 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
      data-testid="translation-editor"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="translations-heading" className="font-display text-2xl">
            {m.editor_translations_heading()}
          </h2>
          <p className="text-sm text-muted">{m.editor_translations_intro()}</p>
        </div>
        <LanguagePicker selected={locale} onSelect={(l) => setLocale(l === locale ? null : l)} />
      </div>
      <TranslationBadges item={item} />
      {/* A fresh form per language; a save elsewhere refreshes the fields not changed here. */}
      {locale && (
        <LanguageForm
          key={locale}
          item={item}
          locale={locale}
          save={save}
          texts={translations[locale]}
          source={translations[otherLocale(locale)]}
        />
      )}
    </section>
  );
}

function defaultsOf(texts: ItemTextsDto, source: ItemTextsDto): Values {
  return {
    title: texts.title,
    description: texts.description,
    slug: texts.slug ?? '',
    coverAlt: texts.coverAlt,
    challenge: texts.challenge,
    approach: texts.approach,
    metaTitle: texts.metaTitle,
    metaDescription: texts.metaDescription,
    services: Array.from(
      { length: Math.max(texts.services.length, source.services.length) },
      (_, i) => texts.services[i] ?? '',
    ),
    gallery: texts.gallery.map(({ id, alt, caption }) => ({ id, alt, caption })),
    beforeAfter: texts.beforeAfter.map(({ id, label }) => ({ id, label })),
    metrics: [...texts.metrics],
    ready: texts.ready,
  };
}

/**
 * Only the texts the person changed: each changed field; of the gallery and the
 * pairs, the entries changed (an image with both its texts, as the API takes them); the
 * services and the results' labels as lists, when any changed; and the slug while the
 * language has none, so the API makes it from the title.
 */
function changedTexts(values: Output, dirty: object, saved: ItemTextsDto): Partial<Output> {
  const changed = changedFields(values, dirty);
  // A language without its slug yet: the slug goes (empty: made from the title).
  if (!saved.slug && changed.slug === undefined) changed.slug = values.slug ?? '';
  const marks = dirty as { gallery?: unknown[]; beforeAfter?: unknown[] };
  if (changed.gallery)
    changed.gallery = changed.gallery.filter((_, i) => isDirty(marks.gallery?.[i]));
  if (changed.beforeAfter) {
    changed.beforeAfter = changed.beforeAfter.filter((_, i) => isDirty(marks.beforeAfter?.[i]));
  }
  return changed;
}

/** The form's values as a save sends them (services trimmed, the empty ones dropped), unchecked. */
const draftOf = (values: Values): Output =>
  ({
    ...values,
    services: values.services?.map((service) => service.trim()).filter(Boolean),
  }) as Output;

/** `fr.gallery[0].alt`, as the server names a field, is `gallery.0.alt` in this form. */
export const translationFieldOf = (serverField: string): string =>
  serverField
    .replace(/^(fr|en)\./, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^metrics\.(\d+)\.label$/, 'metrics.$1');

interface Row {
  name: FieldPath<Values>;
  label: string;
  source: string;
  max: number;
  multiline?: boolean;
}

function LanguageForm({
  item,
  locale,
  save,
  texts,
  source,
}: {
  item: PortfolioItemAnswer;
  locale: Locale;
  save: ReturnType<typeof useSaveTranslations>;
  texts: ItemTextsDto;
  source: ItemTextsDto;
}) {
  const defaults = defaultsOf(texts, source);
  const form = useZodForm(formSchema, defaults);
  useFreshUntouched(form, defaults);
  // Read while rendering: react-hook-form keeps the marks up to date only for what is read.
  const { dirtyFields } = form.formState;
  const language = languageName(locale);
  const sourceLocale = otherLocale(locale);

  const failure = m.editor_translations_failed({ language });
  const onSubmit = (values: Output) =>
    save.mutate(
      { id: item.id, body: { [locale]: changedTexts(values, dirtyFields, texts) } },
      {
        onSuccess: (saved) => {
          const now = saved.translations;
          if (now) form.reset(defaultsOf(now[locale], now[sourceLocale]));
          notifySuccess(m.editor_translations_saved({ language }));
        },
        onError: (error) => {
          const refused = showLanguageRefusal(error, {
            title: (names) =>
              item.status === 'published'
                ? m.editor_live_refused({ language: names })
                : m.editor_not_ready_refused({ language: names }),
            form,
            fieldOf: (hole) => (hole.locale === locale ? translationFieldOf(hole.field) : null),
          });
          if (!refused) {
            showRefusal(form, failure, { fallback: failure, fieldOf: translationFieldOf })(error);
          }
        },
      },
    );

  const rows: Row[] = [
    {
      name: 'title',
      label: m.editor_field_title(),
      source: source.title,
      max: LIMITS.portfolio.title,
    },
    {
      name: 'description',
      label: m.editor_field_description(),
      source: source.description,
      max: LIMITS.portfolio.description,
      multiline: true,
    },
    { name: 'slug', label: m.editor_field_slug(), source: source.slug ?? '', max: SLUG_MAX },
    {
      name: 'coverAlt',
      label: m.editor_field_cover_alt(),
      source: source.coverAlt,
      max: CASE_STUDY_LIMITS.alt,
    },
    {
      name: 'challenge',
      label: m.editor_field_challenge(),
      source: source.challenge,
      max: CASE_STUDY_LIMITS.story,
      multiline: true,
    },
    {
      name: 'approach',
      label: m.editor_field_approach(),
      source: source.approach,
      max: CASE_STUDY_LIMITS.story,
      multiline: true,
    },
    {
      name: 'metaTitle',
      label: m.editor_field_meta_title(),
      source: source.metaTitle,
      max: CASE_STUDY_LIMITS.metaTitle,
    },
    {
      name: 'metaDescription',
      label: m.editor_field_meta_description(),
      source: source.metaDescription,
      max: CASE_STUDY_LIMITS.metaDescription,
      multiline: true,
    },
    ...Array.from(
      { length: Math.max(texts.services.length, source.services.length) },
      (_, i): Row => ({
        name: `services.${i}`,
        label: m.editor_field_service({ n: i + 1 }),
        source: source.services[i] ?? '',
        max: CASE_STUDY_LIMITS.service,
      }),
    ),
    ...texts.gallery.flatMap((_, i): Row[] => [
      {
        name: `gallery.${i}.alt`,
        label: m.editor_field_gallery_alt({ n: i + 1 }),
        source: source.gallery[i]?.alt ?? '',
        max: CASE_STUDY_LIMITS.alt,
      },
      {
        name: `gallery.${i}.caption`,
        label: m.editor_field_gallery_caption({ n: i + 1 }),
        source: source.gallery[i]?.caption ?? '',
        max: CASE_STUDY_LIMITS.caption,
      },
    ]),
    ...texts.beforeAfter.map((_, i): Row => ({
      name: `beforeAfter.${i}.label`,
      label: m.editor_field_pair_label({ n: i + 1 }),
      source: source.beforeAfter[i]?.label ?? '',
      max: CASE_STUDY_LIMITS.alt,
    })),
    ...texts.metrics.map((_, i): Row => ({
      name: `metrics.${i}`,
      label: m.editor_field_metric_label({ n: i + 1 }),
      source: source.metrics[i] ?? '',
      max: CASE_STUDY_LIMITS.metricLabel,
    })),
  ];

  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-label={m.editor_translations_form({ language })}
    >
      <DraftReporter
        part={locale}
        control={form.control}
        toDraft={(values, dirty) => changedTexts(draftOf(values), dirty, texts)}
      />
      {texts.stale && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {m.editor_translations_stale({ language, source: languageName(sourceLocale) })}
        </p>
      )}
      {rows.map((row) => (
        <TranslatedField key={row.name} row={row} locale={locale} sourceLocale={sourceLocale} />
      ))}
      <FormCheckbox<Values>
        name="ready"
        id={`translation-${locale}-ready`}
        label={m.editor_ready_label({ language })}
        note={m.editor_ready_note()}
      />
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? m.editor_saving() : m.editor_translations_save({ language })}
      </Button>
    </AdminForm>
  );
}

/** One text in the language being written, the other language's beside it, read-only. */
function TranslatedField({
  row,
  locale,
  sourceLocale,
}: {
  row: Row;
  locale: Locale;
  sourceLocale: Locale;
}) {
  const id = `translation-${locale}-${row.name.replace(/\./g, '-')}`;
  const sourceId = `${id}-source`;
  return (
    <div className="grid gap-3 md:grid-cols-2 md:items-start">
      <FormField<Values> name={row.name} id={id} label={row.label}>
        {(control) => {
          const props = {
            ...control,
            lang: LOCALE_TAGS[locale],
            maxLength: row.max,
            'aria-describedby': [control['aria-describedby'], sourceId].filter(Boolean).join(' '),
          };
          return row.multiline ? (
            <textarea {...props} rows={4} className={cn(inputClass, 'resize-y')} />
          ) : (
            <input {...props} className={inputClass} />
          );
        }}
      </FormField>
      <SourceText id={sourceId} locale={sourceLocale} text={row.source} />
    </div>
  );
}

/** The other language's current text of a field, for the translator to read. */
export function SourceText({ id, locale, text }: { id: string; locale: Locale; text: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold text-muted">
        {m.editor_source_label({ language: languageName(locale) })}
      </p>
      <p
        id={id}
        lang={LOCALE_TAGS[locale]}
        data-testid="source-text"
        className="min-h-[3.125rem] whitespace-pre-line rounded-xl bg-paper px-4 py-3 text-sm text-ink-soft"
      >
        {text || <span className="italic text-muted">{m.editor_source_empty()}</span>}
      </p>
    </div>
  );
}
