import { Link } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { PageIntro } from '../components/ui/page-intro';
import { HelpCentre } from '../features/content/components/help-centre';

/** /helpmc: docs/product.md 2.1 help centre, without the header (a way home instead). */
export default function HelpmcPage() {
  const { t } = useTranslation();
  return (
    <PageIntro id="helpmc">
      <HelpCentre />
      <p>
        <Link to="/" className="btn btn-secondary">
          {t('layout.home')}
        </Link>
      </p>
    </PageIntro>
  );
}
