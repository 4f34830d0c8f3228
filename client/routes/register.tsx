import { PageIntro } from '../components/ui/page-intro';
import { RegisterForm } from '../features/auth/components/register-form';
import { NewPlayerSlider } from '../features/promotions/components/new-player-slider';

/** /register and /register.html (SPEC.md 2.1, 2.4): the new_player promotion slider, then the registration form, page variant (with a reset button). */
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
