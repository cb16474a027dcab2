import { CASE_STUDY_LIMITS, type PortfolioItemAnswer } from '@prism/contracts';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  AdminForm,
  changedFields,
  showRefusal,
  FormField,
  useFieldError,
  useFreshUntouched,
  useZodForm,
} from '~/admin/shared/form';
import { Button } from '~/components/ui/button';
import { errorProps, inputClass } from '~/components/ui/field';
import {
  caseStudyBody,
  caseStudyDraft,
  caseStudyFieldOf,
  caseStudyFormDefaults,
  caseStudyHoleField,
  caseStudyFormSchema,
  EMPTY_METRIC,
  type CaseStudyFormInput,
  type CaseStudyFormOutput,
  type MetricFormRow,
} from './case-study-form';
import { useSaveCaseStudy } from './case-study';
import { DraftReporter } from './project-draft';
import { refusedTitle, showLanguageRefusal } from './live-languages';
import { notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

/**
 * The case study's texts and results: marketplace, services, challenge, approach, SEO
 * texts and the metrics of the results band, checked with the server's schema and saved
 * in one call.
 */
export function CaseStudyTexts({ item }: { item: PortfolioItemAnswer }) {
  const defaults = caseStudyFormDefaults(item);
  const form = useZodForm(caseStudyFormSchema, defaults);
  useFreshUntouched(form, defaults);
  // Read while rendering: react-hook-form keeps the marks up to date only for what is read.
  const { dirtyFields } = form.formState;
  const metrics = useFieldArray({ control: form.control, name: 'metrics' });
  const save = useSaveCaseStudy();

  // Only this section's fields the person changed, so a text another section saved (the
  // English challenge in Translations) is never written back as this form loaded it.
  const onSubmit = (values: CaseStudyFormOutput) =>
    save.mutate(
      { id: item.id, body: caseStudyBody(item, changedFields(values, dirtyFields)) },
      {
        onSuccess: (saved) => {
          form.reset(caseStudyFormDefaults(saved));
          notifySuccess(m.editor_case_saved());
        },
        onError: (error) => {
          const refused = showLanguageRefusal(error, {
            title: (language) => refusedTitle(item, language),
            form,
            fieldOf: caseStudyHoleField,
          });
          if (!refused) {
            showRefusal(form, m.editor_case_failed(), {
              fallback: m.editor_case_failed(),
              fieldOf: caseStudyFieldOf,
            })(error);
          }
        },
      },
    );

  return (
    <section
      aria-labelledby="case-texts-heading"
      className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <AdminForm form={form} onSubmit={onSubmit} className="grid gap-6">
        <DraftReporter
          part="caseStudy"
          control={form.control}
          toDraft={(values, dirty) => caseStudyDraft(item, changedFields(values, dirty))}
        />
        <h2 id="case-texts-heading" className="font-display text-2xl">
          {m.editor_case_heading()}
        </h2>
        <TextFieldPair
          fields={[
            {
              name: 'marketplace',
              label: m.editor_case_marketplace(),
              max: CASE_STUDY_LIMITS.marketplace,
            },
            {
              name: 'services',
              label: m.editor_case_services(),
              hint: m.editor_case_services_hint(),
              max: 800,
            },
          ]}
        />
        {(
          [
            ['challenge', m.editor_field_challenge()],
            ['approach', m.editor_field_approach()],
          ] as const
        ).map(([name, label]) => (
          <FormField<CaseStudyFormInput> key={name} name={name} id={`case-${name}`} label={label}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={CASE_STUDY_LIMITS.story}
                className={cn(inputClass, 'resize-y')}
              />
            )}
          </FormField>
        ))}

        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold">{m.editor_case_results()}</legend>
          {metrics.fields.map((row, index) => (
            <div
              key={row.id}
              className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_2fr_1fr_1fr_1fr_auto]"
              data-testid="metric-row"
            >
              {(['label', 'labelFr', 'before', 'after', 'unit'] as const).map((key) => (
                <MetricInput key={key} index={index} part={key} />
              ))}
              <Button
                variant="ghost"
                size="sm"
                aria-label={m.editor_metric_remove({ n: index + 1 })}
                className="self-end"
                onClick={() => metrics.remove(index)}
              >
                <LuTrash2 aria-hidden className="size-4" />
              </Button>
            </div>
          ))}
          {metrics.fields.length < CASE_STUDY_LIMITS.metrics && (
            <Button
              variant="secondary"
              size="sm"
              className="justify-self-start"
              onClick={() => metrics.append(EMPTY_METRIC)}
            >
              <LuPlus aria-hidden className="size-4" />
              {m.editor_metric_add()}
            </Button>
          )}
        </fieldset>

        <TextFieldPair
          fields={[
            {
              name: 'metaTitle',
              label: m.editor_field_meta_title(),
              hint: m.editor_meta_title_hint({ title: item.title }),
              max: CASE_STUDY_LIMITS.metaTitle,
            },
            {
              name: 'metaDescription',
              label: m.editor_field_meta_description(),
              hint: m.editor_meta_description_hint(),
              max: CASE_STUDY_LIMITS.metaDescription,
            },
          ]}
        />
        <Button type="submit" disabled={save.isPending} className="justify-self-start">
          {save.isPending ? m.editor_saving() : m.editor_case_save()}
        </Button>
      </AdminForm>
    </section>
  );
}

type TextName = 'marketplace' | 'services' | 'metaTitle' | 'metaDescription';

/** Two one-line texts side by side on wide screens. */
function TextFieldPair({
  fields,
}: {
  fields: { name: TextName; label: string; hint?: string; max: number }[];
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {fields.map(({ name, label, hint, max }) => (
        <FormField<CaseStudyFormInput>
          key={name}
          name={name}
          id={`case-${name}`}
          label={label}
          hint={hint}
          maxLength={max}
        />
      ))}
    </div>
  );
}

/** Functions, so each reads the render's language. */
const METRIC_LABELS: Record<keyof MetricFormRow, () => string> = {
  label: m.editor_metric_label_en,
  labelFr: m.editor_metric_label_fr,
  before: m.editor_metric_before,
  after: m.editor_metric_after,
  unit: m.editor_metric_unit,
};

const METRIC_PLACEHOLDERS: MetricFormRow = {
  label: 'CVR',
  labelFr: 'Taux de conversion',
  before: '8.5',
  after: '12.5',
  unit: '%',
};

/** One part of a results row: a compact input named by its place, its error below it. */
function MetricInput({ index, part }: { index: number; part: keyof MetricFormRow }) {
  const { register } = useFormContext<CaseStudyFormInput>();
  const name = `metrics.${index}.${part}` as const;
  const id = `case-metric-${index}-${part}`;
  const error = useFieldError(name);
  return (
    <div className="grid min-w-0 content-start gap-1">
      {/* A visible label on every row (issue 27); screen readers also hear the row's number. */}
      <label htmlFor={id} className="text-xs font-semibold text-ink-soft">
        <span className="sr-only">{m.editor_metric_row({ n: index + 1 })} </span>
        {METRIC_LABELS[part]()}
      </label>
      <input
        {...register(name)}
        {...errorProps(id, error)}
        lang={part === 'labelFr' ? 'fr-CA' : part === 'label' ? 'en' : undefined}
        placeholder={METRIC_PLACEHOLDERS[part]}
        inputMode={part === 'before' || part === 'after' ? 'decimal' : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
