import type { MessageAnswer } from '@prism/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Field, errorProps, inputClass } from '~/components/ui/field';
import { api, setReauthPrompt } from '~/admin/shared/api';
import { serverMessage } from '~/admin/shared/error-words';
import { m } from '~/paraglide/messages';

/**
 * Asks for the password, or a second-factor code, when a security change answers 403
 * `reauth_required`; the change runs again once the server confirmed it, and
 * fails as it was when the dialog is closed. Mounted once, by the admin shell.
 */
export function ReauthDialog() {
  const [open, setOpen] = useState(false);
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(() => {
    setReauthPrompt(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current?.(false);
          settle.current = resolve;
          setValue('');
          setError(undefined);
          setOpen(true);
        }),
    );
    return () => setReauthPrompt(null);
  }, []);

  const finish = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
    setOpen(false);
  };

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await api<MessageAnswer>('/api/auth/reauthenticate', {
        method: 'POST',
        body: withCode ? { code: value.trim() } : { password: value },
      });
      finish(true);
    } catch (failure) {
      setError(serverMessage(failure) ?? m.admin_please_try_again());
    } finally {
      setBusy(false);
    }
  };

  const id = withCode ? 'reauth-code' : 'reauth-password';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) finish(false);
      }}
      title={m.admin_reauth_title()}
      description={m.admin_reauth_description()}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Field
          id={id}
          label={withCode ? m.admin_reauth_code() : m.admin_field_password()}
          error={error}
        >
          <input
            {...errorProps(id, error)}
            className={inputClass}
            type={withCode ? 'text' : 'password'}
            autoComplete={withCode ? 'one-time-code' : 'current-password'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            className="text-sm underline"
            onClick={() => {
              setWithCode(!withCode);
              setValue('');
              setError(undefined);
            }}
          >
            {withCode ? m.admin_reauth_use_password() : m.admin_reauth_use_code()}
          </button>
          <div className="flex gap-2">
            <Button type="button" variant="secondary" onClick={() => finish(false)}>
              {m.admin_cancel()}
            </Button>
            <Button type="submit" disabled={busy || value === ''}>
              {busy ? m.admin_checking() : m.admin_confirm()}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
