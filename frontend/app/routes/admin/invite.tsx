import { AccountLinkForm } from '~/admin/auth/account-link-form';
import { adminMeta } from '~/admin/shared/meta';

export const meta = () => adminMeta('Welcome');

/** Opened from an invitation e-mail; the token is the fragment after "#". */
export default function InviteRoute() {
  return <AccountLinkForm purpose="invite" />;
}
