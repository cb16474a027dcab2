import { LuLock } from 'react-icons/lu';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { m } from '~/paraglide/messages';

/** What a signed-in user sees on a screen their role may not open (docs/product.md#admin-access). */
export function AccessDenied({ message = m.admin_access_denied_text() }: { message?: string }) {
  return (
    <div className="flex justify-center py-10 sm:py-16">
      <section
        aria-labelledby="access-denied-title"
        className="w-full max-w-md rounded-3xl border border-line bg-white p-8 text-center shadow-sm sm:p-10"
      >
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-deep">
          <LuLock aria-hidden className="size-6" />
        </span>
        <h1
          id="access-denied-title"
          className="mt-6 font-display text-3xl font-medium tracking-tight"
        >
          {m.admin_access_denied_title()}
        </h1>
        <p className="mt-4 leading-relaxed text-muted">{message}</p>
        <Link to="/admin" className={buttonClass({ className: 'mt-8' })}>
          {m.admin_error_back_to_dashboard()}
        </Link>
      </section>
    </div>
  );
}
