import { formatNumber, formatSigned } from '../format';

// The numbers in the German sentences ("1.234", "+48"): one home instead of a copy in every namespace file.
export const n = (value: number): string => formatNumber(value, 'de');
export const signed = (value: number): string => formatSigned(value, 'de');
