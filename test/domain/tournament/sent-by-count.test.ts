// Which of a table phone's waiting events the club got before its night closed, from the deals
// the closed public standings count for the table (sent-by-count.ts): the fewest waiting events,
// in the log's order, that give the club's count; a change that moves no count is never proven.
import { describe, expect, test } from 'vitest';
import { sentByCount } from '../../../src/domain/tournament/sent-by-count';
import { clubs } from '../../support/house-helpers';
import { EVENING, replaced } from '../log-events';

const waiting = new Set(['e2', 'e3']);

describe('sentByCount', () => {
  test('the club counts every deal: all waiting events were sent', () => {
    expect(sentByCount(EVENING, waiting, 3)).toEqual({ sent: ['e2', 'e3'], lost: [] });
  });

  test('the club counts one more than the phone had sent: the first waiting one', () => {
    expect(sentByCount(EVENING, waiting, 2)).toEqual({ sent: ['e2'], lost: ['e3'] });
  });

  test('the club counts only what the phone knew it sent: all lost', () => {
    expect(sentByCount(EVENING, waiting, 1)).toEqual({ sent: [], lost: ['e2', 'e3'] });
  });

  test('a correction after the last deal moves no count, so it stays lost', () => {
    const log = [...EVENING, replaced('e4', 4, 'd2', 'e2', clubs(0))];
    expect(sentByCount(log, new Set(['e3', 'e4']), 3)).toEqual({ sent: ['e3'], lost: ['e4'] });
  });

  test('a count no waiting events can give proves nothing', () => {
    expect(sentByCount(EVENING, waiting, 5)).toBeNull();
    expect(sentByCount(EVENING, waiting, 0)).toBeNull();
  });
});
