import { ForgotPasswordForm } from '~/components/admin/forgot-password-form';
import { adminMeta } from '~/lib/admin/meta';

export const meta = () => adminMeta('Forgot password');

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
