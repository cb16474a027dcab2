import { ForgotPasswordForm } from '~/admin/auth/forgot-password-form';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';
import { SIGN_IN_HANDLE } from '~/lib/page-mode';

// The server's HTML is the whole first screen; the app starts at the first input.
export const handle = SIGN_IN_HANDLE;

export const meta = () => adminMeta(m.admin_title_forgot_password());

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
