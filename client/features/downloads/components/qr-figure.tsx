import type { ReactNode } from 'react';

/** A download link's QR code (or the place of one not drawn yet) with its caption: the link itself. */
export function QrFigure({ url, caption, children }: { url: string; caption: string; children: ReactNode }) {
  return (
    <figure className="app-qr">
      {children}
      <figcaption>
        <a href={url} rel="noopener" download>
          {caption}
        </a>
      </figcaption>
    </figure>
  );
}
