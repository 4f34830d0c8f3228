import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useSearchParams } from 'react-router';
import { useApp, useSession } from '@client/app/app-context';
import { TabPanel, Tabs } from '@client/components/ui/tabs';
import { pointsBalanceQuery } from '../api/points';
import { pointsErrorKey } from '../errors';
import { usePointsFormat } from './format';
import { PointsDetails } from './points-details';
import { PointsRules } from './points-rules';
import { RedeemHistory } from './redeem-history';
import { RedeemTab } from './redeem-tab';

export const POINT_MALL_TABS = ['redeem', 'history', 'details', 'rules'] as const;
export type PointMallTab = (typeof POINT_MALL_TABS)[number];

const tabOf = (value: string | null): PointMallTab => ((POINT_MALL_TABS as readonly string[]).includes(value ?? '') ? (value as PointMallTab) : 'redeem');

/**
 * The point mall (docs/product.md 2.5 points mall redeem, redeem history, points details, points
 * rules, exchange ratio table; 3 point items; 9 points never expire): the member's points over
 * four tabs, the tab kept in the URL (`?tab=history`) so it can be linked and survives a
 * reload. Items and rules are public; everything personal loads in the browser. `check` is
 * the action check (login popup, trial warning), passed in by the route.
 */
export function PointMall({ check }: { check: () => boolean }) {
  const formatPoints = usePointsFormat();
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? null);
  const balance = useQuery({ ...pointsBalanceQuery(api, username ?? ''), enabled: !!username });
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [notice, setNotice] = useState('');
  const panelId = useId();
  const select = (next: PointMallTab) => {
    setNotice('');
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'redeem') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="point-mall">
      <section className="points-balance" aria-labelledby="points-balance">
        <h2 id="points-balance">{t('points.balance')}</h2>
        {username ? (
          <p className="points-value" aria-live="polite" data-testid="points-balance">
            {balance.isError
              ? t(pointsErrorKey(balance.error))
              : balance.data
                ? t('points.value', { points: formatPoints(balance.data.points) })
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

      <Tabs
        label={t('pages.pointMall.title')}
        tabs={POINT_MALL_TABS.map((id) => ({ id, label: t(`points.tab.${id}`) }))}
        current={tab}
        onSelect={select}
        panelId={panelId}
      />
      <TabPanel panelId={panelId} current={tab} className="points-panel">
        {tab === 'redeem' && <RedeemTab username={username} check={check} onDone={setNotice} />}
        {tab === 'history' && (username ? <RedeemHistory username={username} /> : <LoginFirst check={check} />)}
        {tab === 'details' && (username ? <PointsDetails username={username} /> : <LoginFirst check={check} />)}
        {tab === 'rules' && <PointsRules />}
      </TabPanel>
    </div>
  );
}

function LoginFirst({ check }: { check: () => boolean }) {
  const { t } = useTranslation();
  return (
    <p>
      <button type="button" className="btn btn-primary" onClick={() => check()}>
        {t('points.loginToSee')}
      </button>
    </p>
  );
}
