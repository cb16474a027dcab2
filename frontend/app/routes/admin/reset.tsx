import { AccountLinkForm } from '~/admin/auth/account-link-form';
import { adminMeta } from '~/admin/shared/meta';

export const meta = () => adminMeta('Choose a new password');

/** Opened from a password-reset e-mail; the token is the fragment after "#". */
export default function ResetRoute() {
  return <AccountLinkForm purpose="reset" />;
}
