import { useEffect } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useUi } from '@client/app/app-context';

/** The chat window's bar: minimise or restore, enlarge or shrink, close; Escape minimises. */
export function ChatBar() {
  const { t } = useTranslation();
  const state = useUi((s) => s.chat);
  const setChat = useUi((s) => s.setChat);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && state !== 'minimised' && setChat('minimised');
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state, setChat]);

  return (
    <div className="chat-bar">
      <h2 className="chat-title">{t('chat.title')}</h2>
      {state === 'minimised' ? (
        <button type="button" className="icon-button" onClick={() => setChat('small')} aria-label={t('chat.restore')}>
          ▢
        </button>
      ) : (
        <>
          <button type="button" className="icon-button" onClick={() => setChat('minimised')} aria-label={t('chat.minimise')}>
            –
          </button>
          <button
            type="button"
            className="icon-button"
            aria-pressed={state === 'large'}
            onClick={() => setChat(state === 'large' ? 'small' : 'large')}
            aria-label={state === 'large' ? t('chat.shrink') : t('chat.enlarge')}
          >
            {state === 'large' ? '⤡' : '⤢'}
          </button>
        </>
      )}
      <button type="button" className="icon-button" onClick={() => setChat('closed')} aria-label={t('chat.close')}>
        ×
      </button>
    </div>
  );
}
