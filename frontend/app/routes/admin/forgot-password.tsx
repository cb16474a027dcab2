import { ForgotPasswordForm } from '~/admin/auth/forgot-password-form';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta = () => adminMeta(m.admin_title_forgot_password());

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
