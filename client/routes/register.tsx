import { useEffect } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '../app/app-context';
import { PageIntro } from '../components/ui/page-intro';
import { RegisterForm } from '../features/auth/components/register-form';
import { NewPlayerSlider } from '../features/promotions/components/new-player-slider';

/**
 * /register and /register.html (docs/product.md 2.1, 2.4): the new_player promotion slider, then the registration form, page variant (with
 * a reset button). The page title mentions the 1000VND new-member bonus (docs/product.md 1).
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { portal } = useApp();
  const title = `${t('pages.register.title')} | ${portal.brand.name}`;
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
  return (
    <>
      <NewPlayerSlider />
      <PageIntro id="register">
        <RegisterForm variant="page" />
      </PageIntro>
    </>
  );
}
