/** Query-string and paging helpers. */

/** Absent or malformed numbers fall back to a default; others are clamped to [min, max]. */
export function intParam(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(raw);
  return raw && Number.isInteger(n) ? Math.min(Math.max(n, min), max) : fallback;
}

/** undefined for an absent or empty parameter, so filters can be skipped. */
export const optional = (raw: string | undefined): string | undefined => (raw === undefined || raw === '' ? undefined : raw);

/** A number filter: undefined when absent, empty or not a number. */
export const optionalNumber = (raw: string | undefined): number | undefined =>
  optional(raw) === undefined || Number.isNaN(Number(raw)) ? undefined : Number(raw);

export const oneOf = <T extends string>(list: readonly T[], raw: string | undefined): T | undefined => list.find((item) => item === raw);

export const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);
