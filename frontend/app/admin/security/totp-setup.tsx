import type { TotpSetup } from '@prism/contracts';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field, errorProps, inputClass } from '~/components/ui/field';
import { serverMessage } from '~/admin/shared/api';

/**
 * Scan the QR code (an SVG data URL the admin's CSP allows as an image), or type the
 * secret shown beside it, then prove it with the app's first code.
 */
export function TotpSetupForm({
  setup,
  onConfirm,
  pending,
}: {
  setup: TotpSetup;
  onConfirm: (code: string) => Promise<unknown>;
  pending: boolean;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        onConfirm(code.trim()).catch((failure: unknown) =>
          setError(serverMessage(failure) ?? 'Please try again'),
        );
      }}
    >
      <div className="flex flex-wrap items-center gap-5">
        <img
          src={setup.qrCode}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="rounded-xl border border-line bg-white p-2"
        />
        <div className="min-w-0 text-sm">
          <p className="text-muted">Can’t scan it? Enter this key in your app:</p>
          <p data-testid="totp-secret" className="mt-1 font-mono text-base break-all text-ink">
            {setup.secret}
          </p>
        </div>
      </div>
      <Field id="totp-code" label="Code from your app" error={error}>
        <input
          {...errorProps('totp-code', error)}
          className={inputClass}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        Turn on
      </Button>
    </form>
  );
}
