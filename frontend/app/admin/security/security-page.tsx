import type { TotpSetup } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '~/admin/shared/load-error';
import { PageHeader } from '~/admin/shared/page-header';
import { RecoveryCodesList } from './recovery-codes';
import { TotpSetupForm } from './totp-setup';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import {
  secondFactorQuery,
  useAddPasskey,
  useConfirmTotp,
  useNewRecoveryCodes,
  useRemovePasskey,
  useRemoveTotp,
  useStartTotp,
} from './second-factor';

/** /admin/security: the signed-in user's second factors (ADR 029). */
export function SecurityPage() {
  const status = useQuery(secondFactorQuery());
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [passkeyName, setPasskeyName] = useState('');
  const startTotp = useStartTotp();
  const confirmTotp = useConfirmTotp();
  const removeTotp = useRemoveTotp();
  const newCodes = useNewRecoveryCodes();
  const addPasskey = useAddPasskey();
  const removePasskey = useRemovePasskey();
  const showCodes = (fresh: string[]) => {
    if (fresh.length > 0) setCodes(fresh);
  };

  return (
    <div className="grid gap-8">
      <PageHeader
        eyebrow="Your account"
        title="Security"
        description="A second factor protects your account even if your password leaks."
      />
      {status.isError && (
        <LoadError
          what="your second factors"
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      )}
      {status.data && (
        <>
          {status.data.required && (
            <p className="rounded-2xl bg-accent-soft/60 px-5 py-3 text-sm text-ink">
              Your role requires a second factor.
            </p>
          )}
          {codes && <RecoveryCodesList codes={codes} />}
          <section
            aria-labelledby="totp-title"
            className="grid gap-4 rounded-3xl border border-line bg-white p-6"
          >
            <h2 id="totp-title" className="font-display text-xl font-medium">
              Authenticator app
            </h2>
            {status.data.totp ? (
              <div className="flex flex-wrap items-center gap-4">
                <p className="text-ink-soft">On.</p>
                <Button
                  variant="secondary"
                  disabled={removeTotp.isPending}
                  onClick={() =>
                    removeTotp.mutate(undefined, {
                      onSuccess: () => notifySuccess('Authenticator app removed'),
                      onError: (e) => notifyFailure('Could not remove it', e),
                    })
                  }
                >
                  Remove
                </Button>
              </div>
            ) : setup ? (
              <TotpSetupForm
                setup={setup}
                pending={confirmTotp.isPending}
                onConfirm={async (code) => {
                  showCodes((await confirmTotp.mutateAsync(code)).recoveryCodes);
                  setSetup(null);
                  notifySuccess('Authenticator app turned on');
                }}
              />
            ) : (
              <Button
                className="w-fit"
                disabled={startTotp.isPending}
                onClick={() =>
                  startTotp.mutate(undefined, {
                    onSuccess: setSetup,
                    onError: (e) => notifyFailure('Could not start the setup', e),
                  })
                }
              >
                Set up an authenticator app
              </Button>
            )}
          </section>
          <section
            aria-labelledby="passkeys-title"
            className="grid gap-4 rounded-3xl border border-line bg-white p-6"
          >
            <h2 id="passkeys-title" className="font-display text-xl font-medium">
              Passkeys
            </h2>
            {status.data.passkeys.length > 0 && (
              <ul className="grid gap-2">
                {status.data.passkeys.map((passkey) => (
                  <li
                    key={passkey.id}
                    className="flex flex-wrap items-center justify-between gap-3"
                  >
                    <span>{passkey.name}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove passkey ${passkey.name}`}
                      disabled={removePasskey.isPending}
                      onClick={() =>
                        removePasskey.mutate(passkey.id, {
                          onError: (e) => notifyFailure('Could not remove the passkey', e),
                        })
                      }
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                addPasskey.mutate(passkeyName.trim(), {
                  onSuccess: (answer) => {
                    showCodes(answer.recoveryCodes);
                    setPasskeyName('');
                    notifySuccess('Passkey added');
                  },
                  onError: (e) => notifyFailure('Could not add the passkey', e),
                });
              }}
            >
              <Field id="passkey-name" label="Name" hint="(optional)" className="min-w-56 flex-1">
                <input
                  id="passkey-name"
                  className={inputClass}
                  value={passkeyName}
                  maxLength={60}
                  onChange={(event) => setPasskeyName(event.target.value)}
                />
              </Field>
              <Button type="submit" disabled={addPasskey.isPending}>
                Add a passkey
              </Button>
            </form>
          </section>
          {(status.data.totp || status.data.passkeys.length > 0) && (
            <section
              aria-labelledby="codes-title"
              className="grid gap-3 rounded-3xl border border-line bg-white p-6"
            >
              <h2 id="codes-title" className="font-display text-xl font-medium">
                Recovery codes
              </h2>
              <p className="text-ink-soft">{status.data.recoveryCodesLeft} of 10 left.</p>
              <Button
                variant="secondary"
                className="w-fit"
                disabled={newCodes.isPending}
                onClick={() =>
                  newCodes.mutate(undefined, {
                    onSuccess: (answer) => showCodes(answer.recoveryCodes),
                    onError: (e) => notifyFailure('Could not make new codes', e),
                  })
                }
              >
                Make new codes
              </Button>
            </section>
          )}
        </>
      )}
    </div>
  );
}
