import { loginSchema, type AuthCheckResponse, type LoginInput } from '@prism/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountCard, footerLinkClass } from './account-card';
import { LockedSignIn } from './locked-sign-in';
import { SecondStepForm } from './second-step-form';
import { AdminForm, PasswordField, UsernameField, useZodForm } from '~/admin/shared/form';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { ApiError, serverMessage } from '~/admin/shared/api';
import { useLogin, type SecondStep } from './auth';

/** /admin/login (docs/product.md#login). Demo credentials only while the server says demo mode. */
export function LoginForm({
  demoCredentials,
}: {
  demoCredentials: AuthCheckResponse['demoCredentials'];
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
          setLockedMessage(serverMessage(error) ?? 'Too many login attempts');
        }
      },
    });

  return (
    <AccountCard
      title="Prism Admin"
      intro="Login to manage your portfolio and messages"
      footer={
        <a href="/" className={footerLinkClass}>
          Back to the public site
        </a>
      }
    >
      {secondStep ? (
        <SecondStepForm step={secondStep} />
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
              label="Password"
              autoComplete="current-password"
            />
            <Button type="submit" disabled={login.isPending} className="mt-2 h-12 w-full text-base">
              {login.isPending && <Spinner className="size-4" />}
              {login.isPending ? 'Logging in...' : 'Login'}
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
              Forgot password?
            </Link>
          </p>
        </>
      )}
      {demoCredentials && (
        <aside
          aria-label="Demo credentials"
          className="mt-8 rounded-2xl border border-dashed border-line bg-paper px-5 py-4 text-sm"
        >
          <p className="font-semibold text-ink">Demo credentials</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-soft">
            <dt>Username</dt>
            <dd className="font-mono text-ink">{demoCredentials.username}</dd>
            <dt>Password</dt>
            <dd className="font-mono text-ink">{demoCredentials.password}</dd>
          </dl>
        </aside>
      )}
    </AccountCard>
  );
}
