import { useMemo, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useBrandTime } from '@client/lib/brand-time';
import { dateRange, isoDate, presetRange, rangePresets, zoneOffsetMinutes, type RangePreset } from '@client/lib/date-range';

/**
 * The date range of a record page (docs/product.md 9 presets and two dates): its state, and the
 * buttons and date fields to change it. `range` is null while the two dates are upside down. It
 * starts on the past week, where a player's records are; `ahead` adds the next 7 and 30 days, for a
 * page that lists what is still to come (none of the records and reports does).
 */
export function useRangeFilter(initial: RangePreset | 'custom' = 'last7', { ahead = false }: { ahead?: boolean } = {}) {
  const { timeZone } = useBrandTime();
  const [preset, setPreset] = useState<RangePreset | 'custom'>(initial);
  const [custom, setCustom] = useState(() => ({ from: isoDate(Date.now() - 6 * 86_400_000, timeZone), to: isoDate(Date.now(), timeZone) }));
  // tz: the brand zone's offset in minutes, for the gateway's grouping by day
  const range = useMemo(() => {
    const days = preset === 'custom' ? dateRange(custom.from, custom.to, timeZone) : presetRange(preset, timeZone);
    return days && { ...days, tz: zoneOffsetMinutes(days.from, timeZone) };
  }, [preset, custom, timeZone]);
  return { preset, setPreset, custom, setCustom, range, presets: rangePresets(ahead) };
}

export function RangeFilter({ filter, onChange }: { filter: ReturnType<typeof useRangeFilter>; onChange?: () => void }) {
  const { t } = useTranslation();
  const { preset, setPreset, custom, setCustom, range, presets } = filter;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of preset buttons named by aria-label; a fieldset would need a visible legend the design has no room for */}
      <div className="records-presets" role="group" aria-label={t('records.range')}>
        {[...presets, 'custom' as const].map((p) => (
          <button
            key={p}
            type="button"
            className="btn btn-ghost btn-small"
            aria-pressed={preset === p}
            onClick={() => {
              setPreset(p);
              onChange?.();
            }}
          >
            {t(`records.preset.${p}`)}
          </button>
        ))}
      </div>
      {preset === 'custom' && (
        <div className="records-dates">
          <label>
            {t('records.from')}
            <input type="date" value={custom.from} max={custom.to} onChange={(e) => setCustom({ ...custom, from: e.target.value })} />
          </label>
          <label>
            {t('records.to')}
            <input type="date" value={custom.to} min={custom.from} onChange={(e) => setCustom({ ...custom, to: e.target.value })} />
          </label>
        </div>
      )}
      {!range && (
        <p className="form-error" role="alert">
          {t('records.badRange')}
        </p>
      )}
    </>
  );
}
