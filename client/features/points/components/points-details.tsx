import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { TableScroll } from '@client/components/ui/table-scroll';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { pointDetailsQuery } from '../api/points';
import { pointsErrorKey } from '../errors';
import { usePointsFormat } from './format';

/** The point mall's points details: every earning and spending of points with its date, newest first, paged. */
export function PointsDetails({ username }: { username: string }) {
  const formatPoints = usePointsFormat();
  const { t } = useTranslation();
  const { api } = useApp();
  const time = useBrandTime();
  const [pageNo, setPageNo] = useState(1);
  const { data, isError, error } = useQuery({ ...pointDetailsQuery(api, username, pageNo), placeholderData: (previous) => previous });
  return (
    <section>
      {/* the table's scroll region carries the name: one region, not two of the same name */}
      <h2>{t('points.details')}</h2>
      {isError && <FormAlert message={t(pointsErrorKey(error))} />}
      {!data && !isError && <p>{t('points.loading')}</p>}
      {data && data.list.length === 0 && <p className="empty">{t('points.noDetails')}</p>}
      {data && data.list.length > 0 && (
        <TableScroll label={t('points.details')}>
          <table className="points-table">
            <thead>
              <tr>
                <th scope="col">{time.heading(t('points.colTime'))}</th>
                <th scope="col">{t('points.colKind')}</th>
                <th scope="col">{t('points.colChange')}</th>
                <th scope="col">{t('points.colRemark')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((e) => (
                <tr key={e.id} data-testid="point-entry">
                  <td>{time.dateTime(e.time)}</td>
                  <td>{t(`points.kind.${e.kind}`)}</td>
                  <td className={e.points < 0 ? 'amount-out' : 'amount-in'}>
                    {e.points > 0 ? '+' : ''}
                    {formatPoints(e.points)}
                  </td>
                  <td>{e.remark || (e.fromPlay ? t('points.fromPlay') : e.redemptionId !== null ? t('points.convertName') : '')}</td>
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
