import type { Route } from './+types/privacy-confirm';
import { rightsConfirmPath } from '@prism/contracts/site-paths';
import { data } from 'react-router';
import { isBackendError } from '~/lib/backend-error';
import { pageData } from '~/lib/page-data';
import { localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

export function loader() {
  return pageData({});
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = localeOfMatches(matches);
  return [
    ...seoMeta({
      title: `${m.site_rights_confirm_title()} · ${SITE_NAME}`,
      description: m.site_rights_confirm_intro(),
      publicUrl: publicUrlOf(matches),
      locale,
      path: `/${locale}/`,
      alternates: {},
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

type Outcome = 'confirmed' | 'gone' | 'failed';

/**
 * The button of the mailed link (issue 46): opening the link changes nothing (mail
 * scanners open links); pressing the button confirms the request, once.
 */
export async function action({ context, params }: Route.ActionArgs) {
  try {
    await context.backend.postJson(
      '/api/privacy/requests/confirm',
      { token: params.token },
      {
        timeoutMs: 10_000,
      },
    );
    return data<{ outcome: Outcome }>({ outcome: 'confirmed' });
  } catch (error) {
    if (isBackendError(error) && (error.status === 410 || error.status === 400)) {
      return data<{ outcome: Outcome }>({ outcome: 'gone' }, { status: 410 });
    }
    return data<{ outcome: Outcome }>({ outcome: 'failed' }, { status: 503 });
  }
}

export default function PrivacyConfirm({ actionData, params }: Route.ComponentProps) {
  const locale = getLocale();
  const outcome = actionData?.outcome;
  return (
    <div className="container-x max-w-2xl pt-32 pb-24 md:pt-40">
      <p className="eyebrow">{m.site_privacy_eyebrow()}</p>
      <h1 className="mt-4 font-display text-5xl font-medium tracking-tight">
        {m.site_rights_confirm_title()}
      </h1>
      {outcome === 'confirmed' && (
        <p role="status" className="mt-6 text-lg leading-relaxed text-ink-soft">
          {m.site_rights_confirmed()}
        </p>
      )}
      {outcome === 'gone' && (
        <p role="alert" className="mt-6 text-lg leading-relaxed text-red-700">
          {m.site_rights_gone()}
        </p>
      )}
      {outcome === 'failed' && (
        <p role="alert" className="mt-6 text-lg leading-relaxed text-red-700">
          {m.site_rights_failed()}
        </p>
      )}
      {!outcome && (
        <form method="post" action={rightsConfirmPath(locale, params.token)} className="mt-6">
          <p className="text-lg leading-relaxed text-ink-soft">{m.site_rights_confirm_intro()}</p>
          <button
            type="submit"
            className="mt-6 inline-flex items-center justify-center rounded-full bg-ink px-8 py-4 text-base font-semibold text-paper transition hover:bg-accent"
          >
            {m.site_rights_confirm_button()}
          </button>
        </form>
      )}
    </div>
  );
}
