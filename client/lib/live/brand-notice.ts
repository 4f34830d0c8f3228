/**
 * What the brand's stream has told this page for the player to read (maintenance about to start,
 * until when): tiny, so the layout shows it without loading the channel's code. Kept until the
 * player closes it or its end time passes.
 */
let maintenanceUntil: string | null = null;
let endTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** setTimeout's longest delay (about 24.8 days): a later end is checked again then */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const getMaintenanceUntil = () => maintenanceUntil;

export function setMaintenanceUntil(until: string | null) {
  clearTimeout(endTimer);
  const end = until === null ? Number.NaN : Date.parse(until);
  // an end already past says nothing to the player any more
  const next = until !== null && !(end <= Date.now()) ? until : null;
  if (next !== null && !Number.isNaN(end)) endTimer = setTimeout(() => setMaintenanceUntil(next), Math.min(end - Date.now(), LONGEST_TIMER_MS));
  if (next === maintenanceUntil) return;
  maintenanceUntil = next;
  for (const listener of listeners) listener();
}

export function subscribeBrandNotice(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
