import type { Route } from './+types/privacy-request';
import { RIGHTS_KINDS, publicRightsRequestSchema, type RightsKind } from '@prism/contracts';
import { rightsRequestPath } from '@prism/contracts/site-paths';
import { data } from 'react-router';
import { inputClass } from '~/components/ui/field';
import { isBackendError } from '~/lib/backend-error';
import { pageData } from '~/lib/page-data';
import { localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { localeOfUrl } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

const ALTERNATES = { fr: rightsRequestPath('fr'), en: rightsRequestPath('en') };

export function loader() {
  return pageData({ alternates: ALTERNATES });
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = localeOfMatches(matches);
  return seoMeta({
    title: `${m.site_rights_title()} · ${SITE_NAME}`,
    description: m.site_rights_intro(),
    publicUrl: publicUrlOf(matches),
    locale,
    path: rightsRequestPath(locale),
    alternates: ALTERNATES,
  });
}

type Outcome = { status: 'sent' } | { status: 'invalid' | 'failed'; email: string; kind: string };

/**
 * A rights request sent without JavaScript (issue 46): checked with the API's schema, sent
 * through the API (which sees the visitor's address for its rate limit), answered with
 * the same sentence whatever the address.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const email = text('email');
  const kind = text('kind');
  const locale = localeOfUrl(url);
  const parsed = publicRightsRequestSchema.safeParse({ email, kind, locale });
  if (!parsed.success) {
    return data<{ outcome: Outcome }>(
      { outcome: { status: 'invalid', email, kind } },
      { status: 400 },
    );
  }
  const forwardedFor = request.headers.get('x-forwarded-for');
  try {
    await context.backend.postJson('/api/privacy/requests', parsed.data, {
      timeoutMs: 10_000,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  } catch (error) {
    const status = isBackendError(error) && error.status === 429 ? 429 : 503;
    return data<{ outcome: Outcome }>({ outcome: { status: 'failed', email, kind } }, { status });
  }
  return data<{ outcome: Outcome }>({ outcome: { status: 'sent' } });
}

const KIND_LABELS: Record<RightsKind, () => string> = {
  access: m.site_rights_kind_access,
  rectification: m.site_rights_kind_rectification,
  erasure: m.site_rights_kind_erasure,
  portability: m.site_rights_kind_portability,
  withdrawal: m.site_rights_kind_withdrawal,
};

/** The public form to use a privacy right, in the page's language. */
export default function PrivacyRequest({ actionData }: Route.ComponentProps) {
  const locale = getLocale();
  const outcome = actionData?.outcome;
  const kept = outcome && outcome.status !== 'sent' ? outcome : undefined;
  return (
    <div className="container-x max-w-2xl pt-32 pb-24 md:pt-40">
      <p className="eyebrow">{m.site_privacy_eyebrow()}</p>
      <h1 className="mt-4 font-display text-5xl font-medium tracking-tight">
        {m.site_rights_title()}
      </h1>
      <p className="mt-6 text-lg leading-relaxed text-ink-soft">{m.site_rights_intro()}</p>
      <form
        method="post"
        action={rightsRequestPath(locale)}
        aria-label={m.site_rights_title()}
        className="mt-10 grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10"
      >
        {outcome?.status === 'sent' && (
          <p role="status" className="rounded-2xl border border-ink/10 bg-paper p-5 text-sm">
            {m.site_rights_sent()}
          </p>
        )}
        {outcome?.status === 'invalid' && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {m.site_rights_invalid()}
          </p>
        )}
        {outcome?.status === 'failed' && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {m.site_rights_failed()}
          </p>
        )}
        <div className="grid gap-2">
          <label htmlFor="rights-email" className="text-sm font-semibold text-ink">
            {m.site_contact_email()}
          </label>
          <input
            id="rights-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={kept?.email}
            className={inputClass}
          />
        </div>
        <div className="grid gap-2">
          <label htmlFor="rights-kind" className="text-sm font-semibold text-ink">
            {m.site_rights_kind()}
          </label>
          <select
            id="rights-kind"
            name="kind"
            defaultValue={kept?.kind ?? 'access'}
            className={inputClass}
          >
            {RIGHTS_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]()}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-full bg-ink px-8 py-4 text-base font-semibold text-paper transition hover:bg-accent sm:justify-self-start"
        >
          {m.site_rights_submit()}
        </button>
      </form>
    </div>
  );
}
