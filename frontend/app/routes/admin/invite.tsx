import { AccountLinkForm } from '~/components/admin/account-link-form';
import { adminMeta } from '~/lib/admin/meta';

export const meta = () => adminMeta('Welcome');

/** Opened from an invitation e-mail; the token is the fragment after "#". */
export default function InviteRoute() {
  return <AccountLinkForm purpose="invite" />;
}
