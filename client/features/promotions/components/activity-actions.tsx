import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { ActivityResult, MemberActivity, PromotionSummary } from '@shared/api/promotions';
import { useApp, useSession } from '@client/app/app-context';
import { FormAlert } from '@client/components/ui/text-field';
import { claimPromotion, joinPromotion, memberActivitiesQuery } from '../api/member-activities';
import { promotionErrorKey } from '../errors';
import { useActivity } from '../hooks/use-activity';
import { ActivityBadge } from './activity-badge';
import { ApplicationForm } from './application-form';
import { memberKeys } from '@client/lib/query-keys';

/**
 * The member's state of a promotion and its action (docs/product.md 4): join (the application
 * form, or signing up at once) and claim. Visitors get the login popup and trial accounts
 * the in_need_true_account warning first: `check` is the auth feature's useActionCheck,
 * passed in by the route (features do not import each other).
 */
export function ActivityActions({ promotion, check }: { promotion: PromotionSummary; check: () => boolean }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const queryClient = useQueryClient();
  const username = useSession((s) => s.session?.username ?? null);
  const { activity, state, action, loading } = useActivity(promotion);
  const [applying, setApplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [requestId] = useState(() => crypto.randomUUID());

  const done = (result: ActivityResult, noticeKey: string) => {
    if (username) {
      queryClient.setQueryData<MemberActivity[]>(memberActivitiesQuery(api, username).queryKey, (list = []) => [
        result,
        ...list.filter((a) => a.promotionId !== result.promotionId),
      ]);
      void queryClient.invalidateQueries({ queryKey: memberKeys.balance(username) });
    }
    setError('');
    setNotice(t(noticeKey));
  };

  const run = async (call: () => Promise<ActivityResult>, noticeKey: string) => {
    setBusy(true);
    try {
      done(await call(), noticeKey);
    } catch (failure) {
      setError(t(promotionErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  const onJoin = () => {
    if (!check()) return;
    if (promotion.mode === 'apply') setApplying(true);
    else void run(() => joinPromotion(api, promotion.id, requestId), 'promo.joined');
  };
  const onClaim = () => {
    if (!check()) return;
    void run(() => claimPromotion(api, promotion.id), 'promo.claimed');
  };

  return (
    <div className="promo-actions">
      <p className="promo-state">
        {t('promo.stateLabel')} <ActivityBadge state={state} />
      </p>
      {activity?.comment && <p className="promo-application">{t('promo.yourApplication', { comment: activity.comment, count: activity.imageCount })}</p>}
      {action === 'join' && (
        <button type="button" className="btn btn-primary" onClick={onJoin} disabled={busy || loading}>
          {t(state === 'rejected' ? 'promo.applyAgain' : 'promo.join')}
        </button>
      )}
      {action === 'claim' && (
        <button type="button" className="btn btn-primary" onClick={onClaim} disabled={busy}>
          {t('promo.claim')}
        </button>
      )}
      <FormAlert message={error} />
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      {applying && (
        <ApplicationForm
          promotion={promotion}
          onClose={() => setApplying(false)}
          onApplied={(result) => {
            setApplying(false);
            done(result, 'promo.applied');
          }}
        />
      )}
    </div>
  );
}
