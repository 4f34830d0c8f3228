import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { redemptionsQuery } from '../api/points';
import { usePointsFormat } from './format';
import { PointsTableSection } from './points-table-section';

/** The point mall's redeem history: every redemption and conversion with its docs/product.md 4 status (in process, rejected, approved), paged. */
export function RedeemHistory({ username }: { username: string }) {
  const formatPoints = usePointsFormat();
  const { t } = useTranslation();
  const { api } = useApp();
  const time = useBrandTime();
  const money = useBrandMoney();
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery({ ...redemptionsQuery(api, username, pageNo), placeholderData: (previous) => previous });
  return (
    <PointsTableSection
      title={t('points.history')}
      empty={t('points.noHistory')}
      page={page}
      pageNo={pageNo}
      onPage={setPageNo}
      head={
        <>
          <th scope="col">{time.heading(t('points.colTime'))}</th>
          <th scope="col">{t('points.colItem')}</th>
          <th scope="col">{t('points.colPoints')}</th>
          <th scope="col">{t('points.colAmount')}</th>
          <th scope="col">{t('points.colStatus')}</th>
          <th scope="col">{t('points.colRemark')}</th>
        </>
      }
      row={(r) => (
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
      )}
    />
  );
}
