import type { TotpSetup } from '@prism/contracts';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Field, errorProps, inputClass } from '~/components/ui/field';
import { serverMessage } from '~/admin/shared/error-words';
import { m } from '~/paraglide/messages';

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
          setError(serverMessage(failure) ?? m.admin_please_try_again()),
        );
      }}
    >
      <div className="flex flex-wrap items-center gap-5">
        <img
          src={setup.qrCode}
          alt={m.admin_totp_qr()}
          width={176}
          height={176}
          className="rounded-xl border border-line bg-white p-2"
        />
        <div className="min-w-0 text-sm">
          <p className="text-muted">{m.admin_totp_cant_scan()}</p>
          <p data-testid="totp-secret" className="mt-1 font-mono text-base break-all text-ink">
            {setup.secret}
          </p>
        </div>
      </div>
      <Field id="totp-code" label={m.admin_totp_code()} error={error}>
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
        {m.admin_totp_turn_on()}
      </Button>
    </form>
  );
}
