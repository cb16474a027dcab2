import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, siteSettingsSchema, SOCIAL_NETWORKS, type SiteSettings } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { LoadError } from './load-error';
import { PageHeader } from './page-header';
import { Button } from '~/components/ui/button';
import { errorProps, Field, inputClass } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/lib/admin/api';
import { notifyFailure, notifySuccess } from '~/lib/admin/notify';
import { settingsQuery, useSaveSettings } from '~/lib/admin/settings';

const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  behance: 'Behance',
  dribbble: 'Dribbble',
  x: 'X',
};

/** /admin/settings (manage_settings): the site facts the public pages show. */
export function SettingsEditor() {
  const settings = useQuery(settingsQuery);
  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow="Site"
        title="Site Settings"
        description="Contact details, availability, social links and the About stats shown on the public site."
      />
      {settings.isPending ? (
        <div aria-hidden="true" className="h-96 animate-pulse rounded-3xl bg-paper-deep" />
      ) : settings.isError ? (
        <LoadError
          what="the settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </div>
  );
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const save = useSaveSettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = (values: SiteSettings) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(saved);
        notifySuccess('Settings saved successfully', 'The public site shows them now.');
      },
      onError: (error) => {
        notifyFailure('Failed to save settings', error);
        if (error instanceof ApiError) {
          for (const { field, message } of error.body?.fields ?? []) {
            setError(field as keyof SiteSettings, { message });
          }
        }
      },
    });

  const card = 'grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8';
  const heading = 'font-display text-xl font-medium tracking-tight';

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid gap-6"
      aria-label="Site settings"
    >
      <section className={card} aria-labelledby="settings-contact">
        <h2 id="settings-contact" className={heading}>
          Contact
        </h2>
        <Field id="settings-email" label="Contact e-mail" error={errors.contactEmail?.message}>
          <input
            {...register('contactEmail')}
            {...errorProps('settings-email', errors.contactEmail?.message)}
            type="email"
            maxLength={LIMITS.contact.email}
            className={inputClass}
          />
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field
            id="settings-availability"
            label="Availability"
            error={errors.availability?.message}
          >
            <input
              {...register('availability')}
              {...errorProps('settings-availability', errors.availability?.message)}
              maxLength={LIMITS.settings.line}
              className={inputClass}
            />
          </Field>
          <Field id="settings-location" label="Location" error={errors.location?.message}>
            <input
              {...register('location')}
              {...errorProps('settings-location', errors.location?.message)}
              maxLength={LIMITS.settings.line}
              className={inputClass}
            />
          </Field>
        </div>
      </section>

      <section className={card} aria-labelledby="settings-social">
        <div>
          <h2 id="settings-social" className={heading}>
            Social links
          </h2>
          <p className="mt-1 text-sm text-muted">
            https:// addresses; leave a field empty to hide it.
          </p>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => {
            const id = `settings-social-${network}`;
            const error = errors.social?.[network]?.message;
            return (
              <Field key={network} id={id} label={SOCIAL_LABELS[network]} error={error}>
                <input
                  {...register(`social.${network}`)}
                  {...errorProps(id, error)}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  maxLength={LIMITS.settings.url}
                  className={inputClass}
                />
              </Field>
            );
          })}
        </div>
      </section>

      <section className={card} aria-labelledby="settings-stats">
        <div>
          <h2 id="settings-stats" className={heading}>
            About stats
          </h2>
          <p className="mt-1 text-sm text-muted">The three figures in the About section.</p>
        </div>
        <div className="grid gap-6 md:grid-cols-3">
          {[0, 1, 2].map((i) => {
            const valueError = errors.stats?.[i]?.value?.message;
            const labelError = errors.stats?.[i]?.label?.message;
            return (
              <fieldset key={i} className="grid min-w-0 gap-4 rounded-2xl bg-paper p-4">
                <legend className="sr-only">Stat {i + 1}</legend>
                <Field
                  id={`settings-stat-${i}-value`}
                  label={`Stat ${i + 1} value`}
                  error={valueError}
                >
                  <input
                    {...register(`stats.${i}.value`)}
                    {...errorProps(`settings-stat-${i}-value`, valueError)}
                    maxLength={LIMITS.settings.statValue}
                    className={inputClass}
                  />
                </Field>
                <Field
                  id={`settings-stat-${i}-label`}
                  label={`Stat ${i + 1} label`}
                  error={labelError}
                >
                  <input
                    {...register(`stats.${i}.label`)}
                    {...errorProps(`settings-stat-${i}-label`, labelError)}
                    maxLength={LIMITS.settings.statLabel}
                    className={inputClass}
                  />
                </Field>
              </fieldset>
            );
          })}
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => reset()} disabled={!isDirty || save.isPending}>
          Discard changes
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner className="size-4" />}
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
