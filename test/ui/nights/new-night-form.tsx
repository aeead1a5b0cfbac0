// The director's new-night form on its own, as the form tests render it: nothing busy, nothing
// refused, today fixed; `onCreate` is a spy the test reads.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { implicitPlayerId } from '../../../src/domain/roster';
import type { NightSetup } from '../../../src/domain/tournament/night-log';
import { NewNightForm } from '../../../src/ui/nights/NewNightForm';
import { German } from '../../support/i18n';

type Known = Parameters<typeof NewNightForm>[0]['known'];

export function renderNewNight(known: Known, german: boolean) {
  const onCreate = vi.fn<(setup: NightSetup) => void>();
  render(
    <NewNightForm
      known={known}
      idOfName={implicitPlayerId}
      today="2026-11-27"
      busy={false}
      refused={[]}
      onCreate={onCreate}
      onCancel={() => {}}
    />,
    german ? { wrapper: German } : {},
  );
  return onCreate;
}
