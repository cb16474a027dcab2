import { Link } from 'react-router';
import { BrandMark } from '~/components/site/brand-mark';
import { m } from '~/paraglide/messages';

/**
 * The signed-out card of the admin (login, "Forgot password?", reset, invitation): the
 * warm page of the public hero, the brand, a titled card and a link below it.
 */
export function AccountCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: React.ReactNode;
  children: React.ReactNode;
  /** The link under the card: back to the login screen unless given. */
  footer?: React.ReactNode;
}) {
  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-paper px-4 py-12">
      {/* The same warm light as the public hero, kept behind the card. */}
      {/* A gradient, not a blur filter: the same glow without a costly paint on a phone. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-accent-soft),transparent)] opacity-70"
      />
      <div className="relative w-full max-w-md">
        {/* Plain links: a public page is a document of its own, never rendered by the admin app. */}
        <a
          href="/"
          className="mx-auto mb-8 flex min-h-11 w-fit items-center rounded-md"
          aria-label={m.admin_auth_public_site_link()}
        >
          <BrandMark />
        </a>
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
          {footer ?? (
            <Link to="/admin/login" className={footerLinkClass}>
              {m.admin_auth_back_to_login()}
            </Link>
          )}
        </p>
      </div>
    </main>
  );
}

/** Standalone links under the card: 44 px tall, a whole touch target. */
export const footerLinkClass =
  'inline-flex min-h-11 items-center font-medium text-ink-soft underline-offset-4 hover:underline';
