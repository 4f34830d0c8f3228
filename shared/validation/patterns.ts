/**
 * Named pattern kinds of docs/product.md 5, plus safe compilation of the server's acceptedPattern.
 * The ids of the reference gateway seed (gateway/db/seed/merchants.ts) are kept as they are:
 * letters_digits, letter_first, digits, email, english_spaces, no_spaces, any.
 * Each pattern's message is the i18n key `validation.pattern.<id>` (see messages.ts).
 */

/** Extra input some patterns need (the phone length depends on the region). */
export interface PatternContext {
  /** Dialling code without '+', e.g. '84'. */
  countryDialingCode?: string;
}

export interface PatternDef {
  id: string;
  test(value: string, ctx?: PatternContext): boolean;
}

export const PATTERN_IDS = {
  any: 'any',
  lettersDigits: 'letters_digits',
  letterFirst: 'letter_first',
  chineseDigits: 'chinese_digits',
  email: 'email',
  digits: 'digits',
  hasUppercase: 'has_uppercase',
  englishSpaces: 'english_spaces',
  noSpaces: 'no_spaces',
  korean: 'korean',
  thai: 'thai',
  thaiEnglishSpaces: 'thai_english_spaces',
  strongPassword: 'strong_password',
  fullName: 'full_name',
  fullWidthJapanese: 'full_width_japanese',
  dateYmd: 'date_ymd',
  dateMdy: 'date_mdy',
  phone: 'phone',
} as const;

export type PatternId = (typeof PATTERN_IDS)[keyof typeof PATTERN_IDS];

// ---------------------------------------------------------------- dates

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** A real calendar date (2024-02-29 yes, 2023-02-29 and 2024-02-30 no); year 1..9999. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

const dateTest =
  (re: RegExp, order: ['y' | 'm' | 'd', 'y' | 'm' | 'd', 'y' | 'm' | 'd']) =>
  (value: string): boolean => {
    const m = re.exec(value);
    if (!m) return false;
    const parts: Record<string, number> = {};
    order.forEach((k, i) => {
      parts[k] = Number(m[i + 1]);
    });
    return isCalendarDate(parts.y!, parts.m!, parts.d!);
  };

// ---------------------------------------------------------------- phone

/**
 * Allowed digit counts of a mobile number per countryDialingCode.
 * Source: typical national (significant) number lengths of each country's numbering plan
 * (ITU-T E.164 national plans), counted without the leading trunk prefix 0.
 */
export const PHONE_DIGITS: Readonly<Record<string, readonly number[]>> = {
  '1': [10], // US / Canada (NANP)
  '60': [9, 10], // Malaysia
  '62': [9, 10, 11, 12], // Indonesia
  '63': [10], // Philippines
  '65': [8], // Singapore
  '66': [9], // Thailand
  '81': [10], // Japan
  '82': [9, 10], // South Korea
  '84': [9, 10], // Vietnam
  '86': [11], // China
  '91': [10], // India
  '95': [8, 9, 10], // Myanmar
  '855': [8, 9], // Cambodia
  '856': [8, 9, 10], // Laos
};

/** E.164 allows at most 15 digits; used when the region is unknown. */
export const PHONE_FALLBACK_DIGITS: readonly number[] = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

const normaliseDialingCode = (code: string | undefined): string => (code ?? '').replace(/^\+/, '').trim();

/** The allowed digit counts for a dialling code (unknown or missing code: 6 to 15). */
export function phoneDigitCounts(countryDialingCode?: string): readonly number[] {
  return PHONE_DIGITS[normaliseDialingCode(countryDialingCode)] ?? PHONE_FALLBACK_DIGITS;
}

/** Smallest and largest allowed digit count for a dialling code. */
export function phoneDigitRange(countryDialingCode?: string): { min: number; max: number } {
  const counts = phoneDigitCounts(countryDialingCode);
  return { min: Math.min(...counts), max: Math.max(...counts) };
}

/**
 * An n-digit number with n allowed for the region. One leading trunk prefix 0 (as players
 * type it at home, e.g. 0912345678 in Vietnam) is ignored, except for NANP (+1).
 */
export function isValidPhone(value: string, countryDialingCode?: string): boolean {
  if (!/^[0-9]+$/.test(value)) return false;
  const code = normaliseDialingCode(countryDialingCode);
  const counts = phoneDigitCounts(code);
  if (counts.includes(value.length)) return true;
  return code !== '1' && value.startsWith('0') && counts.includes(value.length - 1);
}

