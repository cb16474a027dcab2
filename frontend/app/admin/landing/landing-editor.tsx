import {
  landingContentSchema,
  LOCALE_TAGS,
  otherLocale,
  type LandingContent,
  type LandingTexts,
  type Locale,
} from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { AdminForm, showRefusal, FormField, useZodForm } from '~/admin/shared/form';
import { LoadError } from '~/admin/shared/load-error';
import { notifySuccess } from '~/admin/shared/notify';
import { PageHeader } from '~/admin/shared/page-header';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { LanguagePicker } from '~/admin/shared/language-picker';
import { m } from '~/paraglide/messages';
import { SourceText } from '~/admin/portfolio/translation-editor';
import { EditableFor } from '~/admin/shared/read-only';
import { can, useSession } from '~/admin/shared/session';
import { LivePreview } from '~/admin/shared/live-preview';
import { landingQuery, renderLandingPreview, useSaveLanding } from './landing';
import { SiteLanguages } from './site-languages';
import { WithHistory } from '~/admin/history/history-panel';
import { landingFieldLabel } from './landing-field-label';

/**
 * /admin/landing: the landing page's texts, one language written beside the other, the
 * page's live preview beside them, and their history.
 */
export function LandingEditor() {
  const landing = useQuery(landingQuery);
  const { session } = useSession();
  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow={m.editor_landing_eyebrow()}
        title={m.editor_landing_title()}
        description={m.editor_landing_description()}
      />
      {landing.isPending ? (
        <div aria-hidden="true" className="h-96 animate-pulse rounded-3xl bg-paper-deep" />
      ) : landing.isError ? (
        <LoadError
          what={m.editor_landing_what()}
          error={landing.error}
          onRetry={() => void landing.refetch()}
        />
      ) : (
        <WithHistory
          record="/api/admin/landing"
          live
          fieldLabel={landingFieldLabel}
          dataUpdatedAt={landing.dataUpdatedAt}
          restorePermission="edit_portfolio"
        >
          <EditableFor permission="edit_portfolio" className="grid gap-6">
            <LandingForm initial={landing.data} preview />
          </EditableFor>
        </WithHistory>
      )}
      {/* The languages and the settings' texts are the owner's (manage_settings). */}
      {can(session, 'manage_settings') && <SiteLanguages />}
    </div>
  );
}

interface Row {
  /** The field's path within one language's texts (`hero.heading`). */
  path: string;
  label: string;
  multiline?: boolean;
}

/** Every text of one language, in the page's order, each named for the editor. */
function rowsOf(texts: LandingTexts): { legend: string; rows: Row[] }[] {
  const lead = (section: string): Row[] => [
    { path: `${section}.eyebrow`, label: m.editor_landing_eyebrow_field() },
    { path: `${section}.heading`, label: m.editor_landing_heading() },
  ];
  const emphasis = (section: string): Row => ({
    path: `${section}.emphasis`,
    label: m.editor_landing_emphasis(),
  });
  return [
    {
      legend: m.editor_landing_hero(),
      rows: [
        ...lead('hero'),
        emphasis('hero'),
        { path: 'hero.lead', label: m.editor_landing_lead(), multiline: true },
        { path: 'hero.primaryCta', label: m.editor_landing_primary_cta() },
        { path: 'hero.secondaryCta', label: m.editor_landing_secondary_cta() },
      ],
    },
    {
      legend: m.editor_landing_services(),
      rows: [
        ...lead('services'),
        { path: 'services.lead', label: m.editor_landing_lead(), multiline: true },
        { path: 'services.learnMore', label: m.editor_landing_learn_more() },
        ...texts.services.items.flatMap((service, i): Row[] => [
          {
            path: `services.items.${i}.title`,
            label: m.editor_landing_service_title({ n: i + 1 }),
          },
          {
            path: `services.items.${i}.description`,
            label: m.editor_landing_service_description({ n: i + 1 }),
            multiline: true,
          },
          ...service.features.map((_, k): Row => ({
            path: `services.items.${i}.features.${k}`,
            label: m.editor_landing_service_feature({ n: i + 1, k: k + 1 }),
          })),
        ]),
      ],
    },
    {
      legend: m.editor_landing_about(),
      rows: [
        ...lead('about'),
        emphasis('about'),
        ...texts.about.paragraphs.map((_, i): Row => ({
          path: `about.paragraphs.${i}`,
          label: m.editor_landing_paragraph({ n: i + 1 }),
          multiline: true,
        })),
        { path: 'about.cta', label: m.editor_landing_button() },
        { path: 'about.imageAlt', label: m.editor_landing_image_alt() },
      ],
    },
    {
      legend: m.editor_landing_contact(),
      rows: [
        ...lead('contact'),
        emphasis('contact'),
        { path: 'contact.lead', label: m.editor_landing_lead(), multiline: true },
        { path: 'contact.emailLabel', label: m.editor_landing_email_label() },
        { path: 'contact.studioLabel', label: m.editor_landing_studio_label() },
      ],
    },
  ];
}

