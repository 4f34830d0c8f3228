import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { RedEnvelope as Envelope } from '@shared/api/envelope';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { envelopeErrorKey } from '../errors';
import { useBrandMoney } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { claimRedEnvelope, redEnvelopeQuery } from '../api/red-envelope';
import '@client/styles/member-centre.css';
import { memberKeys } from '@client/lib/query-keys';

/** d, hh:mm:ss left until `until` on the gateway's clock (`skew` = gateway minus device). */
function useCountdown(until: number | null, skew: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (until === null) return null;
  const left = Math.max(0, Math.ceil((until - (now + skew)) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    done: left === 0,
    days: Math.floor(left / 86_400),
    clock: `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`,
  };
}

/**
 * Red envelope (docs/product.md 2.5, a member screen named by label; opened from the reward centre and
 * the point mall): the brand's timed giveaway of random shares of a pool, one claim per member.
 * Not started yet counts down on the gateway's clock; a claim pays once into the wallet (the
 * header's balance follows) as a bonus under the turnover rule.
 */
export default function RedEnvelope() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [skew, setSkew] = useState(0);
  const { busy, formError, setFormError, run } = useFormCall(envelopeErrorKey);
  const envelope = useQuery(redEnvelopeQuery(api, username));
  const e = envelope.data;
  useEffect(() => {
    if (e) setSkew(e.now - Date.now());
  }, [e]);
  const countdown = useCountdown(e?.state === 'upcoming' ? e.startsAt : null, skew);
  const refetch = envelope.refetch;
  useEffect(() => {
    if (countdown?.done) void refetch();
  }, [countdown?.done, refetch]);

  if (envelope.isPending) return <Loading />;
  if (envelope.isError) return <QueryError error={envelope.error} onRetry={() => void envelope.refetch()} />;
  const r = envelope.data;
  const claim = () => {
    setFormError('');
    return run(async () => {
      try {
        const claimed = await claimRedEnvelope(api, requestId);
        queryClient.setQueryData<Envelope>(redEnvelopeQuery(api, username).queryKey, claimed);
      } finally {
        setRequestId(crypto.randomUUID());
        await queryClient.invalidateQueries({ queryKey: memberKeys.of(username) });
      }
    });
  };
  return (
    <div className={`red-envelope red-envelope-${r.state}`}>
      <div className="red-envelope-card" aria-live="polite" data-testid="envelope-state" data-state={r.state}>
        <p className="red-envelope-title">{t(`envelope.state.${r.state}`)}</p>
        {r.state === 'upcoming' && countdown && (
          <p className="red-envelope-countdown" role="timer" aria-label={t('envelope.startsIn')}>
            {countdown.days > 0 ? t('envelope.countdownDays', { days: countdown.days, clock: countdown.clock }) : countdown.clock}
          </p>
        )}
        {r.state === 'claimed' && r.amount !== null && (
          <p className="red-envelope-amount" data-testid="envelope-amount">
            {money(r.amount)}
          </p>
        )}
        {r.state === 'open' && (
          <button type="button" className="btn btn-primary red-envelope-claim" disabled={busy} aria-busy={busy} onClick={() => void claim()}>
            {t('envelope.claim')}
          </button>
        )}
      </div>
      <FormAlert message={formError} />
      <dl className="records-totals">
        <dt>{t('envelope.period')}</dt>
        <dd>{t('envelope.periodValue', { from: time.at(r.startsAt), to: time.at(r.endsAt) })}</dd>
        <dt>{t('envelope.range')}</dt>
        <dd>{t('envelope.rangeValue', { min: money(r.minAmount), max: money(r.maxAmount) })}</dd>
        <dt>{t('envelope.left')}</dt>
        <dd data-testid="envelope-left">{t('envelope.leftValue', { left: money(r.remaining), pool: money(r.pool) })}</dd>
        {r.claimedAt !== null && (
          <>
            <dt>{t('envelope.claimedAt')}</dt>
            <dd>{time.at(r.claimedAt)}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="envelope-rules">
        <h4 id="envelope-rules">{t('referral.rules')}</h4>
        <ol className="referral-rules">
          <li>{t('envelope.rule1')}</li>
          <li>{t('envelope.rule2')}</li>
          <li>{t('envelope.rule3')}</li>
        </ol>
      </section>
    </div>
  );
}