// ---------------------------------------------------------------- named patterns

const re = (id: string, regex: RegExp): PatternDef => ({ id, test: (v) => regex.test(v) });

const LIST: PatternDef[] = [
  { id: PATTERN_IDS.any, test: () => true },
  re(PATTERN_IDS.lettersDigits, /^[A-Za-z0-9]+$/),
  re(PATTERN_IDS.letterFirst, /^[A-Za-z][A-Za-z0-9]*$/),
  re(PATTERN_IDS.chineseDigits, /^[\p{Script=Han}0-9]+$/u),
  re(PATTERN_IDS.email, /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  re(PATTERN_IDS.digits, /^[0-9]+$/),
  re(PATTERN_IDS.hasUppercase, /[A-Z]/),
  re(PATTERN_IDS.englishSpaces, /^[A-Za-z ]+$/),
  re(PATTERN_IDS.noSpaces, /^\S+$/u),
  re(PATTERN_IDS.korean, /^\p{Script=Hangul}+$/u),
  re(PATTERN_IDS.thai, /^[\u0E00-\u0E7F]+$/u),
  re(PATTERN_IDS.thaiEnglishSpaces, /^[\u0E00-\u0E7FA-Za-z ]+$/u),
  re(PATTERN_IDS.strongPassword, /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s]).+$/u),
  // first and last name (middle names allowed), single spaces between, letters of any script
  re(PATTERN_IDS.fullName, /^[\p{L}\p{M}'.-]+(?: [\p{L}\p{M}'.-]+)+$/u),
  // hiragana, katakana, kanji, CJK symbols and ideographic space, full-width ASCII forms;
  // no half-width ASCII and no half-width katakana
  re(PATTERN_IDS.fullWidthJapanese, /^[\u3000-\u303F\u3040-\u309F\u30A0-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uFF01-\uFF5E]+$/u),
  { id: PATTERN_IDS.dateYmd, test: dateTest(/^(\d{4})-(\d{2})-(\d{2})$/, ['y', 'm', 'd']) },
  { id: PATTERN_IDS.dateMdy, test: dateTest(/^(\d{2})-(\d{2})-(\d{4})$/, ['m', 'd', 'y']) },
  { id: PATTERN_IDS.phone, test: (v, ctx) => isValidPhone(v, ctx?.countryDialingCode) },
];

/** Every named pattern by id. */
export const PATTERNS: Readonly<Record<string, PatternDef>> = Object.freeze(Object.fromEntries(LIST.map((p) => [p.id, p])));

/** The named pattern of an id, or undefined for an id this client does not know. */
export function getPattern(id: string): PatternDef | undefined {
  return Object.hasOwn(PATTERNS, id) ? PATTERNS[id] : undefined;
}

// ---------------------------------------------------------------- server regex

export interface AcceptedPattern {
  source: string;
  /** true when the pattern accepts anything ('*', empty, or an invalid regex). */
  any: boolean;
  regex: RegExp | null;
  /** Why the source could not be compiled; null when it compiled or means "any". */
  error: string | null;
}

const compiled = new Map<string, AcceptedPattern>();

/**
 * Compile the server's acceptedPattern with the 'u' flag. '*' (or empty) means any value.
 * An invalid regular expression is treated as "any" and its error returned for reporting;
 * the server validates again on submit. Results are cached per source.
 */
export function compileAcceptedPattern(source: string | null | undefined): AcceptedPattern {
  const src = source ?? '';
  const hit = compiled.get(src);
  if (hit) return hit;
  let result: AcceptedPattern;
  if (src === '' || src === '*') {
    result = { source: src, any: true, regex: null, error: null };
  } else {
    try {
      result = { source: src, any: false, regex: new RegExp(src, 'u'), error: null };
    } catch (err) {
      result = { source: src, any: true, regex: null, error: err instanceof Error ? err.message : String(err) };
    }
  }
  compiled.set(src, result);
  return result;
}

/** Test a value against a compiled acceptedPattern. */
export function matchesAccepted(pattern: AcceptedPattern, value: string): boolean {
  return pattern.any || pattern.regex === null || pattern.regex.test(value);
}
