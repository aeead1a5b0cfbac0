// @vitest-environment jsdom
// A part of a screen whose code could not be fetched (lazy-part.tsx) is left out, the rest stays,
// and it is tried again once per 'online' and on the next mount, never in a loop.
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { lazyPart } from '../../../src/ui/common/lazy-part';

function Part({ text }: { readonly text: string }) {
  return <p>{text}</p>;
}

/** A part whose first `failures` downloads fail, as offline; counts the tries. */
function flakyPart(failures: number) {
  const load = vi.fn(() =>
    load.mock.calls.length <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(Part),
  );
  return { Lazy: lazyPart(load), load };
}

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

test('a part whose code failed is left out, and comes once the network is back', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { Lazy, load } = flakyPart(1);
  render(
    <main>
      <h1>The sheet</h1>
      <Lazy text="Confirmations" />
    </main>,
  );
  await settled();
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: 'The sheet' })).toBeVisible();
  expect(screen.queryByText('Confirmations')).toBeNull();
  // No new try by itself: only the network's return asks again.
  await settled();
  expect(load).toHaveBeenCalledTimes(1);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Confirmations')).toBeVisible();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a part that failed is tried again when its screen opens again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { Lazy, load } = flakyPart(1);
  const first = render(<Lazy text="Live sharing" />);
  await settled();
  expect(screen.queryByText('Live sharing')).toBeNull();
  first.unmount();
  render(<Lazy text="Live sharing" />);
  expect(await screen.findByText('Live sharing')).toBeVisible();
  expect(load).toHaveBeenCalledTimes(2);
});

test('while the network stays away, each return of it is one try', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { Lazy, load } = flakyPart(3);
  render(<Lazy text="Not sent" />);
  await settled();
  for (let online = 1; online <= 2; online += 1) {
    act(() => void window.dispatchEvent(new Event('online')));
    await settled();
    expect(load).toHaveBeenCalledTimes(1 + online);
    expect(screen.queryByText('Not sent')).toBeNull();
  }
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Not sent')).toBeVisible();
});

test("a part whose code arrived but which throws is not hidden: the screen's boundary hears it", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  function Broken(): never {
    throw new Error('a bug in the part');
  }
  const Lazy = lazyPart(() => Promise.resolve(Broken));
  class ScreenBoundary extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override render() {
      return this.state.failed ? <p>This screen could not be opened</p> : this.props.children;
    }
  }
  render(
    <ScreenBoundary>
      <Lazy />
    </ScreenBoundary>,
  );
  expect(await screen.findByText('This screen could not be opened')).toBeVisible();
});
