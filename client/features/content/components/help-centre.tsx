import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { errorKey } from '@client/lib/errors';
import { helpCenterQuery } from '../api/get-help-center';
import { SafeHtml } from './safe-html';

/** docs/product.md 2.1, 7.3 help centre: the upstream's topics, each a disclosure with sanitised HTML. */
export function HelpCentre() {
  const { t, i18n } = useTranslation();
  const { api } = useApp();
  const topics = useQuery(helpCenterQuery(api, i18n.language));
  if (topics.isError) {
    return (
      <div role="alert">
        <p>{t(errorKey(topics.error))}</p>
        <button type="button" className="btn btn-primary" onClick={() => void topics.refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    );
  }
  if (!topics.data) return <p aria-busy="true">{t('content.loading')}</p>;
  return (
    <div className="help-topics">
      {topics.data.map((topic, i) => (
        <details key={topic.id} className="help-topic" open={i === 0}>
          <summary>{topic.title}</summary>
          <SafeHtml html={topic.content} className="rich-text" />
        </details>
      ))}
    </div>
  );
}
