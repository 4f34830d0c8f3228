import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { TableScroll } from '@client/components/ui/table-scroll';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { redemptionsQuery } from '../api/points';
import { pointsErrorKey } from '../errors';
import { usePointsFormat } from './format';

/** The point mall's redeem history: every redemption and conversion with its docs/product.md 4 status (in process, rejected, approved), paged. */
export function RedeemHistory({ username }: { username: string }) {
  const formatPoints = usePointsFormat();
  const { t } = useTranslation();
  const { api } = useApp();
  const time = useBrandTime();
  const money = useBrandMoney();
  const [pageNo, setPageNo] = useState(1);
  const { data, isError, error } = useQuery({ ...redemptionsQuery(api, username, pageNo), placeholderData: (previous) => previous });
  return (
    <section>
      {/* the table's scroll region carries the name: one region, not two of the same name */}
      <h2>{t('points.history')}</h2>
      {isError && <FormAlert message={t(pointsErrorKey(error))} />}
      {!data && !isError && <p>{t('points.loading')}</p>}
      {data && data.list.length === 0 && <p className="empty">{t('points.noHistory')}</p>}
      {data && data.list.length > 0 && (
        <TableScroll label={t('points.history')}>
          <table className="points-table">
            <thead>
              <tr>
                <th scope="col">{time.heading(t('points.colTime'))}</th>
                <th scope="col">{t('points.colItem')}</th>
                <th scope="col">{t('points.colPoints')}</th>
                <th scope="col">{t('points.colAmount')}</th>
                <th scope="col">{t('points.colStatus')}</th>
                <th scope="col">{t('points.colRemark')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id} data-testid="redemption">
                  <td>{time.dateTime(r.time)}</td>
                  <td>{r.kind === 'convert' ? t('points.convertName') : r.itemName}</td>
                  <td>{formatPoints(r.points)}</td>
                  <td>{money(r.amount)}</td>
                  <td>
                    <span className={`points-status points-status-${r.status}`}>{t(`points.status.${r.status}`)}</span>
                  </td>
                  <td>{r.remark}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {data && <Pager page={pageNo} total={data.totalPages} onPage={setPageNo} />}
    </section>
  );
}
