import { useTranslation } from '@client/lib/use-translation';
import { Link } from 'react-router';
import { useSession } from '../app/app-context';
import { PageIntro } from '../components/ui/page-intro';
import { LoginForm } from '../features/auth/components/login-form';

/** /login: docs/product.md 2.1, where the login guard sends visitors without a session. */
export default function LoginPage() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  return (
    <PageIntro id="login">
      <div className="login-page-form">{session ? <Link to="/">{t('layout.home')}</Link> : <LoginForm />}</div>
    </PageIntro>
  );
}
