import { AccountLinkForm } from '~/components/admin/account-link-form';
import { adminMeta } from '~/lib/admin/meta';

export const meta = () => adminMeta('Choose a new password');

/** Opened from a password-reset e-mail; the token is the fragment after "#". */
export default function ResetRoute() {
  return <AccountLinkForm purpose="reset" />;
}
