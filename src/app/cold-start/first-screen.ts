/*
 * The first screen's shell: index.html carries a static frame of the app (header with the app's
 * name, a short line under it; scripts/first-screen-shell.ts writes it), so a first visit paints at
 * once instead of after the app's JavaScript has arrived and run. A tiny inline script —
 * `showFirstScreen` below, sent as its source text — puts it in the likely language, starts
 * downloading that language's words beside the app's code, and removes the shell the moment the
 * app puts its first screen into #root.
 */

/** Where the language chosen in Settings is mirrored for the shell (no database before scripts). */
export const LANGUAGE_HINT_KEY = 'skat-scorekeeper.language';

/** The id of the shell's element in index.html, a sibling before #root. */
export const SHELL_ID = 'first-screen';

export interface ShellWords {
  /** The BCP 47 tag for <html lang>. */
  readonly tag: string;
  readonly title: string;
  readonly tagline: string;
}

export interface ShellConfig {
  readonly hintKey: string;
  readonly shellId: string;
  /** By language; English first: the fallback for every other browser language. */
  readonly words: Readonly<Record<string, ShellWords>>;
  /** Where the app keeps the list as last shown (src/ui/common/cold-start/list-snapshot.ts). */
  readonly listSnapshot: {
    readonly key: string;
    readonly startsAtListKey: string;
    readonly version: number;
  };
  /** The built files of each language's words (its chunk and the chunks it imports). */
  readonly preload: Readonly<Record<string, readonly string[]>>;
  /**
   * The app's code: its entry script and the chunks the entry imports. Absent in development,
   * where index.html loads it itself.
   */
  readonly app?: { readonly entry: string; readonly preload: readonly string[] };
}

/*
 * The functions below run inline in index.html, before the app's code: each is sent as its source
 * (like a bookmarklet), so each uses nothing but its arguments, the browser and the others here
 * (scripts/first-screen-shell.ts writes all of them into both scripts, by name).
 */

/**
 * The language the app will most likely start in. The rule is the app's own (resolveLocale): the
 * stored choice, else the first browser language spoken, else the first listed. A mirror that is
 * gone or wrong only costs the shell's words for a moment: the app reads the real choice from its
 * database.
 */
export function pickLanguage(config: ShellConfig): string {
  const spoken = Object.keys(config.words);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(config.hintKey);
  } catch {
    // Storage may be blocked (private mode): the browser's languages decide.
  }
  if (stored !== null && spoken.includes(stored)) return stored;
  const tags = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  const primaries = tags.map((tag) => tag.toLowerCase().split('-')[0] ?? '');
  return primaries.find((primary) => spoken.includes(primary)) ?? spoken[0] ?? 'en';
}

/**
 * The list as the app last showed it (its nodes, src/ui/common/cold-start/list-snapshot.ts), when
 * the app is about to open at the list in `language`: the page is the app's home, no sheet in
 * progress will be returned to, and the kept record is whole, of this version and in this
 * language. Else null: the shell stays plain. The nodes are checked as they are built
 * (snapshotFragment).
 */
