import { AccountLinkForm } from '~/admin/auth/account-link-form';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';
import { ACCOUNT_LINK_HANDLE } from '~/lib/page-mode';

// Painted from the server's HTML; the app's scripts follow the first frame.
export const handle = ACCOUNT_LINK_HANDLE;

export const meta = () => adminMeta(m.admin_title_reset());

/** Opened from a password-reset e-mail; the token is the fragment after "#". */
export default function ResetRoute() {
  return <AccountLinkForm purpose="reset" />;
}
