import type { ReactNode } from 'react';
import { ErrorList } from './ErrorList';
import { Screen } from './Screen';

/**
 * A screen whose record is not here to show: still being read (`missing` null: an empty frame,
 * no flash of words), or not found (`missing` says so). The frame and its way back stay either way.
 */
export function LoadingOrMissing({
  title,
  leading,
  missing,
}: {
  readonly title: string;
  readonly leading: ReactNode;
  readonly missing: string | null;
}) {
  return (
    <Screen title={title} leading={leading}>
      {missing === null ? null : <ErrorList messages={[missing]} />}
    </Screen>
  );
}