/** One language's value at a path of the saved document. */
function valueAt(content: LandingContent, locale: Locale, path: string): string {
  let value: unknown = content[locale];
  for (const part of path.split('.')) value = (value as Record<string, unknown>)[part];
  return typeof value === 'string' ? value : '';
}

/**
 * Both languages' texts, one shown at a time; with `preview`, the landing page as the site
 * draws it from the texts being typed beside the form, in the language edited.
 */
export function LandingForm({
  initial,
  preview = false,
}: {
  initial: LandingContent;
  preview?: boolean;
}) {
  const [locale, setLocale] = useState<Locale>('fr');
  const [previewLocale, setPreviewLocale] = useState<Locale>('fr');
  const showLanguage = (next: Locale) => {
    setLocale(next);
    setPreviewLocale(next);
  };
  const form = useZodForm(landingContentSchema, initial);
  const save = useSaveLanding();
  // The other language as typed so far in this form: what the translator reads beside.
  const current = useWatch({ control: form.control }) as LandingContent;

  const onSubmit = (values: LandingContent) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        notifySuccess(m.editor_landing_saved());
      },
      onError: showRefusal(form, m.editor_landing_failed(), {
        fallback: m.editor_landing_failed(),
      }),
    });

  // A refusal may name the other language's field: show that language then.
  const errors = form.formState.errors;
  const sourceLocale = otherLocale(locale);

  const fields = (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-label={m.editor_landing_title()}
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-semibold">{m.editor_translations_language()}</p>
        <LanguagePicker
          selected={locale}
          onSelect={showLanguage}
          flagged={(l) => Boolean(errors[l])}
        />
      </div>
      {rowsOf(initial[locale]).map((section) => (
        <fieldset
          key={section.legend}
          className="grid gap-5 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
        >
          <legend className="font-display text-xl">{section.legend}</legend>
          {section.rows.map((row) => {
            const id = `landing-${locale}-${row.path.replace(/\./g, '-')}`;
            const sourceId = `${id}-source`;
            return (
              <div key={id} className="grid gap-3 md:grid-cols-2 md:items-start">
                <FormField<LandingContent>
                  name={`${locale}.${row.path}` as FieldPath<LandingContent>}
                  id={id}
                  label={row.label}
                >
                  {(control) => {
                    const props = {
                      ...control,
                      lang: LOCALE_TAGS[locale],
                      'aria-describedby': [control['aria-describedby'], sourceId]
                        .filter(Boolean)
                        .join(' '),
                    };
                    return row.multiline ? (
                      <textarea {...props} rows={3} className={cn(inputClass, 'resize-y')} />
                    ) : (
                      <input {...props} className={inputClass} />
                    );
                  }}
                </FormField>
                <SourceText
                  id={sourceId}
                  locale={sourceLocale}
                  text={valueAt(current, sourceLocale, row.path)}
                />
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => form.reset()}
          disabled={!form.formState.isDirty || save.isPending}
        >
          {m.editor_discard()}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? m.editor_saving() : m.editor_landing_save()}
        </Button>
      </div>
    </AdminForm>
  );
  if (!preview) return fields;
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
      {fields}
      <div className="xl:sticky xl:top-8">
        <LivePreview
          draft={current}
          render={renderLandingPreview}
          locale={previewLocale}
          onLocaleChange={setPreviewLocale}
          frameTitle={(language) => m.editor_landing_preview_frame({ language })}
        />
      </div>
    </div>
  );
}
