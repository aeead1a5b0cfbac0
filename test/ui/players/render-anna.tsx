// Anna's player page as the player tests open it: its links fixed, a merge ignored.
import { render } from '@testing-library/react';
import { implicitPlayerId } from '../../../src/domain/roster';
import { PlayerScreen } from '../../../src/ui/players/PlayerScreen';
import type { English } from '../../support/i18n';

export function renderAnna(wrapper: typeof English) {
  render(
    <PlayerScreen
      playerId={implicitPlayerId('Anna')}
      backHref="#/players"
      sheetHref={(id) => `#/sheet/${id}`}
      onMerged={() => {}}
    />,
    { wrapper },
  );
}
