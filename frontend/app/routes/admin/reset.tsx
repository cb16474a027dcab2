import { AccountLinkForm } from '~/admin/auth/account-link-form';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta = () => adminMeta(m.admin_title_reset());

/** Opened from a password-reset e-mail; the token is the fragment after "#". */
export default function ResetRoute() {
  return <AccountLinkForm purpose="reset" />;
}
