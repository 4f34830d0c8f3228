import { formatNumber } from '@client/lib/number-format';

/** Points as a number with group separators (1,234), the same on the server and in the browser. */
export const formatPoints = (n: number) => formatNumber(n, 'en');
