import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApp } from '@client/app/app-context';
import { pointItemsQuery, pointsConfigQuery } from '../api/points';
import { ConvertForm } from './convert-form';
import { PointItems } from './point-items';
import { type Asked, RedeemConfirm } from './redeem-confirm';

/** The point mall's redeem tab: the items, converting points into money at the brand's ratio, and the confirmation of either. */
export function RedeemTab({ username, check, onDone }: { username: string | null; check: () => boolean; onDone: (notice: string) => void }) {
  const { api } = useApp();
  const { data: items = [] } = useQuery(pointItemsQuery(api));
  const config = useQuery(pointsConfigQuery(api));
  const [asked, setAsked] = useState<Asked | null>(null);
  // a new key empties the convert form after a conversion
  const [conversions, setConversions] = useState(0);

  const ask = (next: Asked) => {
    if (!check()) return;
    onDone('');
    setAsked(next);
  };

  return (
    <>
      <PointItems items={items} onRedeem={(item) => ask({ kind: 'item', item })} />
      {config.data && <ConvertForm key={conversions} config={config.data} onConvert={(points) => ask({ kind: 'convert', points })} />}
      {asked && username && (
        <RedeemConfirm
          asked={asked}
          username={username}
          reviewAbove={config.data?.reviewAbove ?? Number.POSITIVE_INFINITY}
          ratio={config.data?.convertRatio ?? 0}
          onClose={() => setAsked(null)}
          onDone={(notice) => {
            onDone(notice);
            setConversions((n) => n + 1);
            setAsked(null);
          }}
        />
      )}
    </>
  );
}
