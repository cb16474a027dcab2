import { ForgotPasswordForm } from '~/admin/auth/forgot-password-form';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';
import { SIGNED_OUT_HANDLE } from '~/lib/page-mode';

// Painted from the server's HTML; the app's scripts follow the first frame (ADR 071).
export const handle = SIGNED_OUT_HANDLE;

export const meta = () => adminMeta(m.admin_title_forgot_password());

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
