import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { useBrandTime } from '@client/lib/brand-time';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormOutcome } from '@client/components/ui/form-outcome';
import { useFormCall } from '@client/lib/use-form-call';
import { ApiError } from '@client/lib/api-client';
import { feedbackQuery, sendFeedback, supportRulesQuery } from '../api/support';
import { ContentField, fillLimits, SupportImagePicker } from '../components/support-fields';
import { SupportImages } from '../components/support-images';
import { supportErrorKey } from '../errors';
import { wordsOk } from '../support-form';
import '@client/styles/support.css';
import { memberCentreKeys } from '../api/keys';

/**
 * Feedback form (docs/product.md 2.5, a member screen named by label; 5: content between {0} and {1}
 * words, the brand's limits; images png or jpg, at most 5 MB each, at most 3). PUT
 * /wps/feedback. What the player typed and chose stays on any error; a sent form is emptied.
 */
export default function Feedback() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const rules = useQuery(supportRulesQuery(api, username));
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState(false);
  const [wordError, setWordError] = useState(false);
  const { busy, formError, setFormError, run } = useFormCall(supportErrorKey('support.feedback.words'));
  if (rules.isPending) return <Loading />;
  if (rules.isError) return <QueryError error={rules.error} onRetry={() => void rules.refetch()} />;
  const limits = rules.data.feedback;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setDone(false);
    if (!wordsOk(content, limits)) {
      setWordError(true);
      return setFormError(t('support.feedback.words'));
    }
    setWordError(false);
    setFormError('');
    return run(async () => {
      try {
        await sendFeedback(api, { requestId, content: content.trim(), images });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'WORD_LIMIT') {
          // the brand's limits changed since the page loaded: read them again
          setWordError(true);
          void rules.refetch();
        }
        throw error;
      }
      setContent('');
      setImages([]);
      setRequestId(crypto.randomUUID());
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: memberCentreKeys.feedback(username) });
    });
  };

  return (
    <div>
      <form className="form support-form" onSubmit={submit} noValidate aria-label={t('centre.member.feedback')}>
        <p>{t('support.feedback.intro')}</p>
        <ContentField label={t('support.feedback.content')} value={content} onValue={setContent} limits={limits} invalid={wordError} />
        <SupportImagePicker label={t('support.images')} images={images} onImages={setImages} onError={(key) => setFormError(key ? t(key) : '')} />
        <FormOutcome error={fillLimits(formError, limits)} done={done ? t('support.feedback.sent') : ''} />
        <div className="centre-actions">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {t('support.feedback.submit')}
          </button>
        </div>
      </form>
      <FeedbackList />
    </div>
  );
}

/** The member's own feedback, newest first, with thumbnails of its images. */
function FeedbackList() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const list = useQuery(feedbackQuery(api, username));
  const time = useBrandTime();
  return (
    <section className="support-section" aria-labelledby="feedback-mine">
      <h4 id="feedback-mine">{t('support.feedback.mine')}</h4>
      {list.isPending && <Loading />}
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data &&
        (list.data.length === 0 ? (
          <p className="centre-empty">{t('support.feedback.none')}</p>
        ) : (
          <ul className="feedback-list" data-testid="feedback-list">
            {list.data.map((item) => (
              <li key={item.id} className="ticket" data-testid="feedback-item">
                <p className="ticket-meta">{time.at(item.createdAt)}</p>
                <p className="ticket-content">{item.content}</p>
                <SupportImages paths={item.images} label={t('support.feedback.imagesOf', { date: time.at(item.createdAt) })} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
