import type { TotpSetup } from '@prism/contracts';
import { useState } from 'react';
import { RecoveryCodesList } from '~/admin/security/recovery-codes';
import { TotpSetupForm } from '~/admin/security/totp-setup';
import { Button } from '~/components/ui/button';
import { Field, errorProps, inputClass } from '~/components/ui/field';
import { serverMessage } from '~/admin/shared/error-words';
import { useFinishSignIn, type SecondStep } from './auth';
import { secondStep } from '~/admin/security/second-factor';
import { m } from '~/paraglide/messages';

/**
 * The sign-in's second step: a code from the authenticator app or a recovery
 * code, or a passkey; or, when the role requires a factor the account lacks, setting up
 * the app before the admin opens.
 */
export function SecondStepForm({ step }: { step: SecondStep }) {
  return step.enrol ? <EnrolAtSignIn /> : <VerifyAtSignIn step={step} />;
}

function VerifyAtSignIn({ step }: { step: SecondStep }) {
  const finish = useFinishSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async (attempt: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await attempt();
      await finish();
    } catch (failure) {
      setError(serverMessage(failure) ?? m.admin_please_try_again());
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-8 grid gap-5">
      <p className="text-ink-soft">Second step: confirm it’s you.</p>
      {step.methods.includes('passkey') && (
        <Button type="button" disabled={busy} onClick={() => void run(secondStep.passkey)}>
          {m.admin_second_step_passkey()}
        </Button>
      )}
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => secondStep.code(code.trim()));
        }}
      >
        <Field id="second-step-code" label={m.admin_reauth_code()} error={error}>
          <input
            {...errorProps('second-step-code', error)}
            className={inputClass}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary" disabled={busy}>
          {m.admin_second_step_verify()}
        </Button>
      </form>
    </div>
  );
}

function EnrolAtSignIn() {
  const finish = useFinishSignIn();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (codes) {
    return (
      <div className="mt-8 grid gap-5">
        <RecoveryCodesList codes={codes} />
        <Button type="button" onClick={() => void finish()}>
          {m.admin_second_step_continue()}
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-8 grid gap-5">
      <p className="text-ink-soft">{m.admin_second_step_enrol()}</p>
      {setup ? (
        <TotpSetupForm
          setup={setup}
          pending={busy}
          onConfirm={(code) => {
            setBusy(true);
            return secondStep
              .confirmEnrolTotp(code)
              .then((answer) => setCodes(answer.recoveryCodes))
              .finally(() => setBusy(false));
          }}
        />
      ) : (
        <>
          <Button
            type="button"
            onClick={() => {
              secondStep
                .enrolTotp()
                .then(setSetup)
                .catch((failure: unknown) => setError(serverMessage(failure)));
            }}
          >
            {m.admin_second_step_setup_totp()}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              secondStep
                .enrolPasskey()
                .then((answer) => setCodes(answer.recoveryCodes))
                .catch((failure: unknown) =>
                  setError(serverMessage(failure) ?? m.admin_please_try_again()),
                )
                .finally(() => setBusy(false));
            }}
          >
            {m.admin_second_step_use_passkey()}
          </Button>
          {error && <p className="text-sm font-medium text-red-700">{error}</p>}
        </>
      )}
    </div>
  );
}
