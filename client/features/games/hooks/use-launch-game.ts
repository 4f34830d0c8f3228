import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useNavigate } from 'react-router';
import type { GameCard, GameCategory } from '@shared/api';
import type { VendorWallet } from '@shared/api/cashier';
import type { GameMaintenanceValue } from '@shared/api/play';
import { decideLaunch, launchPayload, resolveLaunchUrl, type LaunchableGame } from '@shared/launch';
import { useApp } from '@client/app/app-context';
import { errorKey } from '@client/lib/errors';
import { ApiFailure } from '@client/lib/api-client';
import { useActionCheck } from '@client/lib/use-action-check';
import { completeTranslation } from '@client/lib/load-translation';
import { balanceQuery } from '@client/lib/member';
import { fundsQuery } from '@client/lib/wallets';
import { whitelabelQuery } from '@client/lib/whitelabel';
import { launchGame } from '../api/launch-game';
import { gameKeys } from '../api/keys';

/** The launched game's address, kept for /game and /seamless (docs/product.md 2.1: the URL is stored, the player sent there). */
export const GAME_URL_KEY = 'gameUrl';

/** `minBet`: the game card's smallest stake, when the card has one (a launch below it says so first) */
export type LaunchableCard = LaunchableGame & { gameName: string; minBet?: number };

type LaunchOptions = { roomId?: string; launchMode?: string };

/** A dialog the launch opens instead of (or before) a game. */
export type LaunchDialog =
  | { kind: 'vendorGames'; vassalage: string; gameType: GameCategory; title: string }
  | { kind: 'pvpRooms'; game: LaunchableCard }
  | { kind: 'maintenance'; suggestions: GameCard[] }
  /** a failed launch; `again` (a launch the upstream did not answer) offers to try it again */
  | { kind: 'error'; messageKey: string; again?: { game: LaunchableGame & { gameName?: string }; opts: LaunchOptions } }
  /** a vendor keeping a wallet of its own: move money in first, or play with what is there */
  | { kind: 'vendorWallet'; game: LaunchableCard; wallet: VendorWallet; main: number }
  /** the main wallet holds less than the game's smallest stake: deposit, or open it anyway */
  | { kind: 'lowBalance'; game: LaunchableCard; balance: number }
  /** the game popup iframe (docs/product.md 2.4), instead of /game */
  | { kind: 'gamePopup'; url: string; title: string }
  | null;

/**
 * Carries out the docs/product.md 4 launch decision (shared/launch.ts): the action check, the
 * lottery routes, the vendor game list, PVP rooms, or the third-party launch whose URL,
 * once its host is checked against launchGameCDNs, opens on /game.
 */
export function useLaunchGame({ popup = false }: { popup?: boolean } = {}) {
  const { api, portal, session } = useApp();
  const actionCheck = useActionCheck();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [dialog, setDialog] = useState<LaunchDialog>(null);
  const [pending, setPending] = useState(false);

  const openThirdParty = useCallback(
    async (game: LaunchableGame & { gameName?: string }, opts: LaunchOptions = {}) => {
      const current = session.getState().session;
      if (!current || !actionCheck()) return;
      setPending(true);
      try {
        const result = await launchGame(api, launchPayload(game, { username: current.username, language: i18n.language, ...opts }));
        const whitelabel = await queryClient.ensureQueryData(whitelabelQuery(api));
        const url = resolveLaunchUrl(result.game_url, whitelabel.launchGameCDNs, portal.launchCdn);
        if (!url) {
          setDialog({ kind: 'error', messageKey: 'play.launchRefused' });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: gameKeys.recentGames(current.username) });
        if (popup) {
          setDialog({ kind: 'gamePopup', url, title: game.gameName ?? game.gameId });
          return;
        }
        sessionStorage.setItem(GAME_URL_KEY, url);
        setDialog(null);
        navigate('/game');
      } catch (error) {
        if (error instanceof ApiFailure && error.code === 'GAME_MAINTENANCE') {
          setDialog({ kind: 'maintenance', suggestions: (error.value as GameMaintenanceValue | null)?.suggestions ?? [] });
        } else {
          // docs/product.md 8's text, and the same launch once more (a launch moves no money: a new call is safe)
          setDialog({ kind: 'error', messageKey: errorKey(error), again: { game, opts } });
        }
      } finally {
        setPending(false);
      }
    },
    [api, portal.launchCdn, session, actionCheck, queryClient, i18n, navigate, popup],
  );

  /**
   * On a multi-wallet brand, a game whose vendor keeps its own wallet first offers to move money in.
   * A game played from the main wallet that holds less than its minimum bet (a new member's
   * 1.000 bonus against a 5.000 slot) says so before launching, rather than leaving the player
   * in a game that refuses every bet.
   */
  const offerWalletOrOpen = useCallback(
    async (game: LaunchableCard) => {
      const current = session.getState().session;
      if (!current || !actionCheck()) return;
      try {
        const balance = await queryClient.ensureQueryData(balanceQuery(api, current.username));
        if (!balance.isSingle) {
          const funds = await queryClient.fetchQuery(fundsQuery(api, current.username));
          const wallet = funds.wallets.find((w) => w.vendor === game.vassalage);
          if (wallet) {
            // the offer's strings are the cashier's, which a page leaves out until needed
            await completeTranslation(i18n);
            setDialog({ kind: 'vendorWallet', game, wallet, main: funds.main });
            return;
          }
        }
        if (game.minBet && balance.sumBalance < game.minBet) {
          await completeTranslation(i18n);
          setDialog({ kind: 'lowBalance', game, balance: balance.sumBalance });
          return;
        }
      } catch {
        // the wallets could not be read: launch as usual, the game shows what it holds
      }
      await openThirdParty(game);
    },
    [api, session, actionCheck, queryClient, openThirdParty, i18n],
  );

  const launch = useCallback(
    (game: LaunchableCard) => {
      const decision = decideLaunch(game, session.getState().session);
      switch (decision.kind) {
        case 'login':
        case 'realAccountNeeded':
          actionCheck();
          return;
        case 'route':
          setDialog(null);
          navigate(decision.to);
          return;
        case 'vendorGames':
          setDialog({ kind: 'vendorGames', vassalage: decision.vassalage, gameType: decision.gameType, title: game.gameName });
          return;
        case 'pvpRooms':
          setDialog({ kind: 'pvpRooms', game });
          return;
        case 'sea':
          void openThirdParty(decision.game, { launchMode: 'SEA' });
          return;
        case 'thirdParty':
          void offerWalletOrOpen(game);
      }
    },
    [session, actionCheck, navigate, openThirdParty, offerWalletOrOpen],
  );

  return {
    launch,
    launchRoom: (game: LaunchableCard, roomId: string) => openThirdParty(game, { roomId }),
    /** after the vendor-wallet offer: launch without asking again */
    play: (game: LaunchableCard) => openThirdParty(game),
    /** the failed launch the error dialog shows, once more */
    retry: () => {
      if (dialog?.kind === 'error' && dialog.again) void openThirdParty(dialog.again.game, dialog.again.opts);
    },
    pending,
    dialog,
    closeDialog: () => setDialog(null),
  };
}
