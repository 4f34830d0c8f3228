import { PageIntro } from '../components/ui/page-intro';
import { RegisterForm } from '../features/auth/components/register-form';

/** /register and /register.html (SPEC.md 2.1, 2.4): the registration form, page variant (with a reset button). */
export default function RegisterPage() {
  return (
    <PageIntro id="register">
      <RegisterForm variant="page" />
    </PageIntro>
  );
}
