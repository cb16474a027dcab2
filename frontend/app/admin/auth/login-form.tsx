import type { AuthCheckAnswer } from '@prism/contracts';
import { loginSchema, type LoginInput } from '@prism/contracts/credentials';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { AccountCard, footerLinkClass } from './account-card';
import { LockedSignIn } from './locked-sign-in';
import { AdminForm, PasswordField, UsernameField, useZodForm } from '~/admin/shared/form';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/admin/shared/api';
import { serverMessage } from '~/admin/shared/error-words';
import { useLogin, type SecondStep } from './auth';
import { m } from '~/paraglide/messages';

// The second step (codes, passkeys, setting up an authenticator) loads once the server asks
// for it: most sign-ins never do, and the page's first load stays small.
const SecondStepForm = lazy(() =>
  import('./second-step-form').then((module) => ({ default: module.SecondStepForm })),
);

/** /admin/login (docs/product.md#login). Demo credentials only while the server says demo mode. */
export function LoginForm({
  demoCredentials,
}: {
  demoCredentials: AuthCheckAnswer['demoCredentials'];
}) {
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const login = useLogin(setSecondStep);
  const form = useZodForm(loginSchema, { username: '', password: '' });
  // The refusal of a locked account (429), kept on screen with the way past it.
  const [lockedMessage, setLockedMessage] = useState<string | null>(null);
  const signIn = (input: LoginInput) =>
    login.mutate(input, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          setLockedMessage(serverMessage(error) ?? m.admin_login_throttled());
        }
      },
    });

  return (
    <AccountCard
      title={m.admin_login_title()}
      intro={m.admin_login_intro()}
      footer={
        <a href="/" className={footerLinkClass}>
          {m.admin_login_back_to_site()}
        </a>
      }
    >
      {secondStep ? (
        <Suspense
          fallback={
            <div className="mt-8 flex justify-center">
              <Spinner className="size-6" />
            </div>
          }
        >
          <SecondStepForm step={secondStep} />
        </Suspense>
      ) : (
        <>
          <AdminForm form={form} onSubmit={(values) => signIn(values)} className="mt-8 grid gap-5">
            <UsernameField<LoginInput>
              name="username"
              id="login-username"
              autoComplete="username"
            />
            <PasswordField<LoginInput>
              name="password"
              id="login-password"
              label={m.admin_field_password()}
              autoComplete="current-password"
            />
            <Button type="submit" disabled={login.isPending} className="mt-2 h-12 w-full text-base">
              {login.isPending && <Spinner className="size-4" />}
              {login.isPending ? m.admin_login_pending() : m.admin_login_submit()}
            </Button>
          </AdminForm>
          {lockedMessage && (
            <LockedSignIn
              message={lockedMessage}
              pending={login.isPending}
              onCode={(code) => signIn({ ...form.getValues(), code })}
            />
          )}
          <p className="mt-4 text-center text-sm">
            <Link to="/admin/forgot-password" className={footerLinkClass}>
              {m.admin_login_forgot()}
            </Link>
          </p>
        </>
      )}
      {demoCredentials && (
        <aside
          aria-label={m.admin_login_demo()}
          className="mt-8 rounded-2xl border border-dashed border-line bg-paper px-5 py-4 text-sm"
        >
          <p className="font-semibold text-ink">{m.admin_login_demo()}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-soft">
            <dt>{m.admin_field_username()}</dt>
            <dd className="font-mono text-ink">{demoCredentials.username}</dd>
            <dt>{m.admin_field_password()}</dt>
            <dd className="font-mono text-ink">{demoCredentials.password}</dd>
          </dl>
        </aside>
      )}
    </AccountCard>
  );
}
