import { Link } from 'react-router';
import { BrandMark } from '~/components/site/brand-mark';

/**
 * The signed-out card the e-mailed-link pages use ("Forgot password?", reset, invitation):
 * the login screen's warm page and card, a title and what follows.
 */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-paper px-4 py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-accent-soft/70 blur-3xl"
      />
      <div className="relative w-full max-w-md">
        <Link to="/" className="mx-auto mb-8 flex w-fit rounded-md" aria-label="Prism, public site">
          <BrandMark />
        </Link>
        <section
          aria-labelledby="account-card-title"
          className="rounded-3xl border border-line bg-white p-7 shadow-[0_30px_80px_-40px_rgba(18,17,21,0.35)] sm:p-10"
        >
          <h1 id="account-card-title" className="font-display text-3xl font-medium tracking-tight">
            {title}
          </h1>
          <div className="mt-2 text-muted">{intro}</div>
          {children}
        </section>
        <p className="mt-6 text-center text-sm text-muted">
          <Link
            to="/admin/login"
            className="font-medium text-ink-soft underline-offset-4 hover:underline"
          >
            Back to login
          </Link>
        </p>
      </div>
    </main>
  );
}
