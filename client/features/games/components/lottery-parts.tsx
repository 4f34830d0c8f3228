import { useTranslation } from '@client/lib/use-translation';
import type { LotteryDraw } from '@shared/api/play';
import { useBrandTime } from '@client/lib/brand-time';
import { useLotteryFavourites } from '../hooks/use-lottery-favourites';

/** Drawn numbers as balls. */
export function Balls({ numbers }: { numbers: string }) {
  return (
    <span className="lotto-balls">
      {numbers.split(',').map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a draw's balls are positions (the same number may come twice) and never reorder
        <span key={i} className="lotto-ball">
          {n}
        </span>
      ))}
    </span>
  );
}

/** Opened numbers, newest first; when each was drawn in the brand's time zone (yyyy-MM-dd HH:mm:ss, the same on the server and in every browser). */
export function DrawTable({ draws, caption, showGame }: { draws: LotteryDraw[]; caption: string; showGame?: boolean }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  if (draws.length === 0) return <p className="empty">{t('play.noDraws')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones, so the keyboard must reach it (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: a scrolling region named by aria-label, not a form group
    <div className="table-wrap" tabIndex={0} role="group" aria-label={caption}>
      <table className="lotto-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {showGame && <th scope="col">{t('play.game')}</th>}
            <th scope="col">{t('play.issue')}</th>
            <th scope="col">{t('play.numbers')}</th>
            <th scope="col">{time.heading(t('play.drawnAt'))}</th>
          </tr>
        </thead>
        <tbody>
          {draws.map((d) => (
            <tr key={`${d.gameCode}-${d.issue}`}>
              {showGame && <td>{d.gameName}</td>}
              <td>{d.issue}</td>
              <td>
                <Balls numbers={d.numbers} />
              </td>
              <td>
                <time dateTime={new Date(d.drawnAt).toISOString()}>{time.dateTime(d.drawnAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The LOTTFAV star of one lottery game. */
export function FavouriteToggle({ gameCode, gameName }: { gameCode: string; gameName: string }) {
  const { t } = useTranslation();
  const { ids, toggle } = useLotteryFavourites();
  const on = ids.includes(gameCode);
  return (
    <button
      type="button"
      className="fav-toggle"
      aria-pressed={on}
      aria-label={t(on ? 'play.unfavourite' : 'play.favourite', { name: gameName })}
      onClick={() => toggle(gameCode)}
    >
      {on ? '★' : '☆'}
    </button>
  );
}
