import { PRIVACY_LIMITS, RETENTION_ACTIONS, type PrivacySettings } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { WithHistory } from '~/admin/history/history-panel';
import { AdminForm, FormCheckbox, FormField, showRefusal, useZodForm } from '~/admin/shared/form';
import { DiscardSaveActions } from '~/admin/shared/form-actions';
import { LoadError } from '~/admin/shared/load-error';
import { notifySuccess } from '~/admin/shared/notify';
import { inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { privacySettingsQuery, useSavePrivacySettings } from './privacy';
import { privacyFieldLabel } from './privacy-field-label';
import { settingsDraft, settingsFormSchema, type SettingsDraft } from './privacy-logic';
import { card, cardHeading, PrivacyFrame } from './privacy-tabs';

const ACTION_LABELS: Record<(typeof RETENTION_ACTIONS)[number], () => string> = {
  anonymise: m.privacy_retention_anonymise,
  destroy: m.privacy_retention_destroy,
};

/**
 * /admin/privacy (manage_privacy): the person in charge, lead retention and the news opt-in,
 * and their history. A save names the version read; a colleague's save in between is merged
 * or, on the same field, asked about in the conflict dialog.
 */
export function PrivacySettingsScreen() {
  const settings = useQuery(privacySettingsQuery);
  return (
    <PrivacyFrame title={m.privacy_title_settings()} description={m.privacy_settings_description()}>
      {settings.isPending ? (
        <div aria-hidden="true" className="h-96 animate-pulse rounded-3xl bg-paper-deep" />
      ) : settings.isError ? (
        <LoadError
          what={m.privacy_settings_what()}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <WithHistory
          record="/api/admin/privacy/settings"
          live
          fieldLabel={privacyFieldLabel}
          dataUpdatedAt={settings.dataUpdatedAt}
        >
          <SettingsForm initial={settings.data} />
        </WithHistory>
      )}
    </PrivacyFrame>
  );
}

function SettingsForm({ initial }: { initial: PrivacySettings }) {
  const save = useSavePrivacySettings();
  const form = useZodForm(settingsFormSchema, settingsDraft(initial));
  const { reset } = form;
  const onSubmit = (values: PrivacySettings) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(settingsDraft(saved));
        notifySuccess(m.privacy_settings_saved(), m.privacy_settings_saved_text());
      },
      onError: showRefusal(form, m.privacy_settings_save_failed()),
    });

  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-label={m.privacy_title_settings()}
    >
      <section className={card} aria-labelledby="privacy-officer">
        <div>
          <h2 id="privacy-officer" className={cardHeading}>
            {m.privacy_officer_heading()}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.privacy_officer_hint()}</p>
        </div>
        <FormField<SettingsDraft>
          name="officer.name"
          id="privacy-officer-name"
          label={m.privacy_officer_name()}
          maxLength={PRIVACY_LIMITS.officerName}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField<SettingsDraft>
            name="officer.title.fr"
            id="privacy-officer-title-fr"
            label={m.privacy_officer_title_fr()}
            maxLength={PRIVACY_LIMITS.officerTitle}
          />
          <FormField<SettingsDraft>
            name="officer.title.en"
            id="privacy-officer-title-en"
            label={m.privacy_officer_title_en()}
            maxLength={PRIVACY_LIMITS.officerTitle}
          />
        </div>
        <FormField<SettingsDraft>
          name="officer.email"
          id="privacy-officer-email"
          label={m.privacy_officer_email()}
          type="email"
          maxLength={PRIVACY_LIMITS.email}
        />
        <FormField<SettingsDraft>
          name="officer.address"
          id="privacy-officer-address"
          label={m.privacy_officer_address()}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={PRIVACY_LIMITS.address}
              className={cn(inputClass, 'resize-y')}
            />
          )}
        </FormField>
      </section>

      <section className={card} aria-labelledby="privacy-retention">
        <div>
          <h2 id="privacy-retention" className={cardHeading}>
            {m.privacy_retention_heading()}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.privacy_retention_hint()}</p>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField<SettingsDraft>
            name="retention.months"
            id="privacy-retention-months"
            label={m.privacy_retention_months()}
            inputMode="numeric"
            hint={m.privacy_retention_months_hint({
              min: PRIVACY_LIMITS.retentionMonths.min,
              max: PRIVACY_LIMITS.retentionMonths.max,
            })}
          />
          <FormField<SettingsDraft>
            name="retention.action"
            id="privacy-retention-action"
            label={m.privacy_retention_action()}
          >
            {(control) => (
              <Select {...control}>
                {RETENTION_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {ACTION_LABELS[action]()}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <FormCheckbox<SettingsDraft>
          name="newsOptIn"
          id="privacy-news-opt-in"
          label={m.privacy_news_opt_in()}
          note={m.privacy_news_opt_in_note()}
        />
      </section>

      <DiscardSaveActions
        onDiscard={() => reset()}
        dirty={form.formState.isDirty}
        discardLabel={m.privacy_discard()}
        pending={save.isPending}
        submitLabel={m.privacy_settings_submit()}
        pendingLabel={m.privacy_saving()}
      />
    </AdminForm>
  );
}
