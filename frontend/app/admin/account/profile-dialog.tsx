import { LIMITS, staffProfileSchema, type StaffProfileInput, type UserDto } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AdminForm,
  applyServerErrors,
  FormCheckbox,
  FormField,
  useZodForm,
} from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { Dialog } from '~/components/ui/dialog';
import { profileQuery, useUpdateProfile } from '~/admin/messages/mail';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';

type Output = z.output<typeof staffProfileSchema>;

/** The signed-in user's e-mail address and whether new leads are mailed to them. */
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
      title="My profile"
      description="Where Prism e-mails you about new leads from the contact form."
    >
      {profile.data ? (
        <ProfileForm profile={profile.data} onDone={() => onOpenChange(false)} />
      ) : profile.isError ? (
        <p role="alert" className="text-sm text-red-900">
          Could not load your profile.
        </p>
      ) : (
        <p className="text-sm text-muted">Loading…</p>
      )}
    </Dialog>
  );
}

function ProfileForm({ profile, onDone }: { profile: UserDto; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useZodForm(staffProfileSchema, {
    email: profile.email ?? '',
    notifyNewLeads: profile.notifyNewLeads,
  });

  const onSubmit = (values: Output) =>
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess('Profile saved');
        onDone();
      },
      onError: (error) => {
        notifyFailure('Failed to save profile', error);
        applyServerErrors(form.setError, error, {
          conflict: { field: 'email', fallback: 'This address is already used' },
        });
      },
    });

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <p className="text-sm text-muted">
        Signed in as <strong className="text-ink">{profile.username}</strong>
      </p>
      <FormField<StaffProfileInput>
        name="email"
        id="profile-email"
        label="E-mail"
        hint="(optional)"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.contact.email}
      />
      <FormCheckbox<StaffProfileInput>
        name="notifyNewLeads"
        id="profile-notify"
        label="E-mail me new leads"
        note="each new contact message"
      />
      <FormActions
        onCancel={onDone}
        pending={update.isPending}
        submitLabel="Save Profile"
        pendingLabel="Saving..."
      />
    </AdminForm>
  );
}
