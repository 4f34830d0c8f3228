/**
 * What the brand's stream has told this page for the player to read (maintenance about to start,
 * from when, until when): tiny, so the layout shows it without loading the channel's code. Kept
 * until the player closes it, its end time passes or the brand says it ended (null).
 */
let maintenanceUntil: string | null = null;
/** when the maintenance starts (ISO), when announced ahead: the notice counts down to it */
let maintenanceStart: string | null = null;
let endTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** setTimeout's longest delay (about 24.8 days): a later end is checked again then */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const getMaintenanceUntil = () => maintenanceUntil;
export const getMaintenanceStart = () => maintenanceStart;

export function setMaintenanceUntil(until: string | null, startsAt: string | null = maintenanceStart) {
  const start = until === null ? null : startsAt;
  const startChanged = start !== maintenanceStart;
  maintenanceStart = start;
  clearTimeout(endTimer);
  const end = until === null ? Number.NaN : Date.parse(until);
  // an end already past says nothing to the player any more
  const next = until !== null && !(end <= Date.now()) ? until : null;
  if (next !== null && !Number.isNaN(end)) endTimer = setTimeout(() => setMaintenanceUntil(next), Math.min(end - Date.now(), LONGEST_TIMER_MS));
  if (next === maintenanceUntil && !startChanged) return;
  maintenanceUntil = next;
  for (const listener of listeners) listener();
}

export function subscribeBrandNotice(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
