import {
  LIMITS,
  LOCALE_TAGS,
  otherLocale,
  LOCALES,
  siteSettingsSchema,
  type Locale,
  type SiteSettings,
} from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { SourceText } from '~/admin/portfolio/translation-editor';
import { languageName } from '~/admin/portfolio/translation-badges';
import { settingsQuery, useSaveSettings } from '~/admin/settings/settings';
import { AdminForm, showRefusal, FormField, useZodForm } from '~/admin/shared/form';
import { LoadError } from '~/admin/shared/load-error';
import { notifySuccess } from '~/admin/shared/notify';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { LanguagePicker } from '~/admin/shared/language-picker';
import { m } from '~/paraglide/messages';

/** Where each language keeps a settings text: English in the original fields, French in `fr`. */
const TEXTS: {
  label: () => string;
  en: FieldPath<SiteSettings>;
  fr: FieldPath<SiteSettings>;
  max: number;
}[] = [
  {
    label: () => m.editor_settings_availability(),
    en: 'availability',
    fr: 'fr.availability',
    max: LIMITS.settings.line,
  },
  {
    label: () => m.editor_settings_location(),
    en: 'location',
    fr: 'fr.location',
    max: LIMITS.settings.line,
  },
  ...[0, 1, 2].map((i) => ({
    label: () => m.editor_settings_stat_label({ n: i + 1 }),
    en: `stats.${i}.label` as const,
    fr: `fr.statLabels.${i}` as const,
    max: LIMITS.settings.statLabel,
  })),
];

/**
 * The owner's languages: which ones an item needs before it is published, the one
 * `/` falls back to, and the site settings' texts in each language, the other beside it.
 * Saves the whole settings document, as the settings screen does.
 */
export function SiteLanguages() {
  const settings = useQuery(settingsQuery);
  if (settings.isError) {
    return (
      <LoadError
        what={m.editor_settings_what()}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) {
    return <div aria-hidden="true" className="h-64 animate-pulse rounded-3xl bg-paper-deep" />;
  }
  return <SiteLanguagesForm initial={settings.data} />;
}

export function SiteLanguagesForm({ initial }: { initial: SiteSettings }) {
  const [locale, setLocale] = useState<Locale>('fr');
  const form = useZodForm(siteSettingsSchema, initial);
  const save = useSaveSettings();
  const onSubmit = (values: SiteSettings) =>
    save.mutate(values, {
      onSuccess: () => notifySuccess(m.editor_settings_saved()),
      onError: showRefusal(form, m.editor_settings_failed(), {
        fallback: m.editor_settings_failed(),
      }),
    });
  const requiredError = form.formState.errors.requiredLocales?.message;

  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      aria-label={m.editor_settings_heading()}
      className="grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 className="font-display text-xl">{m.editor_settings_heading()}</h2>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">{m.editor_settings_required()}</legend>
        <p className="text-sm text-muted">{m.editor_settings_required_note()}</p>
        <div className="flex flex-wrap gap-4">
          {LOCALES.map((l) => (
            <label key={l} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={l}
                {...form.register('requiredLocales')}
                className="size-6 shrink-0 rounded border-line accent-[#121115]"
              />
              {languageName(l)}
            </label>
          ))}
        </div>
        {requiredError && <p className="text-sm font-medium text-red-700">{requiredError}</p>}
      </fieldset>
      <FormField<SiteSettings>
        name="defaultLocale"
        id="settings-default-locale"
        label={m.editor_settings_default_locale()}
      >
        {(control) => (
          <Select {...control} className="sm:w-60">
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-semibold">{m.editor_translations_language()}</p>
        <LanguagePicker selected={locale} onSelect={setLocale} />
      </div>
      {TEXTS.map((text) => (
        <SettingsText key={`${locale}-${text.en}`} text={text} locale={locale} />
      ))}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? m.editor_saving() : m.editor_settings_save()}
      </Button>
    </AdminForm>
  );
}

function SettingsText({ text, locale }: { text: (typeof TEXTS)[number]; locale: Locale }) {
  const { control } = useFormContext<SiteSettings>();
  const sourceLocale = otherLocale(locale);
  const source = useWatch({ control, name: text[sourceLocale] });
  const id = `settings-text-${locale}-${text.en.replace(/\./g, '-')}`;
  const sourceId = `${id}-source`;
  return (
    <div className="grid gap-3 md:grid-cols-2 md:items-start">
      <FormField<SiteSettings> name={text[locale]} id={id} label={text.label()}>
        {(field) => (
          <input
            {...field}
            lang={LOCALE_TAGS[locale]}
            maxLength={text.max}
            aria-describedby={[field['aria-describedby'], sourceId].filter(Boolean).join(' ')}
            className={inputClass}
          />
        )}
      </FormField>
      <SourceText
        id={sourceId}
        locale={sourceLocale}
        text={typeof source === 'string' ? source : ''}
      />
    </div>
  );
}
