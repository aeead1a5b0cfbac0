// A NightBoard's props for tests: what every board test passes alike, once, so each test names
// only the night, the time and what it changes.
import type { ComponentProps } from 'react';
import { vi } from 'vitest';
import type { NightBoard } from '../../../src/ui/nights/NightBoard';

export type BoardProps = ComponentProps<typeof NightBoard>;

type Given = Pick<BoardProps, 'nightKey' | 'view' | 'now' | 'links'> & Partial<BoardProps>;

/** A director's board with nothing busy, refused or said; assigning and closing are spies. */
export function boardAtRest(given: Given) {
  const spies = { onAssign: vi.fn(), onClose: vi.fn() };
  const props: BoardProps = {
    status: null,
    admin: true,
    initialSeed: 'seed-one',
    busy: false,
    assignRefused: [],
    message: null,
    ...spies,
    ...given,
  };
  return { props, ...spies };
}
