import { PageIntro } from '../components/ui/page-intro';
import { HelpCentre } from '../features/content/components/help-centre';

/** /help: docs/product.md 2.1 help page (the registration form's user-agreement link lands here). */
export default function HelpPage() {
  return (
    <PageIntro id="help">
      <HelpCentre />
    </PageIntro>
  );
}
