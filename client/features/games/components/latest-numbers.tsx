import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { BlockSkeleton } from '@client/components/ui/skeleton';
import { QueryError } from '@client/components/ui/query-state';
import { useNearViewport } from '@client/lib/use-near-viewport';
import { lotteryNumbersQuery } from '../api/get-lottery';
import { DrawTable } from './lottery-parts';

/** Home's latest lottery numbers: 100 numbers far below the fold, fetched and drawn when the player scrolls towards them. */
export function LatestNumbers() {
  const { t } = useTranslation();
  const { api } = useApp();
  const [ref, near] = useNearViewport<HTMLElement>();
  const lottery = useQuery({ ...lotteryNumbersQuery(api), enabled: near });
  return (
    <section className="home-lottery" ref={ref} aria-labelledby="home-lottery-title">
      <h2 id="home-lottery-title">{t('play.latestNumbers')}</h2>
      {lottery.isError ? (
        <QueryError error={lottery.error} onRetry={() => void lottery.refetch()} />
      ) : lottery.data ? (
        <DrawTable draws={lottery.data.list} caption={t('play.latestNumbers')} showGame />
      ) : (
        <BlockSkeleton label={t('lobby.loading')} className="lottery-skeleton" />
      )}
    </section>
  );
}
