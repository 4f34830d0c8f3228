import { PageIntro } from '../components/ui/page-intro';
import { RegisterForm } from '../features/auth/components/register-form';
import { NewPlayerSlider } from '../features/promotions/components/new-player-slider';

/**
 * /register and /register.html (docs/product.md 2.1, 2.4): the new_player promotion slider, then the registration form, page variant (with
 * a reset button). The document title (shared/page-meta.ts) mentions the 1000VND new-member bonus (docs/product.md 1).
 */
export default function RegisterPage() {
  return (
    <>
      <NewPlayerSlider />
      <PageIntro id="register">
        <RegisterForm variant="page" />
      </PageIntro>
    </>
  );
}
