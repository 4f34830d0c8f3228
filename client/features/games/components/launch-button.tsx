import type { ReactNode } from 'react';
import { useLaunchGame, type LaunchableCard } from '../hooks/use-launch-game';
import { LaunchDialogs } from './launch-dialogs';

/** A game's launch control: a real button around the card's picture and name (SPEC.md 4). */
export function LaunchButton({ card, className, children }: { card: LaunchableCard; className?: string; children: ReactNode }) {
  const launcher = useLaunchGame();
  return (
    <>
      <button type="button" className={className ?? 'launch-button'} onClick={() => launcher.launch(card)} disabled={launcher.pending} aria-busy={launcher.pending}>
        {children}
      </button>
      <LaunchDialogs launcher={launcher} />
    </>
  );
}
