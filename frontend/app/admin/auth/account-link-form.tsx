import { useAccountLinkSchema, type AccountLinkPurpose } from '@prism/contracts';
import { useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountCard } from './account-card';
import { AdminForm, applyServerErrors, PasswordField, useZodForm } from '~/admin/shared/form';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { serverMessage } from '~/admin/shared/api';
import { useAccountLink, useSetPasswordFromLink } from './account-links';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';

const passwordSchema = useAccountLinkSchema.pick({ password: true });
type PasswordInput = { password: string };

const TEXT: Record<AccountLinkPurpose, { title: string; intro: string; done: string }> = {
  reset: {
    title: 'Choose a new password',
    intro: 'Setting it signs your account out of every browser.',
    done: 'Password changed',
  },
  invite: {
    title: 'Welcome to Prism',
    intro: 'Choose the password you will sign in with.',
    done: 'Password set',
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
      <AccountCard title={text.title} intro="Checking your link…">
        <Spinner className="mt-8 size-6" />
      </AccountCard>
    );
  }
  if (token === null || link.isError || !link.data) {
    const reason = token === null ? undefined : serverMessage(link.error);
    return (
      <AccountCard title="This link does not work" intro={reason ?? 'The link is incomplete.'}>
        <p className="mt-8 text-sm">
          {purpose === 'reset' ? (
            <Link
              to="/admin/forgot-password"
              className="font-semibold underline underline-offset-4"
            >
              Ask for a new link
            </Link>
          ) : (
            'Ask the person who invited you to send a new invitation.'
          )}
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title={text.title}
      intro={
        <>
          For <strong className="text-ink">{link.data.username}</strong>. {text.intro}
        </>
      }
    >
      <NewPasswordForm token={token} done={text.done} />
    </AccountCard>
  );
}

function NewPasswordForm({ token, done }: { token: string; done: string }) {
  const setPassword = useSetPasswordFromLink();
  const navigate = useNavigate();
  const form = useZodForm(passwordSchema, { password: '' });

  const onSubmit = (values: PasswordInput) =>
    setPassword.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          notifySuccess(done, 'Sign in with your new password.');
          void navigate('/admin/login', { replace: true });
        },
        onError: (error) => {
          notifyFailure('Could not set the password', error);
          applyServerErrors(form.setError, error, { fields: ['password'] });
        },
      },
    );

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="mt-8 grid gap-5">
      <PasswordField<PasswordInput>
        name="password"
        id="link-password"
        label="New password"
        autoComplete="new-password"
      />
      <Button type="submit" disabled={setPassword.isPending} className="mt-2 h-12 w-full text-base">
        {setPassword.isPending && <Spinner className="size-4" />}
        {setPassword.isPending ? 'Saving...' : 'Set Password'}
      </Button>
    </AdminForm>
  );
}