export function keptListNodes(config: ShellConfig, language: string): unknown[] | null {
  if (location.hash !== '' && location.hash !== '#' && location.hash !== '#/') return null;
  const kept = config.listSnapshot;
  try {
    if (localStorage.getItem(kept.startsAtListKey) !== 'yes') return null;
    const stored: unknown = JSON.parse(localStorage.getItem(kept.key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { version, locale, nodes } = stored as Record<string, unknown>;
    if (version !== kept.version || locale !== language || !Array.isArray(nodes)) return null;
    return nodes as unknown[];
  } catch {
    // Blocked storage or a damaged record: the plain shell.
    return null;
  }
}

/**
 * Builds the kept list with the DOM's own calls: each text as a text node (a name is never read as
 * markup), each element only of the few tags and attributes the list is made of, a link only to
 * a place in the app (`#…`). Anything else — a damaged record, or one written to attack — and the
 * whole of it is left out: null, the plain shell. Nothing of it can run.
 */
export function snapshotFragment(nodes: readonly unknown[]): DocumentFragment | null {
  const tags = 'div header main h1 h2 p section ul li a span bdi button svg path'.split(' ');
  const attributes = (
    'class href type disabled title aria-label aria-hidden aria-busy viewBox ' +
    'fill stroke stroke-width stroke-linecap stroke-linejoin d'
  ).split(' ');
  // A record far bigger than a page of 30 sheets is not the app's.
  let room = 20_000;
  const build = (node: unknown, depth: number): Node => {
    room -= 1;
    if (room < 0 || depth > 40) throw new Error('too big');
    if (typeof node === 'string') return document.createTextNode(node);
    if (!Array.isArray(node)) throw new Error('not a node');
    const [tag, named, ...children] = node as unknown[];
    if (typeof tag !== 'string' || !tags.includes(tag)) throw new Error('tag');
    if (typeof named !== 'object' || named === null) throw new Error('attributes');
    const element =
      tag === 'svg' || tag === 'path'
        ? document.createElementNS('http://www.w3.org/2000/svg', tag)
        : document.createElement(tag);
    for (const [name, value] of Object.entries(named)) {
      const allowed =
        attributes.includes(name) &&
        typeof value === 'string' &&
        (name !== 'href' || value.startsWith('#')) &&
        (name !== 'type' || value === 'button');
      if (!allowed) throw new Error('attribute');
      element.setAttribute(name, value);
    }
    for (const child of children) element.append(build(child, depth + 1));
    return element;
  };
  try {
    const fragment = document.createDocumentFragment();
    for (const node of nodes) fragment.append(build(node, 0));
    return fragment;
  } catch {
    return null;
  }
}

/** Asks for the app's code and the words of `language`, once; marks <html> when it did. */
export function startAppCode(config: ShellConfig, language: string): void {
  const html = document.documentElement;
  if (html.dataset.appStarted) return;
  html.dataset.appStarted = 'true';
  const app = config.app;
  for (const href of [...(app?.preload ?? []), ...(config.preload[language] ?? [])]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (app) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = app.entry;
    document.head.append(script);
  }
}

/**
 * In <head>: a page served by the app's service worker has its code on the phone, so it is
 * asked for at once, while the rest of the page is still being read.
 */
export function startAppWhenInstalled(config: ShellConfig): void {
  if (navigator.serviceWorker?.controller) startAppCode(config, pickLanguage(config));
}

/**
 * After the shell's markup: puts it in the likely language, asks for the app's code if <head>
 * did not, and removes the shell when the app puts its first content into #root. Returns the
 * language picked, for the tests.
 */
export function showFirstScreen(config: ShellConfig): string {
  const language = pickLanguage(config);
  const words = config.words[language];
  const shell = document.getElementById(config.shellId);
  const root = document.getElementById('root');
  const nodes = keptListNodes(config, language);
  const snapshot = nodes && snapshotFragment(nodes);
  if (words) {
    document.documentElement.lang = words.tag;
    document.title = words.title;
  }
  // The list as the app last showed it (its links work before the app runs), else the frame.
  if (shell && snapshot) shell.replaceChildren(snapshot);
  else if (words) {
    const heading = shell?.querySelector('h1');
    const tagline = shell?.querySelector('p');
    if (heading) heading.textContent = words.title;
    if (tagline) tagline.textContent = words.tagline;
  }
  // From the network (a first visit) the app's code is asked for only once the shell is on the
  // screen: nothing the browser (or Lighthouse) could wait for before painting it. Also from a
  // timer, because a tab opened in the background gets no animation frames.
  const start = () => startAppCode(config, language);
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 100);
  if (shell && root) {
    // The app's first content replaces the shell in the same frame: never both, never neither.
    const observer = new MutationObserver(() => {
      if (root.firstChild) {
        shell.remove();
        observer.disconnect();
      }
    });
    observer.observe(root, { childList: true });
  }
  return language;
}
