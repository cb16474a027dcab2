import { secondStepCodeSchema, type SecondStepCodeInput } from '@prism/contracts/credentials';
import { AdminForm, FormField, useZodForm } from '~/admin/shared/form';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { m } from '~/paraglide/messages';

/**
 * Under the login form once the sign-in answered 429 (ADR 030): the refusal stays on the
 * screen, and a code of the account's second factor sent with the same username and
 * password signs in even while others' failures hold the account locked.
 */
export function LockedSignIn({
  message,
  pending,
  onCode,
}: {
  message: string;
  pending: boolean;
  onCode: (code: string) => void;
}) {
  const form = useZodForm(secondStepCodeSchema, { code: '' });
  return (
    <section
      aria-label={m.admin_locked_label()}
      className="mt-6 grid gap-4 border-t border-line pt-6"
    >
      <p role="alert" className="text-sm text-ink">
        {message}
      </p>
      <AdminForm form={form} onSubmit={({ code }) => onCode(code)} className="grid gap-4">
        <FormField<SecondStepCodeInput>
          name="code"
          id="locked-sign-in-code"
          label={m.admin_locked_code_label()}
          hint={m.admin_locked_code_hint()}
          autoComplete="one-time-code"
        />
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending && <Spinner className="size-4" />}
          {m.admin_locked_submit()}
        </Button>
      </AdminForm>
    </section>
  );
}
