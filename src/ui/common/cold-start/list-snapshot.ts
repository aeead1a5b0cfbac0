import { keepInStorage, localStorageIfAllowed } from './kept-in-storage';
import { LIST_SNAPSHOT_KEY } from './next-start';

/*
 * The sheet list as it was last shown, kept as data (its nodes: texts, and elements with their
 * attributes), so index.html's shell can show it before any of the app's code has run
 * (src/app/cold-start/first-screen.ts). After a browser start the app needs 250–350 ms to render
 * anything, and the list must show in < 200 ms (issue 11); the shell paints at about 100 ms. The
 * snapshot is a picture: its links work (each is a plain `#/…` address, which the app opens at when
 * it starts), its buttons are disabled, its sections are marked busy, and the app's first render
 * replaces it whole. The database stays the truth: the app's own list reads it as before.
 *
 * Never markup: the names in it (soon from other phones) are texts, and the shell builds the
 * nodes with the DOM's calls, only of the tags and attributes the list is made of (issue 19).
 *
 * Shown only where the app will open at the list (src/ui/common/cold-start/next-start.ts), and
 * dropped on every change of a sheet.
 */

/** Bumped whenever the snapshot's record changes shape: an older one is then ignored. */
export const LIST_SNAPSHOT_VERSION = 2;

/** One node of the screen: a text, or an element as [tag, attributes, ...its nodes]. */
export type SnapshotNode =
  | string
  | readonly [tag: string, attributes: Readonly<Record<string, string>>, ...nodes: SnapshotNode[]];

/** The stored record: the nodes of the list screen's frame (its header and main). */
export interface ListSnapshot {
  readonly version: number;
  /** The language it was rendered in; the shell shows it only in that language. */
  readonly locale: string;
  readonly nodes: readonly SnapshotNode[];
}

/**
 * `node` as data, as the shell is to show it: without dialogs, with its buttons disabled (they need
 * the app) and its sections busy (the database has not answered yet when the shell shows it).
 * Read from the page itself, not from a copy: a copy of the list took 4 times as long (jsdom).
 */
function snapshotNodes(node: Node): SnapshotNode[] {
  if (node.nodeType === Node.TEXT_NODE) return [(node as Text).data];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.localName;
  const role = element.getAttribute('role');
  if (tag === 'dialog' || role === 'dialog' || role === 'alertdialog') return [];
  const attributes: Record<string, string> = {};
  for (const { name, value } of element.attributes) attributes[name] = value;
  if (tag === 'button') attributes.disabled = '';
  if (tag === 'section') attributes['aria-busy'] = 'true';
  const nodes: SnapshotNode[] = [];
  for (let child = element.firstChild; child; child = child.nextSibling) {
    nodes.push(...snapshotNodes(child));
  }
  return [[tag, attributes, ...nodes]];
}

/** Keeps the list screen as it is on the page now (`screen`: the screen's frame). */
export function keepListSnapshot(
  screen: HTMLElement,
  locale: string,
  storage: Storage | undefined = localStorageIfAllowed(),
): void {
  const nodes: SnapshotNode[] = [];
  for (let child = screen.firstChild; child; child = child.nextSibling) {
    nodes.push(...snapshotNodes(child));
  }
  const snapshot: ListSnapshot = { version: LIST_SNAPSHOT_VERSION, locale, nodes };
  keepInStorage(LIST_SNAPSHOT_KEY, JSON.stringify(snapshot), storage);
}
