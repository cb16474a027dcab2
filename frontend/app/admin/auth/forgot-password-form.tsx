import {
  passwordResetRequestSchema,
  type PasswordResetRequestInput,
} from '@prism/contracts/credentials';
import { LIMITS } from '@prism/contracts/limits';
import { useState } from 'react';
import type { z } from 'zod';
import { AccountCard } from './account-card';
import { AdminForm, showRefusal, FormField, useZodForm } from '~/admin/shared/form';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useRequestReset } from './account-links';
import { m } from '~/paraglide/messages';

type Output = z.output<typeof passwordResetRequestSchema>;

/**
 * /admin/forgot-password: asks for the account's address and says the same thing whether
 * or not an account has it.
 */
export function ForgotPasswordForm() {
  const request = useRequestReset();
  const form = useZodForm(passwordResetRequestSchema, { email: '' });
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = (values: Output) =>
    request.mutate(values, {
      onSuccess: () => setSent(m.admin_forgot_sent()),
      onError: showRefusal(form, m.admin_forgot_failed()),
    });

  return (
    <AccountCard title={m.admin_forgot_title()} intro={m.admin_forgot_intro()}>
      {sent ? (
        <p role="status" className="mt-8 rounded-2xl bg-paper px-5 py-4 text-sm text-ink">
          {sent} {m.admin_forgot_link_once()}
        </p>
      ) : (
        <AdminForm form={form} onSubmit={onSubmit} className="mt-8 grid gap-5">
          <FormField<PasswordResetRequestInput>
            name="email"
            id="forgot-email"
            label={m.admin_profile_email()}
            type="email"
            autoComplete="email"
            maxLength={LIMITS.contact.email}
          />
          <Button type="submit" disabled={request.isPending} className="mt-2 h-12 w-full text-base">
            {request.isPending && <Spinner className="size-4" />}
            {request.isPending ? m.admin_sending() : m.admin_forgot_submit()}
          </Button>
        </AdminForm>
      )}
    </AccountCard>
  );
}
