import {
  POLICY_SECTIONS,
  PRIVACY_LIMITS,
  privacyPolicyInputSchema,
  type PrivacyPolicyAnswer,
  type PrivacyPolicyInput,
} from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuEye, LuPlus } from 'react-icons/lu';
import { AdminForm, FormField, showRefusal, useZodForm } from '~/admin/shared/form';
import { formatDateTime } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { notifySuccess } from '~/admin/shared/notify';
import { SkeletonList, TableHead } from '~/admin/shared/placeholders';
import { ScrollableTable } from '~/admin/shared/scrollable-table';
import { Button } from '~/components/ui/button';
import { FormActions } from '~/admin/shared/form-actions';
import { Dialog } from '~/components/ui/dialog';
import { inputClass } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { policyVersionQuery, policyVersionsQuery, usePublishPolicy } from './privacy';
import { card, cardHeading, PrivacyFrame } from './privacy-tabs';

/**
 * /admin/privacy/policy (manage_privacy): every published version of the privacy policy with
 * its date, one version's text, and a new version to publish (a change never rewrites one).
 */
export function PrivacyPolicyScreen() {
  const versions = useQuery(policyVersionsQuery);
  const [viewing, setViewing] = useState<number | null>(null);
  // The version the new one starts from, fixed when the form opens: publishing moves the latest.
  const [editing, setEditing] = useState<number | null>(null);
  const latest = versions.data?.[0]?.version;

  return (
    <PrivacyFrame
      title={m.privacy_title_policy()}
      description={m.privacy_policy_description()}
      actions={
        editing === null &&
        latest !== undefined && (
          <Button type="button" onClick={() => setEditing(latest)}>
            <LuPlus aria-hidden className="size-4" />
            {m.privacy_policy_new()}
          </Button>
        )
      }
    >
      {editing !== null && <PublishForm from={editing} onDone={() => setEditing(null)} />}
      <section className="grid gap-4" aria-labelledby="privacy-versions">
        <h2 id="privacy-versions" className={cardHeading}>
          {m.privacy_policy_history()}
        </h2>
        {versions.isPending ? (
          <SkeletonList count={3} itemClassName="h-12 rounded-xl" />
        ) : versions.isError ? (
          <LoadError
            what={m.privacy_policy_what()}
            error={versions.error}
            onRetry={() => void versions.refetch()}
          />
        ) : (
          <ScrollableTable label={m.privacy_policy_history()} testId="policy-versions">
            <TableHead
              columns={[
                { label: m.privacy_policy_version() },
                { label: m.privacy_policy_published_at() },
                { label: m.privacy_policy_published_by() },
                { label: m.privacy_actions(), align: 'right' },
              ]}
            />
            <tbody className="divide-y divide-line">
              {versions.data.map((version, index) => (
                <tr key={version.version}>
                  <td className="px-6 py-3 font-semibold">
                    {m.privacy_policy_version_n({ version: String(version.version) })}
                    {index === 0 && (
                      <span className="ml-2 rounded-full bg-paper-deep px-2 py-0.5 text-xs font-medium">
                        {m.privacy_policy_in_force()}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-3">{formatDateTime(version.publishedAt)}</td>
                  <td className="px-4 py-3">{version.publishedBy}</td>
                  <td className="px-6 py-3 text-right">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => setViewing(version.version)}
                      aria-label={m.privacy_policy_view_n({ version: String(version.version) })}
                    >
                      <LuEye aria-hidden className="size-4" />
                      {m.privacy_policy_view()}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollableTable>
        )}
      </section>
      <Dialog
        open={viewing !== null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        title={m.privacy_policy_version_n({ version: String(viewing ?? '') })}
      >
        {viewing !== null && <VersionText version={viewing} />}
      </Dialog>
    </PrivacyFrame>
  );
}

/** A policy version that could not be read, and a way to try again. */
function PolicyLoadError({ error, retry }: { error: Error; retry: () => Promise<unknown> }) {
  return <LoadError what={m.privacy_policy_what()} error={error} onRetry={() => void retry()} />;
}

/** One version's sections, in the admin's language first and then the other. */
function VersionText({ version }: { version: number }) {
  const policy = useQuery(policyVersionQuery(version));
  if (policy.isPending) return <Spinner className="size-5" />;
  if (policy.isError) return <PolicyLoadError error={policy.error} retry={policy.refetch} />;
  const [first, second] = getLocale() === 'fr' ? (['fr', 'en'] as const) : (['en', 'fr'] as const);
  return (
    <div className="grid max-h-[70vh] gap-6 overflow-y-auto pr-2" data-testid="policy-text">
      <p className="text-sm text-muted">
        {m.privacy_policy_published_line({
          date: formatDateTime(policy.data.publishedAt),
          who: policy.data.publishedBy,
        })}
      </p>
      {POLICY_SECTIONS.map((key) => {
        const { title, body } = policy.data.sections[key];
        return (
          <section key={key} className="grid gap-2">
            <h3 className="font-display text-lg">{title[first]}</h3>
            <p className="text-sm whitespace-pre-line">{body[first]}</p>
            <details className="text-sm text-muted">
              <summary className="cursor-pointer">{title[second]}</summary>
              <p className="mt-2 whitespace-pre-line">{body[second]}</p>
            </details>
          </section>
        );
      })}
    </div>
  );
}

/** The new version's form, filled with the version in force. */
function PublishForm({ from, onDone }: { from: number; onDone: () => void }) {
  const policy = useQuery(policyVersionQuery(from));
  if (policy.isPending) {
    return <div aria-hidden="true" className="h-96 animate-pulse rounded-3xl bg-paper-deep" />;
  }
  if (policy.isError) return <PolicyLoadError error={policy.error} retry={policy.refetch} />;
  return <PublishFields current={policy.data} onDone={onDone} />;
}

const LANGUAGES = [
  { locale: 'fr', title: m.privacy_section_title_fr, body: m.privacy_section_body_fr },
  { locale: 'en', title: m.privacy_section_title_en, body: m.privacy_section_body_en },
] as const;

function PublishFields({ current, onDone }: { current: PrivacyPolicyAnswer; onDone: () => void }) {
  const publish = usePublishPolicy();
  const form = useZodForm(privacyPolicyInputSchema, { sections: current.sections });
  const own = getLocale();
  const onSubmit = ({ sections }: PrivacyPolicyInput) =>
    publish.mutate(sections, {
      onSuccess: (published) => {
        notifySuccess(
          m.privacy_policy_published(),
          m.privacy_policy_version_n({ version: String(published.version) }),
        );
        onDone();
      },
      onError: showRefusal(form, m.privacy_policy_publish_failed()),
    });

  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      className={card}
      aria-labelledby="privacy-publish-title"
    >
      <div>
        <h2 id="privacy-publish-title" className={cardHeading}>
          {m.privacy_policy_new_heading({ version: String(current.version + 1) })}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {m.privacy_policy_new_hint({ placeholder: '{retentionMonths}' })}
        </p>
      </div>
      {POLICY_SECTIONS.map((key) => (
        <fieldset key={key} className="grid min-w-0 gap-4 rounded-2xl bg-paper p-4">
          <legend className="px-1 font-semibold">{current.sections[key].title[own]}</legend>
          <div className="grid gap-4 lg:grid-cols-2">
            {LANGUAGES.map((language) => (
              <div key={language.locale} className="grid content-start gap-4">
                <FormField<PrivacyPolicyInput>
                  name={`sections.${key}.title.${language.locale}`}
                  id={`policy-${key}-title-${language.locale}`}
                  label={language.title()}
                  maxLength={200}
                />
                <FormField<PrivacyPolicyInput>
                  name={`sections.${key}.body.${language.locale}`}
                  id={`policy-${key}-body-${language.locale}`}
                  label={language.body()}
                >
                  {(control) => (
                    <textarea
                      {...control}
                      rows={6}
                      maxLength={PRIVACY_LIMITS.sectionText}
                      className={cn(inputClass, 'resize-y')}
                    />
                  )}
                </FormField>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <FormActions
        onCancel={onDone}
        pending={publish.isPending}
        submitLabel={m.privacy_policy_publish()}
        pendingLabel={m.privacy_publishing()}
      />
    </AdminForm>
  );
}
