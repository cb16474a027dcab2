import {
  LIMITS,
  staffProfileSchema,
  type StaffProfileInput,
  type UserAnswer,
} from '@prism/contracts';
import { LOCALES } from '@prism/contracts/locale';
import { useQuery } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { AdminForm, showRefusal, FormCheckbox, FormField, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { Dialog } from '~/components/ui/dialog';
import { Select } from '~/components/ui/select';
import { profileQuery, useUpdateProfile } from '~/admin/messages/mail';
import { notifySuccess } from '~/admin/shared/notify';
import { LocaleOptions } from '~/admin/shared/language-picker';
import { m } from '~/paraglide/messages';
import { extractLocaleFromNavigator, setLocale } from '~/paraglide/runtime';
import { FALLBACK_LOCALE } from '~/lib/locale';

/** The profile as the form holds it: the language select's empty value is "the browser's". */
const profileFormSchema = staffProfileSchema.extend({
  locale: z.enum(['', ...LOCALES]).transform((value) => (value === '' ? null : value)),
});
type Input = z.input<typeof profileFormSchema>;
type Output = z.output<typeof profileFormSchema>;

/**
 * The signed-in user's e-mail address, whether new leads are mailed to them, and the
 * language of their admin and mail (docs/product.md#admin-access).
 */
export function ProfileDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const profile = useQuery({ ...profileQuery, enabled: open });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.admin_profile_title()}
      description={m.admin_profile_description()}
    >
      {profile.data ? (
        <ProfileForm profile={profile.data} onDone={() => onOpenChange(false)} />
      ) : profile.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {m.admin_profile_load_failed()}
        </p>
      ) : (
        <p className="text-sm text-muted">{m.admin_loading()}</p>
      )}
    </Dialog>
  );
}

function ProfileForm({ profile, onDone }: { profile: UserAnswer; onDone: () => void }) {
  const update = useUpdateProfile();
  const revalidator = useRevalidator();
  const form = useZodForm(profileFormSchema, {
    email: profile.email ?? '',
    notifyNewLeads: profile.notifyNewLeads,
    locale: profile.locale ?? '',
  });

  const onSubmit = (values: Output) =>
    update.mutate(values satisfies StaffProfileInput, {
      onSuccess: (saved) => {
        // A new language: the guard answers it again and every screen draws in it.
        const changed = saved.locale !== profile.locale;
        void (changed ? revalidator.revalidate() : Promise.resolve()).then(() => {
          // Worded now, before the root's next render sets the new language.
          if (changed) {
            void setLocale(saved.locale ?? extractLocaleFromNavigator() ?? FALLBACK_LOCALE, {
              reload: false,
            });
          }
          notifySuccess(m.admin_profile_saved());
          onDone();
        });
      },
      onError: showRefusal(form, m.admin_profile_save_failed(), {
        conflict: { field: 'email', fallback: m.admin_profile_email_taken() },
      }),
    });

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <p className="text-sm text-muted">
        {m.admin_profile_signed_in_as()} <strong className="text-ink">{profile.username}</strong>
      </p>
      <FormField<Input>
        name="email"
        id="profile-email"
        label={m.admin_profile_email()}
        hint={m.admin_optional()}
        type="email"
        autoComplete="email"
        maxLength={LIMITS.contact.email}
      />
      <FormCheckbox<Input>
        name="notifyNewLeads"
        id="profile-notify"
        label={m.admin_profile_notify()}
        note={m.admin_profile_notify_note()}
      />
      <FormField<Input> name="locale" id="profile-locale" label={m.admin_profile_language()}>
        {(control) => (
          <Select {...control}>
            <option value="">{m.admin_profile_language_browser()}</option>
            <LocaleOptions />
          </Select>
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={update.isPending}
        submitLabel={m.admin_profile_submit()}
        pendingLabel={m.admin_saving()}
      />
    </AdminForm>
  );
}
