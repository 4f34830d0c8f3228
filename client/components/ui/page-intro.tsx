import type { ReactNode } from 'react';
import { useTranslation } from '@client/lib/use-translation';

/** A page's heading and lead text, from the page's translation keys (pages.<id>.title/.text). */
export function PageIntro({ id, children }: { id: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="page-intro" aria-labelledby={`page-${id}`}>
      <h1 id={`page-${id}`}>{t(`pages.${id}.title`)}</h1>
      <p>{t(`pages.${id}.text`)}</p>
      {children}
    </section>
  );
}
