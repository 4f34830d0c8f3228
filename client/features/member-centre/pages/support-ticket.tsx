import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { Ticket } from '@shared/api/support';
import { ticketReplyLimits, type TicketType, type WordLimits } from '@shared/support-rules';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormOutcome } from '@client/components/ui/form-outcome';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useFormCall } from '@client/lib/use-form-call';
import { replyTicket, sendTicket, supportRulesQuery, ticketsQuery } from '../api/support';
import { ContentField, QuestionTypeField, fillLimits, SupportImagePicker } from '../components/support-fields';
import { SupportImages } from '../components/support-images';
import { supportErrorKey } from '../errors';
import { wordsOk } from '../support-form';
import '@client/styles/support.css';
import { memberCentreKeys } from '../api/keys';

/**
 * Support ticket form (docs/product.md 2.5: question type deposit, withdrawal, game, customer service,
 * application, other, plus a content description; 5: content between the brand's lower and
 * upper word counts; screenshots png or jpg, at most 5 MB each, at most 3), and the member's
 * tickets with their status, customer service's replies and a reply of the member's own.
 * What the player typed stays on any error.
 */
export default function SupportTicket() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const rules = useQuery(supportRulesQuery(api, username));
  const tickets = useQuery(ticketsQuery(api, username));
  if (rules.isPending) return <Loading />;
  if (rules.isError) return <QueryError error={rules.error} onRetry={() => void rules.refetch()} />;
  const limits = rules.data.ticket;
  return (
    <div>
      <section className="support-section" aria-labelledby="ticket-new">
        <h4 id="ticket-new">{t('support.ticket.new')}</h4>
        <TicketForm types={limits.types} limits={limits} onRefused={() => void rules.refetch()} />
      </section>
      <section className="support-section" aria-labelledby="ticket-list">
        <h4 id="ticket-list">{t('support.ticket.mine')}</h4>
        {tickets.isPending && <Loading />}
        {tickets.isError && <QueryError error={tickets.error} onRetry={() => void tickets.refetch()} />}
        {tickets.data &&
          (tickets.data.length === 0 ? (
            <p className="centre-empty">{t('support.ticket.none')}</p>
          ) : (
            <ul className="tickets" data-testid="tickets">
              {tickets.data.map((ticket) => (
                <TicketItem key={ticket.id} ticket={ticket} limits={ticketReplyLimits(limits)} />
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}

function TicketForm({ types, limits, onRefused }: { types: readonly TicketType[]; limits: WordLimits; onRefused: () => void }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const [questionType, setQuestionType] = useState<TicketType | ''>('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [typeError, setTypeError] = useState('');
  const [wordError, setWordError] = useState(false);
  const [done, setDone] = useState('');
  const { busy, formError, setFormError, run } = useFormCall(supportErrorKey('support.ticket.words'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setDone('');
    setTypeError(questionType ? '' : t('support.ticket.typeRequired'));
    const wordsFit = wordsOk(content, limits);
    setWordError(!wordsFit);
    if (!questionType) return setFormError('');
    if (!wordsFit) return setFormError(t('support.ticket.words'));
    setFormError('');
    return run(async () => {
      try {
        const ticket = await sendTicket(api, { requestId, questionType, content: content.trim(), images });
        setDone(t('support.ticket.sent', { no: ticket.ticketNo }));
      } catch (error) {
        onRefused();
        throw error;
      }
      setQuestionType('');
      setContent('');
      setImages([]);
      setRequestId(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: memberCentreKeys.tickets(username) });
    });
  };

  return (
    <form className="form support-form" onSubmit={submit} noValidate aria-label={t('centre.member.supportTicket')}>
      <QuestionTypeField
        types={types}
        value={questionType}
        error={typeError}
        onValue={(type) => {
          setQuestionType(type);
          setTypeError('');
        }}
      />
      <ContentField label={t('support.ticket.content')} value={content} onValue={setContent} limits={limits} invalid={wordError} />
      <SupportImagePicker label={t('support.screenshots')} images={images} onImages={setImages} onError={(key) => setFormError(key ? t(key) : '')} />
      <FormOutcome error={fillLimits(formError, limits)} done={done} />
      <div className="centre-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {t('support.ticket.submit')}
        </button>
      </div>
    </form>
  );
}

function TicketItem({ ticket, limits }: { ticket: Ticket; limits: WordLimits }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  return (
    <li className="ticket" data-testid="ticket">
      <div className="ticket-head">
        <h5>
          {t(`support.type.${ticket.questionType}`)} · {ticket.ticketNo}
        </h5>
        <span className="ticket-status" data-testid="ticket-status">
          {t(`support.status.${ticket.status}`)}
        </span>
      </div>
      <p className="ticket-meta">
        {time.at(ticket.createdAt)}
        {ticket.imageCount > 0 && ` · ${t('support.ticket.screenshots', { count: ticket.imageCount })}`}
      </p>
      <p className="ticket-content">{ticket.content}</p>
      <SupportImages paths={ticket.images} label={t('support.ticket.imagesOf', { no: ticket.ticketNo })} />
      {ticket.messages.length > 0 && (
        <ol className="ticket-messages" aria-label={t('support.ticket.replies')}>
          {ticket.messages.map((m) => (
            <li key={m.id} className={`ticket-message ticket-message-${m.author}`} data-testid={`ticket-message-${m.author}`}>
              <span className="ticket-meta">
                {t(`support.author.${m.author}`)} · {time.at(m.createdAt)}
              </span>
              <p>{m.content}</p>
            </li>
          ))}
        </ol>
      )}
      {ticket.status !== 'closed' && <ReplyForm ticket={ticket} limits={limits} />}
    </li>
  );
}

function ReplyForm({ ticket, limits }: { ticket: Ticket; limits: WordLimits }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const id = useId();
  const [content, setContent] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const { busy, formError, setFormError, run } = useFormCall(supportErrorKey('support.ticket.replyWords'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!wordsOk(content, limits)) return setFormError(t('support.ticket.replyWords'));
    setFormError('');
    return run(async () => {
      await replyTicket(api, { ticketId: ticket.id, requestId, content: content.trim() });
      setContent('');
      setRequestId(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: memberCentreKeys.tickets(username) });
    });
  };
  return (
    <form className="form support-form" onSubmit={submit} noValidate aria-label={t('support.ticket.replyTo', { no: ticket.ticketNo })}>
      <div className="field">
        <label htmlFor={id}>{t('support.ticket.reply')}</label>
        <textarea id={id} rows={2} value={content} onChange={(e) => setContent(e.target.value)} />
      </div>
      <FormAlert message={fillLimits(formError, limits)} />
      <div className="centre-actions">
        <button type="submit" className="btn btn-secondary" disabled={busy} aria-busy={busy}>
          {t('support.ticket.send')}
        </button>
      </div>
    </form>
  );
}
