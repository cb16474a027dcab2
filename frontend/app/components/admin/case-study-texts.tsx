import { CASE_STUDY_LIMITS, caseStudySchema, type PortfolioItemDto } from '@prism/contracts';
import { useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { ApiError } from '~/lib/admin/api';
import { useSaveCaseStudy } from '~/lib/admin/case-study';
import { notifyFailure, notifySuccess } from '~/lib/admin/notify';
import { cn } from '~/lib/cn';

interface MetricRow {
  label: string;
  before: string;
  after: string;
  unit: string;
}

/** Metric values as typed: a number, or the text itself so the schema names the field. */
const asNumber = (text: string): number | string =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/**
 * The case study's texts and results: marketplace, services, challenge, approach, SEO
 * texts and the metrics of the results band, checked with the server's schema and saved
 * in one call.
 */
export function CaseStudyTexts({ item }: { item: PortfolioItemDto }) {
  const [marketplace, setMarketplace] = useState(item.marketplace);
  const [services, setServices] = useState(item.services.join(', '));
  const [challenge, setChallenge] = useState(item.challenge);
  const [approach, setApproach] = useState(item.approach);
  const [metaTitle, setMetaTitle] = useState(item.metaTitle);
  const [metaDescription, setMetaDescription] = useState(item.metaDescription);
  const [metrics, setMetrics] = useState<MetricRow[]>(
    item.metrics.map((m) => ({ ...m, before: String(m.before), after: String(m.after) })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCaseStudy();

  const onSave = () => {
    const body = {
      marketplace,
      services: services
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      challenge,
      approach,
      metaTitle,
      metaDescription,
      metrics: metrics.map((m) => ({
        label: m.label,
        before: asNumber(m.before),
        after: asNumber(m.after),
        unit: m.unit,
      })),
    };
    const parsed = caseStudySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id: item.id, body: parsed.data },
      {
        onSuccess: () => notifySuccess('Case study saved'),
        onError: (error) => {
          notifyFailure('Failed to save the case study', error, 'Failed to save the case study');
          if (error instanceof ApiError) {
            setErrors(
              Object.fromEntries((error.body?.fields ?? []).map((f) => [f.field, f.message])),
            );
          }
        },
      },
    );
  };

  const text = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    max: number,
    hint?: string,
  ) => (
    <Field id={`case-${id}`} label={label} error={errors[id]} hint={hint}>
      <input
        id={`case-${id}`}
        value={value}
        maxLength={max}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[id] ? true : undefined}
        className={inputClass}
      />
    </Field>
  );

  const setMetric = (index: number, change: Partial<MetricRow>) =>
    setMetrics((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <section
      aria-labelledby="case-texts-heading"
      className="grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="case-texts-heading" className="font-display text-2xl">
        Case study
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {text(
          'marketplace',
          'Marketplace',
          marketplace,
          setMarketplace,
          CASE_STUDY_LIMITS.marketplace,
        )}
        {text('services', 'Services delivered', services, setServices, 800, 'comma separated')}
      </div>
      {(['challenge', 'approach'] as const).map((key) => (
        <Field
          key={key}
          id={`case-${key}`}
          label={key === 'challenge' ? 'Challenge' : 'Approach'}
          error={errors[key]}
        >
          <textarea
            id={`case-${key}`}
            rows={4}
            maxLength={CASE_STUDY_LIMITS.story}
            value={key === 'challenge' ? challenge : approach}
            onChange={(event) =>
              (key === 'challenge' ? setChallenge : setApproach)(event.target.value)
            }
            className={cn(inputClass, 'resize-y')}
          />
        </Field>
      ))}

      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">Results</legend>
        {metrics.map((metric, index) => (
          <div
            key={index}
            className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]"
            data-testid="metric-row"
          >
            {(['label', 'before', 'after', 'unit'] as const).map((key) => {
              const error = errors[`metrics.${index}.${key}`];
              return (
                <div key={key} className="grid gap-1">
                  <input
                    aria-label={`Metric ${index + 1} ${key}`}
                    placeholder={{ label: 'CVR', before: 'Before', after: 'After', unit: '%' }[key]}
                    inputMode={key === 'before' || key === 'after' ? 'decimal' : undefined}
                    value={metric[key]}
                    onChange={(event) => setMetric(index, { [key]: event.target.value })}
                    aria-invalid={error ? true : undefined}
                    className={inputClass}
                  />
                  {error && <p className="text-xs font-medium text-red-700">{error}</p>}
                </div>
              );
            })}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove metric ${index + 1}`}
              onClick={() => setMetrics((rows) => rows.filter((_, i) => i !== index))}
            >
              <LuTrash2 aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        {metrics.length < CASE_STUDY_LIMITS.metrics && (
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              setMetrics((rows) => [...rows, { label: '', before: '', after: '', unit: '' }])
            }
          >
            <LuPlus aria-hidden className="size-4" />
            Add metric
          </Button>
        )}
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        {text(
          'metaTitle',
          'Heading in search results',
          metaTitle,
          setMetaTitle,
          CASE_STUDY_LIMITS.metaTitle,
          `default: ${item.title}`,
        )}
        {text(
          'metaDescription',
          'Summary in search results',
          metaDescription,
          setMetaDescription,
          CASE_STUDY_LIMITS.metaDescription,
          'default: the description',
        )}
      </div>
      <Button onClick={onSave} disabled={save.isPending} className="justify-self-start">
        {save.isPending ? 'Saving...' : 'Save case study'}
      </Button>
    </section>
  );
}
