import { expect, test } from 'vitest';
import { DEAL_ERROR_CODES, SHEET_ERROR_CODES } from '../../src/domain/errors';
import { dealErrorMessage, sheetErrorMessage } from '../../src/domain/messages';

// Every code must map to its own English sentence: the UI shows it as is.
test.each(DEAL_ERROR_CODES)('deal error %s has a sentence', (code) => {
  expect(dealErrorMessage(code)).toMatch(/^[A-Z].*\.$/);
});

test.each(SHEET_ERROR_CODES)('sheet error %s has a sentence', (code) => {
  expect(sheetErrorMessage(code)).toMatch(/^[A-Z].*\.$/);
});

test('no two codes share a sentence', () => {
  const sentences = [
    ...DEAL_ERROR_CODES.map(dealErrorMessage),
    ...SHEET_ERROR_CODES.map(sheetErrorMessage),
  ];
  expect(new Set(sentences).size).toBe(sentences.length);
});
