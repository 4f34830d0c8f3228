/**
 * Placeholders of the final size while a list loads, so nothing below them moves when it
 * arrives. Each is one busy region with its loading text for screen readers.
 */

/** A grid of `count` game-card placeholders, each the size of a card (square picture, name line). */
export function CardGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className="skeleton" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity and never reorder
          <li key={i}>
            <div className="game-card skeleton-card">
              <div className="skeleton-picture" />
              <div className="game-name">
                <span className="skeleton-line" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A block placeholder whose height the surrounding CSS gives (a table's capped height). */
export function BlockSkeleton({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className ? `skeleton skeleton-block ${className}` : 'skeleton skeleton-block'} aria-busy="true">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
