import type { AccountLinkPurpose } from '@prism/contracts';
import { useAccountLinkSchema } from '@prism/contracts/credentials';
import { useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountCard } from './account-card';
import { AdminForm, showRefusal, PasswordField, useZodForm } from '~/admin/shared/form';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { serverMessage } from '~/admin/shared/error-words';
import { useAccountLink, useSetPasswordFromLink } from './account-links';
import { notifySuccess } from '~/admin/shared/notify';
import { m } from '~/paraglide/messages';

const passwordSchema = useAccountLinkSchema.pick({ password: true });
type PasswordInput = { password: string };

type Words = () => string;
const TEXT: Record<AccountLinkPurpose, { title: Words; intro: Words; done: Words }> = {
  reset: {
    title: m.admin_link_reset_title,
    intro: m.admin_link_reset_intro,
    done: m.admin_link_reset_done,
  },
  invite: {
    title: m.admin_link_invite_title,
    intro: m.admin_link_invite_intro,
    done: m.admin_link_invite_done,
  },
};

const onHashChange = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};
/** The fragment; undefined on the server, which never has it. */
const tokenInUrl = (): string | null | undefined => window.location.hash.slice(1) || null;

/**
 * The page an e-mailed link opens (/admin/reset, /admin/invite). The token is the URL's
 * fragment, which no server sees; it is read in the browser and sent in request bodies.
 */
export function AccountLinkForm({ purpose }: { purpose: AccountLinkPurpose }) {
  const token = useSyncExternalStore(onHashChange, tokenInUrl, () => undefined);
  const link = useAccountLink(token ?? null);
  const text = TEXT[purpose];

  if (token === undefined || (token !== null && link.isPending)) {
    return (
      <AccountCard title={text.title()} intro={m.admin_link_checking()}>
        <Spinner className="mt-8 size-6" />
      </AccountCard>
    );
  }
  if (token === null || link.isError || !link.data) {
    const reason = token === null ? undefined : serverMessage(link.error);
    return (
      <AccountCard title={m.admin_link_broken_title()} intro={reason ?? m.admin_link_incomplete()}>
        <p className="mt-8 text-sm">
          {purpose === 'reset' ? (
            <Link
              to="/admin/forgot-password"
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {m.admin_link_ask_new()}
            </Link>
          ) : (
            m.admin_link_ask_inviter()
          )}
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title={text.title()}
      intro={
        <>
          {m.admin_link_for()} <strong className="text-ink">{link.data.username}</strong>.{' '}
          {text.intro()}
        </>
      }
    >
      <NewPasswordForm token={token} done={text.done} />
    </AccountCard>
  );
}

function NewPasswordForm({ token, done }: { token: string; done: Words }) {
  const setPassword = useSetPasswordFromLink();
  const navigate = useNavigate();
  const form = useZodForm(passwordSchema, { password: '' });

  const onSubmit = (values: PasswordInput) =>
    setPassword.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          notifySuccess(done(), m.admin_link_sign_in_now());
          void navigate('/admin/login', { replace: true });
        },
        onError: showRefusal(form, m.admin_link_set_failed(), { fields: ['password'] }),
      },
    );

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="mt-8 grid gap-5">
      <PasswordField<PasswordInput>
        name="password"
        id="link-password"
        label={m.admin_password_new()}
        autoComplete="new-password"
      />
      <Button type="submit" disabled={setPassword.isPending} className="mt-2 h-12 w-full text-base">
        {setPassword.isPending && <Spinner className="size-4" />}
        {setPassword.isPending ? m.admin_saving() : m.admin_link_submit()}
      </Button>
    </AdminForm>
  );
}
