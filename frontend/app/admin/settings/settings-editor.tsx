import { LIMITS, siteSettingsSchema, SOCIAL_NETWORKS, type SiteSettings } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { AdminForm, showRefusal, FormField, useZodForm } from '~/admin/shared/form';
import { DiscardSaveActions } from '~/admin/shared/form-actions';
import { LoadError } from '~/admin/shared/load-error';
import { PageHeader } from '~/admin/shared/page-header';
import { notifySuccess } from '~/admin/shared/notify';
import { adminSettingsQuery, useSaveSettings } from './settings';
import { ReplyTemplatesManager } from '~/admin/messages/reply-templates';
import { WithHistory } from '~/admin/history/history-panel';
import { settingsFieldLabel } from './settings-field-label';
import { m } from '~/paraglide/messages';

const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  behance: 'Behance',
  dribbble: 'Dribbble',
  x: 'X',
};

/** /admin/settings (manage_settings): the site facts the public pages show, and their history. */
export function SettingsEditor() {
  const settings = useQuery(adminSettingsQuery);
  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow={m.admin_settings_eyebrow()}
        title={m.admin_title_settings()}
        description={m.admin_settings_description()}
      />
      {settings.isPending ? (
        <div aria-hidden="true" className="h-96 animate-pulse rounded-3xl bg-paper-deep" />
      ) : settings.isError ? (
        <LoadError
          what={m.admin_settings_what()}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <WithHistory
          record="/api/admin/settings"
          live
          fieldLabel={settingsFieldLabel}
          dataUpdatedAt={settings.dataUpdatedAt}
        >
          <SettingsForm initial={settings.data} />
        </WithHistory>
      )}
      <ReplyTemplatesManager />
    </div>
  );
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const save = useSaveSettings();
  const form = useZodForm(siteSettingsSchema, initial);
  const { reset } = form;

  const onSubmit = (values: SiteSettings) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(saved);
        notifySuccess(m.admin_settings_saved(), m.admin_settings_saved_text());
      },
      onError: showRefusal(form, m.admin_settings_save_failed()),
    });

  const card = 'grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8';
  const heading = 'font-display text-xl font-medium tracking-tight';

  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-label={m.admin_settings_form()}
    >
      <section className={card} aria-labelledby="settings-contact">
        <h2 id="settings-contact" className={heading}>
          {m.admin_settings_contact()}
        </h2>
        <FormField<SiteSettings>
          name="contactEmail"
          id="settings-email"
          label={m.admin_settings_contact_email()}
          type="email"
          maxLength={LIMITS.contact.email}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField<SiteSettings>
            name="availability"
            id="settings-availability"
            label={m.admin_settings_availability()}
            maxLength={LIMITS.settings.line}
          />
          <FormField<SiteSettings>
            name="location"
            id="settings-location"
            label={m.admin_settings_location()}
            maxLength={LIMITS.settings.line}
          />
        </div>
      </section>

      <section className={card} aria-labelledby="settings-social">
        <div>
          <h2 id="settings-social" className={heading}>
            {m.admin_settings_social()}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.admin_settings_social_hint()}</p>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <FormField<SiteSettings>
              key={network}
              name={`social.${network}`}
              id={`settings-social-${network}`}
              label={SOCIAL_LABELS[network]}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={LIMITS.settings.url}
            />
          ))}
        </div>
      </section>

      <section className={card} aria-labelledby="settings-stats">
        <div>
          <h2 id="settings-stats" className={heading}>
            {m.admin_settings_stats()}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.admin_settings_stats_hint()}</p>
        </div>
        <div className="grid gap-6 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <fieldset key={i} className="grid min-w-0 gap-4 rounded-2xl bg-paper p-4">
              <legend className="sr-only">Stat {i + 1}</legend>
              <FormField<SiteSettings>
                name={`stats.${i}.value`}
                id={`settings-stat-${i}-value`}
                label={m.admin_settings_stat_value({ n: i + 1 })}
                maxLength={LIMITS.settings.statValue}
              />
              <FormField<SiteSettings>
                name={`stats.${i}.label`}
                id={`settings-stat-${i}-label`}
                label={m.admin_settings_stat_label({ n: i + 1 })}
                maxLength={LIMITS.settings.statLabel}
              />
            </fieldset>
          ))}
        </div>
      </section>

      <DiscardSaveActions
        onDiscard={() => reset()}
        dirty={form.formState.isDirty}
        discardLabel={m.admin_settings_discard()}
        pending={save.isPending}
        submitLabel={m.admin_settings_submit()}
        pendingLabel={m.admin_saving()}
      />
    </AdminForm>
  );
}
