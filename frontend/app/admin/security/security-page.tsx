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
import { m } from '~/paraglide/messages';
import { formatNumber } from '~/admin/shared/format';

/** /admin/security: the signed-in user's second factors. */
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
        eyebrow={m.admin_security_eyebrow()}
        title={m.admin_title_security()}
        description={m.admin_security_description()}
      />
      {status.isError && (
        <LoadError
          what={m.admin_security_what()}
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      )}
      {status.data && (
        <>
          {status.data.required && (
            <p className="rounded-2xl bg-accent-soft/60 px-5 py-3 text-sm text-ink">
              {m.admin_security_required()}
            </p>
          )}
          {codes && <RecoveryCodesList codes={codes} />}
          <section
            aria-labelledby="totp-title"
            className="grid gap-4 rounded-3xl border border-line bg-white p-6"
          >
            <h2 id="totp-title" className="font-display text-xl font-medium">
              {m.admin_security_totp()}
            </h2>
            {status.data.totp ? (
              <div className="flex flex-wrap items-center gap-4">
                <p className="text-ink-soft">{m.admin_security_on()}</p>
                <Button
                  variant="secondary"
                  disabled={removeTotp.isPending}
                  onClick={() =>
                    removeTotp.mutate(undefined, {
                      onSuccess: () => notifySuccess(m.admin_security_totp_removed()),
                      onError: (e) => notifyFailure(m.admin_security_totp_remove_failed(), e),
                    })
                  }
                >
                  {m.admin_remove()}
                </Button>
              </div>
            ) : setup ? (
              <TotpSetupForm
                setup={setup}
                pending={confirmTotp.isPending}
                onConfirm={async (code) => {
                  showCodes((await confirmTotp.mutateAsync(code)).recoveryCodes);
                  setSetup(null);
                  notifySuccess(m.admin_security_totp_on());
                }}
              />
            ) : (
              <Button
                className="w-fit"
                disabled={startTotp.isPending}
                onClick={() =>
                  startTotp.mutate(undefined, {
                    onSuccess: setSetup,
                    onError: (e) => notifyFailure(m.admin_security_setup_failed(), e),
                  })
                }
              >
                {m.admin_second_step_setup_totp()}
              </Button>
            )}
          </section>
          <section
            aria-labelledby="passkeys-title"
            className="grid gap-4 rounded-3xl border border-line bg-white p-6"
          >
            <h2 id="passkeys-title" className="font-display text-xl font-medium">
              {m.admin_security_passkeys()}
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
                      aria-label={m.admin_security_passkey_remove_label({ name: passkey.name })}
                      disabled={removePasskey.isPending}
                      onClick={() =>
                        removePasskey.mutate(passkey.id, {
                          onError: (e) =>
                            notifyFailure(m.admin_security_passkey_remove_failed(), e),
                        })
                      }
                    >
                      {m.admin_remove()}
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
                    notifySuccess(m.admin_security_passkey_added());
                  },
                  onError: (e) => notifyFailure(m.admin_security_passkey_add_failed(), e),
                });
              }}
            >
              <Field
                id="passkey-name"
                label={m.admin_security_passkey_name()}
                hint={m.admin_optional()}
                className="min-w-56 flex-1"
              >
                <input
                  id="passkey-name"
                  className={inputClass}
                  value={passkeyName}
                  maxLength={60}
                  onChange={(event) => setPasskeyName(event.target.value)}
                />
              </Field>
              <Button type="submit" disabled={addPasskey.isPending}>
                {m.admin_security_passkey_add()}
              </Button>
            </form>
          </section>
          {(status.data.totp || status.data.passkeys.length > 0) && (
            <section
              aria-labelledby="codes-title"
              className="grid gap-3 rounded-3xl border border-line bg-white p-6"
            >
              <h2 id="codes-title" className="font-display text-xl font-medium">
                {m.admin_codes_title()}
              </h2>
              <p className="text-ink-soft">
                {m.admin_codes_left({ count: formatNumber(status.data.recoveryCodesLeft) })}
              </p>
              <Button
                variant="secondary"
                className="w-fit"
                disabled={newCodes.isPending}
                onClick={() =>
                  newCodes.mutate(undefined, {
                    onSuccess: (answer) => showCodes(answer.recoveryCodes),
                    onError: (e) => notifyFailure(m.admin_codes_new_failed(), e),
                  })
                }
              >
                {m.admin_codes_new()}
              </Button>
            </section>
          )}
        </>
      )}
    </div>
  );
}
