import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a narrow screen: a named group the keyboard can reach
 * (focus, then arrow keys; axe scrollable-region-focusable). A group, not a region landmark, so
 * a table named like its page never makes two landmarks of one name (axe landmark-unique).
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard users (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table
    <div className={className ? `table-scroll ${className}` : 'table-scroll'} role="group" tabIndex={0} aria-label={label}>
      {children}
    </div>
  );
}
