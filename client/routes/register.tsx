import { PageIntro } from '../components/ui/page-intro';
import { NewPlayerSlider } from '../features/promotions/components/new-player-slider';

/** /register: SPEC.md 2.1; the new_player promotion slider on top (SPEC.md 2.4). */
export default function RegisterPage() {
  return (
    <>
      <NewPlayerSlider />
      <PageIntro id="register" />
    </>
  );
}
