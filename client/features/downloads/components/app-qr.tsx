import { QRCodeSVG } from 'qrcode.react';
import { QR_SIZE } from '@shared/constants';
import { QrFigure } from './qr-figure';

/** A QR code of a download link (docs/product.md 9: size 100), black on white in both themes, with its caption. */
export function AppQr({ url, caption }: { url: string; caption: string }) {
  return (
    <QrFigure url={url} caption={caption}>
      <QRCodeSVG value={url} size={QR_SIZE} marginSize={2} bgColor="#ffffff" fgColor="#000000" level="M" title={caption} role="img" aria-label={caption} />
    </QrFigure>
  );
}
