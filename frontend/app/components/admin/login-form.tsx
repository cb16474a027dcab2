import { loginSchema, type AuthCheckResponse, type LoginInput } from '@prism/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { SecondStepForm } from './second-step-form';
import { AdminForm, PasswordField, UsernameField, useZodForm } from './form';
import { BrandMark } from '~/components/site/brand-mark';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useLogin, type SecondStep } from '~/lib/admin/auth';

/** /admin/login (docs/product.md#login). Demo credentials only while the server says demo mode. */
export function LoginForm({
  demoCredentials,
}: {
  demoCredentials: AuthCheckResponse['demoCredentials'];
}) {
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const login = useLogin(setSecondStep);
  const form = useZodForm(loginSchema, { username: '', password: '' });

  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-paper px-4 py-12">
      {/* The same warm light as the public hero, kept behind the card. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-accent-soft/70 blur-3xl"
      />
      <div className="relative w-full max-w-md">
        {/* Plain links: a public page is a document of its own, never rendered by the admin app. */}
        <a href="/" className="mx-auto mb-8 flex w-fit rounded-md" aria-label="Prism, public site">
          <BrandMark />
        </a>
        <section
          aria-labelledby="login-title"
          className="rounded-3xl border border-line bg-white p-7 shadow-[0_30px_80px_-40px_rgba(18,17,21,0.35)] sm:p-10"
        >
          <h1 id="login-title" className="font-display text-3xl font-medium tracking-tight">
            Prism Admin
          </h1>
          <p className="mt-2 text-muted">Login to manage your portfolio and messages</p>
          {secondStep ? (
            <SecondStepForm step={secondStep} />
          ) : (
            <>
              <AdminForm
                form={form}
                onSubmit={(values) => login.mutate(values)}
                className="mt-8 grid gap-5"
              >
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
                <Button
                  type="submit"
                  disabled={login.isPending}
                  className="mt-2 h-12 w-full text-base"
                >
                  {login.isPending && <Spinner className="size-4" />}
                  {login.isPending ? 'Logging in...' : 'Login'}
                </Button>
              </AdminForm>
              <p className="mt-4 text-center text-sm">
                <Link
                  to="/admin/forgot-password"
                  className="font-medium text-ink-soft underline-offset-4 hover:underline"
                >
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
        </section>
        <p className="mt-6 text-center text-sm text-muted">
          <a href="/" className="font-medium text-ink-soft underline-offset-4 hover:underline">
            Back to the public site
          </a>
        </p>
      </div>
    </main>
  );
}
