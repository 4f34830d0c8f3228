import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { useBrandTime } from '@client/lib/brand-time';
import { pointDetailsQuery } from '../api/points';
import { usePointsFormat } from './format';
import { PointsTableSection } from './points-table-section';

/** The point mall's points details: every earning and spending of points with its date, newest first, paged. */
export function PointsDetails({ username }: { username: string }) {
  const formatPoints = usePointsFormat();
  const { t } = useTranslation();
  const { api } = useApp();
  const time = useBrandTime();
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery({ ...pointDetailsQuery(api, username, pageNo), placeholderData: (previous) => previous });
  return (
    <PointsTableSection
      title={t('points.details')}
      empty={t('points.noDetails')}
      page={page}
      pageNo={pageNo}
      onPage={setPageNo}
      head={
        <>
          <th scope="col">{time.heading(t('points.colTime'))}</th>
          <th scope="col">{t('points.colKind')}</th>
          <th scope="col">{t('points.colChange')}</th>
          <th scope="col">{t('points.colRemark')}</th>
        </>
      }
      row={(e) => (
        <tr key={e.id} data-testid="point-entry">
          <td>{time.dateTime(e.time)}</td>
          <td>{t(`points.kind.${e.kind}`)}</td>
          <td className={e.points < 0 ? 'amount-out' : 'amount-in'}>
            {e.points > 0 ? '+' : ''}
            {formatPoints(e.points)}
          </td>
          <td>{e.remark || (e.fromPlay ? t('points.fromPlay') : e.redemptionId !== null ? t('points.convertName') : '')}</td>
        </tr>
      )}
    />
  );
}
