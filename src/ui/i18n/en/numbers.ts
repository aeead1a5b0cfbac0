import { formatNumber, formatSigned } from '../format';

// The numbers in the English sentences ("1,234", "+48"): one home instead of a copy in every namespace file.
export const n = (value: number): string => formatNumber(value, 'en');
export const signed = (value: number): string => formatSigned(value, 'en');
