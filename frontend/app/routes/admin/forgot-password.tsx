import { ForgotPasswordForm } from '~/admin/auth/forgot-password-form';
import { adminMeta } from '~/admin/shared/meta';

export const meta = () => adminMeta('Forgot password');

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
