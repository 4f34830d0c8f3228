import type { ReactNode } from 'react';

/** A wide table that scrolls sideways on a narrow screen: a named region the keyboard can reach (focus, then arrow keys). */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard users (WCAG 2.1.1)
    <section className="table-scroll" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
