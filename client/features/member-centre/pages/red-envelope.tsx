import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import type { RedEnvelope as Envelope } from '@shared/api/envelope';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { claimRedEnvelope, redEnvelopeQuery } from '../api/red-envelope';
import { envelopeErrorKey } from '../errors';
import { useBonusClaim } from '../hooks/use-bonus-claim';
import { useRedEnvelope } from '../hooks/use-red-envelope';
import '@client/styles/member-centre.css';

/**
 * Red envelope (docs/product.md 2.5, a member screen named by label; opened from the reward centre and
 * the point mall): the brand's timed giveaway of random shares of a pool, one claim per member.
 * Not started yet counts down on the gateway's clock; a claim pays once into the wallet (the
 * header's balance follows) as a bonus under the turnover rule.
 */
export default function RedEnvelope() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const money = useBrandMoney();
  const queryClient = useQueryClient();
  const { api, username, busy, formError, claim } = useBonusClaim(envelopeErrorKey);
  const { envelope, countdown } = useRedEnvelope(api, username);

  if (envelope.isPending) return <Loading />;
  if (envelope.isError) return <QueryError error={envelope.error} onRetry={() => void envelope.refetch()} />;
  const r = envelope.data;
  // the claim's answer is the envelope as it now is (claimed, with the amount): shown at once
  const claimNow = () =>
    void claim(async (requestId) => {
      queryClient.setQueryData<Envelope>(redEnvelopeQuery(api, username).queryKey, await claimRedEnvelope(api, requestId));
      return '';
    });
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
          <button type="button" className="btn btn-primary red-envelope-claim" disabled={busy} aria-busy={busy} onClick={claimNow}>
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
