import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useImageUrl } from '@client/app/app-context';
import { FallbackImage } from '@client/components/ui/fallback-image';
import { Modal } from '@client/components/ui/modal';
import { useBrandMoney } from '@client/lib/money';
import { formatNumber } from '@client/lib/number-format';
import { useOpenCentre } from '@client/lib/use-open-centre';
import { pvpRoomsQuery, vendorGamesQuery } from '../api/get-play-lists';
import type { useLaunchGame } from '../hooks/use-launch-game';
import { GameFrame } from './game-frame';
import { VendorWalletOffer } from './vendor-wallet-offer';
// biome-ignore lint/suspicious/noImportCycles: recursive by design: a game in a vendor's popup list is launched with its own LaunchButton
import { LaunchButton } from './launch-button';
import type { GameCard } from '@shared/api';

type Launcher = ReturnType<typeof useLaunchGame>;

/**
 * The dialogs a launch can open: vendor game list, PVP rooms, game maintenance, a failed
 * launch. They only open after a click, so they go to document.body (outside the card).
 */
export function LaunchDialogs({ launcher }: { launcher: Launcher }) {
  const content = useDialogContent(launcher);
  return content ? createPortal(content, document.body) : null;
}

function useDialogContent(launcher: Launcher): ReactNode {
  const { t } = useTranslation();
  const { dialog, closeDialog } = launcher;
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'vendorGames':
      return (
        <Modal title={dialog.title} onClose={closeDialog} wide>
          <VendorGames gameType={dialog.gameType} vassalage={dialog.vassalage} />
        </Modal>
      );
    case 'pvpRooms':
      return (
        <Modal title={t('play.rooms', { name: dialog.game.gameName })} onClose={closeDialog}>
          <PvpRooms launcher={launcher} />
        </Modal>
      );
    case 'maintenance':
      return (
        <Modal title={t('play.maintenanceTitle')} onClose={closeDialog} wide>
          <p role="alert">{t('errors.gameMaintenance')}</p>
          {dialog.suggestions.length > 0 && (
            <section aria-label={t('play.popularGames')}>
              <h3 className="play-subtitle">{t('play.popularGames')}</h3>
              <GameGrid cards={dialog.suggestions} />
            </section>
          )}
        </Modal>
      );
    case 'vendorWallet':
      return (
        <Modal title={t('wallet.launch.title', { wallet: dialog.wallet.name })} onClose={closeDialog}>
          <VendorWalletOffer launcher={launcher} />
        </Modal>
      );
    case 'lowBalance':
      return <LowBalance launcher={launcher} />;
    case 'gamePopup':
      return (
        <Modal title={dialog.title} onClose={closeDialog} wide>
          <GameFrame url={dialog.url} className="game-frame game-frame-popup" />
        </Modal>
      );
    case 'error':
      return (
        <Modal title={t('errors.title')} onClose={closeDialog}>
          <p role="alert">{t(dialog.messageKey)}</p>
          <div className="status-actions">
            {dialog.again && (
              <button type="button" className="btn btn-primary" onClick={launcher.retry} disabled={launcher.pending}>
                {t('errors.retry')}
              </button>
            )}
            <button type="button" className={dialog.again ? 'btn btn-ghost' : 'btn btn-primary'} onClick={closeDialog}>
              {t('common.close')}
            </button>
          </div>
        </Modal>
      );
  }
}

/** Small launchable cards (popup lists, suggestions, recent games). */
export function GameGrid({ cards }: { cards: GameCard[] }) {
  const image = useImageUrl();
  return (
    <ul className="play-grid">
      {cards.map((card) => (
        <li key={`${card.vassalage}-${card.gameId}`}>
          <LaunchButton card={card} className="play-tile">
            <FallbackImage src={image(card.icon)} alt="" width={96} height={96} />
            <span className="play-tile-name">{card.gameName}</span>
          </LaunchButton>
        </li>
      ))}
    </ul>
  );
}

function VendorGames({ gameType, vassalage }: { gameType: GameCard['gameType']; vassalage: string }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const list = useQuery(vendorGamesQuery(api, gameType, vassalage));
  if (list.isPending) return <p className="play-loading">{t('play.loading')}</p>;
  if (list.isError) return <p role="alert">{t('errors.network')}</p>;
  const games = list.data.games.filter((g) => g.isGame === 'GAME');
  if (games.length === 0) return <p className="empty">{t('games.noGames')}</p>;
  return <GameGrid cards={games} />;
}

function PvpRooms({ launcher }: { launcher: Launcher }) {
  const { t, i18n } = useTranslation();
  const { api } = useApp();
  const game = launcher.dialog?.kind === 'pvpRooms' ? launcher.dialog.game : null;
  const rooms = useQuery({ ...pvpRoomsQuery(api, game?.gameId ?? ''), enabled: !!game });
  if (!game) return null;
  if (rooms.isPending) return <p className="play-loading">{t('play.loading')}</p>;
  if (rooms.isError) return <p role="alert">{t('errors.network')}</p>;
  return (
    <ul className="play-rooms">
      {rooms.data.map((room) => (
        <li key={room.roomId}>
          <button type="button" className="play-room" disabled={launcher.pending} onClick={() => void launcher.launchRoom(game, room.roomId)}>
            <span className="play-room-name">{room.name}</span>
            <span>{t('play.minBet', { amount: formatNumber(room.minBet, i18n.language) })}</span>
            <span>{t('play.players', { count: room.players })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A game whose minimum bet the main wallet cannot stake: both amounts, deposit (the member centre), or the game anyway. */
function LowBalance({ launcher }: { launcher: Launcher }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const openCentre = useOpenCentre();
  const { dialog, closeDialog } = launcher;
  if (dialog?.kind !== 'lowBalance') return null;
  const { game, balance } = dialog;
  return (
    <Modal title={t('play.lowBalanceTitle')} onClose={closeDialog}>
      <p role="alert">{t('play.lowBalance', { game: game.gameName, minBet: money(game.minBet ?? 0), balance: money(balance) })}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={() => launcher.play(game)} disabled={launcher.pending}>
          {t('play.openAnyway')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            closeDialog();
            openCentre.member('depositv2');
          }}
        >
          {t('header.deposit')}
        </button>
      </div>
    </Modal>
  );
}
