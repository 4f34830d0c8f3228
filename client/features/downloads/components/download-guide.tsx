import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { AppQr } from './app-qr';

export type Platform = 'android' | 'ios';
const PLATFORMS: Platform[] = ['android', 'ios'];
const STEPS = [1, 2, 3, 4];

/**
 * docs/product.md 2.4 download guide: an Android and an iOS tab, 4 steps each; step 1 is the QR
 * code of the Android app or of the iOS mobile-config profile. A platform whose link is
 * not configured (or not on an allowed host) says so instead of a QR code.
 */
export function DownloadGuide({ links }: { links: Record<Platform, string | null> }) {
  const { t } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState<Platform>('android');
  const tabs = useRef<Record<Platform, HTMLButtonElement | null>>({ android: null, ios: null });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = PLATFORMS[(PLATFORMS.indexOf(current) + 1) % PLATFORMS.length]!;
    setCurrent(next);
    tabs.current[next]?.focus();
  };
  const link = links[current];
  return (
    <div className="download-guide">
      <div role="tablist" aria-label={t('download.platforms')} className="download-tabs" onKeyDown={onKey}>
        {PLATFORMS.map((platform) => (
          <button
            key={platform}
            ref={(el) => {
              tabs.current[platform] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${platform}-tab`}
            aria-selected={platform === current}
            aria-controls={`${id}-panel`}
            tabIndex={platform === current ? 0 : -1}
            className={platform === current ? 'download-tab download-tab-current' : 'download-tab'}
            onClick={() => setCurrent(platform)}
          >
            {t(`download.${platform}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}-tab`} className="download-panel">
        <ol className="download-steps">
          {STEPS.map((step) => (
            <li key={step}>
              <p>{t(`download.${current}.step${step}`)}</p>
              {step === 1 && (link ? <AppQr url={link} caption={t(`download.${current}.qr`)} /> : <p className="empty">{t('download.unavailable')}</p>)}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
