import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useBrandMoney } from '@client/lib/money';
import { pointItemsQuery, pointsConfigQuery } from '../api/points';
import { usePointsFormat } from './format';

/** The point mall's rules (from the brand's points config) and the exchange ratio table: each item, then converting points. */
export function PointsRules() {
  const formatPoints = usePointsFormat();
  const { t } = useTranslation();
  const { api } = useApp();
  const money = useBrandMoney();
  const { data: items = [] } = useQuery(pointItemsQuery(api));
  const { data: config } = useQuery(pointsConfigQuery(api));
  return (
    <section aria-labelledby="points-rules">
      <h2 id="points-rules">{t('points.rules')}</h2>
      <ul className="points-rules">
        <li>{t('points.ruleEarn')}</li>
        {config && config.turnoverPerPoint > 0 && <li data-testid="rule-play">{t('points.rulePlay', { stake: money(config.turnoverPerPoint) })}</li>}
        <li>{t('points.rule2')}</li>
        {config && <li>{t('points.ruleConvert', { amount: money(config.convertRatio), min: formatPoints(config.minConvert) })}</li>}
        {config && <li>{t('points.ruleReview', { points: formatPoints(config.reviewAbove) })}</li>}
        <li>{t('points.rule3')}</li>
      </ul>
      <TableScroll label={t('points.ratioTable')}>
        <table className="points-table">
          <caption>{t('points.ratioTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('points.colItem')}</th>
              <th scope="col">{t('points.colPoints')}</th>
              <th scope="col">{t('points.colAmount')}</th>
              <th scope="col">{t('points.colRatio')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>{item.name}</td>
                <td>{formatPoints(item.points)}</td>
                <td>{money(item.amount)}</td>
                <td>1 : {money(item.ratio)}</td>
              </tr>
            ))}
            {config && (
              <tr data-testid="ratio-convert">
                <td>{t('points.convertName')}</td>
                <td>{formatPoints(config.minConvert)}+</td>
                <td>{money(config.minConvert * config.convertRatio)}+</td>
                <td>1 : {money(config.convertRatio)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
