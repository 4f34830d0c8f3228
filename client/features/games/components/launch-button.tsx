import type { ReactNode } from 'react';
import { useLaunchGame, type LaunchableCard } from '../hooks/use-launch-game';
// biome-ignore lint/suspicious/noImportCycles: recursive by design (launch-dialogs.tsx)
import { LaunchDialogs } from './launch-dialogs';

/** A game's launch control (docs/product.md 4); `popup` opens the game in the game popup instead of /game. */
export function LaunchButton({ card, className, popup, children }: { card: LaunchableCard; className?: string; popup?: boolean; children: ReactNode }) {
  const launcher = useLaunchGame({ popup });
  return (
    <>
      <button
        type="button"
        className={className ?? 'launch-button'}
        onClick={() => launcher.launch(card)}
        disabled={launcher.pending}
        aria-busy={launcher.pending}
      >
        {children}
      </button>
      <LaunchDialogs launcher={launcher} />
    </>
  );
}
