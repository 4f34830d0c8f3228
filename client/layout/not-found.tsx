import { Link } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';

/** Unknown paths: a real page in the layout; the worker answers it with HTTP 404. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="page-intro">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="btn btn-primary" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
