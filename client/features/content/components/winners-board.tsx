import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { formatNumber } from '@client/lib/number-format';
import { winnersQuery } from '../api/get-winners';

/** docs/product.md 1, 7.3 winners board on home: latest big wins (names masked by the upstream). */
export function WinnersBoard({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const { api } = useApp();
  const { data } = useQuery(winnersQuery(api));
  if (!data || data.length === 0) return null;
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title">{t('content.winners.title')}</h2>
      <table className="winners-table">
        <thead>
          <tr>
            <th scope="col">{t('content.winners.player')}</th>
            <th scope="col">{t('content.winners.game')}</th>
            <th scope="col">{t('content.winners.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((w) => (
            <tr key={w.id}>
              <td>{w.player}</td>
              <td>{w.gameName}</td>
              <td className="winners-amount">
                {formatNumber(w.amount, i18n.language)} {currency}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
