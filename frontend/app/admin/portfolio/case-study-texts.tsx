import { CASE_STUDY_LIMITS, type PortfolioItemAnswer } from '@prism/contracts';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  AdminForm,
  applyServerErrors,
  FormField,
  useFieldError,
  useZodForm,
} from '~/admin/shared/form';
import { Button } from '~/components/ui/button';
import { errorProps, inputClass } from '~/components/ui/field';
import {
  caseStudyFieldOf,
  caseStudyFormDefaults,
  caseStudyFormSchema,
  EMPTY_METRIC,
  type CaseStudyFormInput,
  type CaseStudyFormOutput,
  type MetricFormRow,
} from './case-study-form';
import { useSaveCaseStudy } from './case-study';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';

/**
 * The case study's texts and results: marketplace, services, challenge, approach, SEO
 * texts and the metrics of the results band, checked with the server's schema and saved
 * in one call.
 */
export function CaseStudyTexts({ item }: { item: PortfolioItemAnswer }) {
  const form = useZodForm(caseStudyFormSchema, caseStudyFormDefaults(item));
  const metrics = useFieldArray({ control: form.control, name: 'metrics' });
  const save = useSaveCaseStudy();

  const onSubmit = (body: CaseStudyFormOutput) =>
    save.mutate(
      { id: item.id, body },
      {
        onSuccess: () => notifySuccess('Case study saved'),
        onError: (error) => {
          notifyFailure('Failed to save the case study', error, 'Failed to save the case study');
          applyServerErrors(form.setError, error, { fieldOf: caseStudyFieldOf });
        },
      },
    );

  return (
    <section
      aria-labelledby="case-texts-heading"
      className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <AdminForm form={form} onSubmit={onSubmit} className="grid gap-6">
        <h2 id="case-texts-heading" className="font-display text-2xl">
          Case study
        </h2>
        <TextFieldPair
          fields={[
            { name: 'marketplace', label: 'Marketplace', max: CASE_STUDY_LIMITS.marketplace },
            { name: 'services', label: 'Services delivered', hint: 'comma separated', max: 800 },
          ]}
        />
        {(
          [
            ['challenge', 'Challenge'],
            ['approach', 'Approach'],
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
          <legend className="text-sm font-semibold">Results</legend>
          {metrics.fields.map((row, index) => (
            <div
              key={row.id}
              className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]"
              data-testid="metric-row"
            >
              {(['label', 'before', 'after', 'unit'] as const).map((key) => (
                <MetricInput key={key} index={index} part={key} />
              ))}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove metric ${index + 1}`}
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
              Add metric
            </Button>
          )}
        </fieldset>

        <TextFieldPair
          fields={[
            {
              name: 'metaTitle',
              label: 'Heading in search results',
              hint: `default: ${item.title}`,
              max: CASE_STUDY_LIMITS.metaTitle,
            },
            {
              name: 'metaDescription',
              label: 'Summary in search results',
              hint: 'default: the description',
              max: CASE_STUDY_LIMITS.metaDescription,
            },
          ]}
        />
        <Button type="submit" disabled={save.isPending} className="justify-self-start">
          {save.isPending ? 'Saving...' : 'Save case study'}
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

const METRIC_LABELS: MetricFormRow = {
  label: 'Label',
  before: 'Before',
  after: 'After',
  unit: 'Unit',
};

const METRIC_PLACEHOLDERS: MetricFormRow = {
  label: 'CVR',
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
        <span className="sr-only">Metric {index + 1} </span>
        {METRIC_LABELS[part]}
      </label>
      <input
        {...register(name)}
        {...errorProps(id, error)}
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
