import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, staffProfileSchema, type StaffProfileInput, type UserDto } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from './form-actions';
import { Dialog } from '~/components/ui/dialog';
import { errorProps, Field, inputClass } from '~/components/ui/field';
import { ApiError } from '~/lib/admin/api';
import { profileQuery, useUpdateProfile } from '~/lib/admin/mail';
import { notifyFailure, notifySuccess } from '~/lib/admin/notify';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffProfileInput, unknown, Output>({
    resolver: zodResolver(staffProfileSchema),
    defaultValues: { email: profile.email ?? '', notifyNewLeads: profile.notifyNewLeads },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = (values: Output) =>
    update.mutateAsync(values).then(
      () => {
        notifySuccess('Profile saved');
        onDone();
      },
      (error: unknown) => {
        notifyFailure('Failed to save profile', error);
        if (error instanceof ApiError && error.status === 409) {
          setError('email', { message: error.body?.message ?? 'This address is already used' });
        }
      },
    );

  const emailError = errors.email?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid gap-5"
    >
      <p className="text-sm text-muted">
        Signed in as <strong className="text-ink">{profile.username}</strong>
      </p>
      <Field id="profile-email" label="E-mail" hint="(optional)" error={emailError}>
        <input
          {...register('email')}
          {...errorProps('profile-email', emailError)}
          type="email"
          autoComplete="email"
          maxLength={LIMITS.contact.email}
          className={inputClass}
        />
      </Field>
      <label
        htmlFor="profile-notify"
        className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 py-3"
      >
        <input
          id="profile-notify"
          type="checkbox"
          {...register('notifyNewLeads')}
          className="size-5 rounded border-line accent-[#121115]"
        />
        <span className="text-sm font-semibold">E-mail me new leads</span>
      </label>
      <FormActions
        onCancel={onDone}
        pending={update.isPending}
        submitLabel="Save Profile"
        pendingLabel="Saving..."
      />
    </form>
  );
}
