import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointItem } from '@shared/contract-promotions';
import { useApp, useSession } from '@client/app/app-context';
import { FormAlert } from '@client/components/ui/text-field';
import { Modal } from '@client/components/ui/modal';
import { pointItemsQuery, pointsBalanceQuery, redeemItem, redemptionsQuery } from '../api/points';
import { pointsErrorKey } from '../errors';

const number = (n: number) => n.toLocaleString('en-US');
/** yyyy-MM-dd hh:mm:ss in UTC: the same text on the server and in the browser. */
const time = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The point mall (SPEC.md 2.5, 3, 9): the member's points, what they buy (with the
 * exchange ratio), redeem with a confirmation, redeem history and the rules. Items are
 * public; everything personal loads in the browser. `check` is the action check of the
 * auth feature (login popup, trial warning), passed in by the route.
 */
export function PointMall({ check }: { check: () => boolean }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? null);
  const { data: items = [] } = useQuery(pointItemsQuery(api));
  const balance = useQuery({ ...pointsBalanceQuery(api, username ?? ''), enabled: !!username });
  const [confirming, setConfirming] = useState<PointItem | null>(null);
  const [notice, setNotice] = useState('');

  const ask = (item: PointItem) => {
    if (!check()) return;
    setNotice('');
    setConfirming(item);
  };

  return (
    <div className="point-mall">
      <section className="points-balance" aria-labelledby="points-balance">
        <h2 id="points-balance">{t('points.balance')}</h2>
        {username ? (
          <p className="points-value" aria-live="polite">
            {balance.isError
              ? t(pointsErrorKey(balance.error))
              : balance.data
                ? t('points.value', { points: number(balance.data.points) })
                : t('points.loading')}
          </p>
        ) : (
          <p>
            <button type="button" className="btn btn-primary" onClick={() => check()}>
              {t('points.loginToSee')}
            </button>
          </p>
        )}
        <p className="field-hint">{t('points.neverExpire')}</p>
        {notice && (
          <p className="form-success" role="status">
            {notice}
          </p>
        )}
      </section>

      <section aria-labelledby="points-items">
        <h2 id="points-items">{t('points.items')}</h2>
        <ul className="points-items">
          {items.map((item) => (
            <li key={item.id} className="points-item">
              <h3>{item.name}</h3>
              <p>
                {t('points.cost', { points: number(item.points) })}
                <br />
                <small>{item.units === null ? t('points.unlimited') : t('points.unitsLeft', { count: item.units })}</small>
              </p>
              <button
                type="button"
                className="btn btn-primary"
                disabled={item.units === 0}
                onClick={() => ask(item)}
                aria-label={t('points.redeemItem', { name: item.name })}
              >
                {t('points.redeem')}
              </button>
            </li>
          ))}
        </ul>
      </section>

      {username && <RedeemHistory username={username} />}

      <section aria-labelledby="points-rules">
        <h2 id="points-rules">{t('points.rules')}</h2>
        <ul className="points-rules">
          <li>{t('points.rule1')}</li>
          <li>{t('points.rule2')}</li>
          <li>{t('points.rule3')}</li>
        </ul>
        <table className="points-table">
          <caption>{t('points.ratioTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('points.colPoints')}</th>
              <th scope="col">{t('points.colAmount')}</th>
              <th scope="col">{t('points.colRatio')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>{number(item.points)}</td>
                <td>{number(item.amount)}</td>
                <td>1 : {number(item.ratio)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {confirming && username && (
        <RedeemConfirm
          item={confirming}
          username={username}
          onClose={() => setConfirming(null)}
          onDone={() => {
            setNotice(t('points.redeemed', { name: confirming.name }));
            setConfirming(null);
          }}
        />
      )}
    </div>
  );
}

function RedeemConfirm({ item, username, onClose, onDone }: { item: PointItem; username: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const queryClient = useQueryClient();
  const [requestId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirm = async () => {
    setBusy(true);
    try {
      await redeemItem(api, item.id, requestId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['member', username, 'points'] }),
        queryClient.invalidateQueries({ queryKey: ['member', username, 'redemptions'] }),
        queryClient.invalidateQueries({ queryKey: ['member', username, 'balance'] }),
        queryClient.invalidateQueries({ queryKey: pointItemsQuery(api).queryKey }),
      ]);
      onDone();
    } catch (failure) {
      setError(t(pointsErrorKey(failure)));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('points.confirmTitle')} onClose={onClose}>
      <p>{t('points.confirmText', { name: item.name, points: number(item.points) })}</p>
      <FormAlert message={error} />
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('promo.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
          {t('points.confirm')}
        </button>
      </div>
    </Modal>
  );
}

function RedeemHistory({ username }: { username: string }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const [pageNo, setPageNo] = useState(1);
  const { data, isError, error } = useQuery({ ...redemptionsQuery(api, username, pageNo), placeholderData: (previous) => previous });
  return (
    <section aria-labelledby="points-history">
      <h2 id="points-history">{t('points.history')}</h2>
      {isError && <FormAlert message={t(pointsErrorKey(error))} />}
      {data && data.list.length === 0 && <p className="empty">{t('points.noHistory')}</p>}
      {data && data.list.length > 0 && (
        <div className="table-scroll">
          <table className="points-table">
            <thead>
              <tr>
                <th scope="col">{t('points.colTime')}</th>
                <th scope="col">{t('points.colItem')}</th>
                <th scope="col">{t('points.colPoints')}</th>
                <th scope="col">{t('points.colAmount')}</th>
                <th scope="col">{t('points.colStatus')}</th>
                <th scope="col">{t('points.colRemark')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id}>
                  <td>{time(r.time)}</td>
                  <td>{r.itemName}</td>
                  <td>{number(r.points)}</td>
                  <td>{number(r.amount)}</td>
                  <td>{t(`points.status.${r.status}`)}</td>
                  <td>{r.remark}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.totalPages > 1 && (
        <nav className="pager" aria-label={t('points.history')}>
          <button type="button" className="btn btn-ghost" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            {t('points.prev')}
          </button>
          <span>
            {pageNo} / {data.totalPages}
          </span>
          <button type="button" className="btn btn-ghost" disabled={pageNo >= data.totalPages} onClick={() => setPageNo(pageNo + 1)}>
            {t('points.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
