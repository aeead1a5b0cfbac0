// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createHash } from 'node:crypto';
import {
  keptListNodes,
  pickLanguage,
  showFirstScreen,
  snapshotFragment,
  startAppWhenInstalled,
  type ShellConfig,
} from '../../src/app/cold-start/first-screen';
import type { Rollup } from 'vite';
import { LIST_SNAPSHOT_VERSION } from '../../src/ui/common/cold-start/list-snapshot';
import { LIST_SNAPSHOT_KEY, STARTS_AT_LIST_KEY } from '../../src/ui/common/cold-start/next-start';
import {
  contentSecurityPolicy,
  inlineScript,
  shellMarkup,
  startupParts,
  takeOutAppCode,
  withContentSecurityPolicy,
} from '../../scripts/first-screen-shell';

const CONFIG: ShellConfig = {
  hintKey: 'test.language',
  shellId: 'first-screen',
  listSnapshot: {
    key: LIST_SNAPSHOT_KEY,
    startsAtListKey: STARTS_AT_LIST_KEY,
    version: LIST_SNAPSHOT_VERSION,
  },
  words: {
    en: { tag: 'en-GB', title: 'Skat Scorekeeper', tagline: 'Keeps the score.' },
    de: { tag: 'de-DE', title: 'Skat-Schreiber', tagline: 'Schreibt die Liste.' },
  },
  preload: { en: ['/assets/en.js'], de: ['/assets/de.js'] },
  app: { entry: '/assets/index.js', preload: ['/assets/shared.js'] },
};

function browserLanguages(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

/** The page as index.html has it: the shell, then the app's empty root. */
function loadPage() {
  document.head.innerHTML = '';
  document.body.innerHTML = `${shellMarkup(CONFIG.words.en)}<div id="root"></div>`;
}

const requested = (selector: string, attribute: string) =>
  [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));

beforeEach(() => {
  // The shell schedules the app's start; no timer may outlive the test's page.
  vi.useFakeTimers();
  localStorage.clear();
  delete document.documentElement.dataset.appStarted;
  loadPage();
});

afterEach(() => {
  vi.clearAllTimers();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the language of the first screen', () => {
  test('is the browser’s first language the app speaks', () => {
    browserLanguages('fr-FR', 'de-AT', 'en-US');
    expect(pickLanguage(CONFIG)).toBe('de');
  });

  test('is English for a browser speaking none of them', () => {
    browserLanguages('fr-FR', 'it');
    expect(pickLanguage(CONFIG)).toBe('en');
  });

  test('is the language chosen in Settings, over the browser’s', () => {
    browserLanguages('en-GB');
    localStorage.setItem('test.language', 'de');
    expect(pickLanguage(CONFIG)).toBe('de');
  });

  test('follows the browser when the stored choice is one the app does not speak', () => {
    browserLanguages('de-DE');
    localStorage.setItem('test.language', 'xx');
    expect(pickLanguage(CONFIG)).toBe('de');
  });
});

describe('the shell', () => {
  test('carries the app’s name as its heading, in the browser’s language', () => {
    browserLanguages('de-DE');
    showFirstScreen(CONFIG);
    expect(document.querySelector('h1')?.textContent).toBe('Skat-Schreiber');
    expect(document.querySelector('#first-screen p')?.textContent).toBe('Schreibt die Liste.');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.title).toBe('Skat-Schreiber');
  });

  test('is removed when the app puts its first content into the root', async () => {
    browserLanguages('en-GB');
    showFirstScreen(CONFIG);
    expect(document.getElementById('first-screen')).not.toBeNull();
    const screen = document.createElement('h1');
    screen.textContent = 'Skat sheets';
    document.getElementById('root')?.append(screen);
    await Promise.resolve();
    expect(document.getElementById('first-screen')).toBeNull();
    expect([...document.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Skat sheets']);
  });

  test('asks for the app’s code and the German words only after it is shown, once', () => {
    browserLanguages('de-DE');
    showFirstScreen(CONFIG);
    expect(requested('script[type="module"]', 'src')).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(requested('script[type="module"]', 'src')).toEqual(['/assets/index.js']);
    expect(requested('link[rel="modulepreload"]', 'href')).toEqual([
      '/assets/shared.js',
      '/assets/de.js',
    ]);
  });
});

/** The list the app kept at its last start (src/ui/common/cold-start/list-snapshot.ts), in `locale`. */
function keepList(locale: string, nodes: unknown = listNodes('Friday')) {
  localStorage.setItem(STARTS_AT_LIST_KEY, 'yes');
  localStorage.setItem(
    LIST_SNAPSHOT_KEY,
    JSON.stringify({ version: LIST_SNAPSHOT_VERSION, locale, nodes }),
  );
}

/** The nodes of a list of one sheet named `name`, as the app keeps them. */
function listNodes(name: string): unknown[] {
  return [
    ['header', { class: 'flex' }, ['h1', {}, 'Skat sheets']],
    [
      'main',
      {},
      [
        'section',
        { 'aria-busy': 'true' },
        ['a', { href: '#/sheet/a', 'aria-label': `Open ${name}` }, name],
        [
          'button',
          { type: 'button', disabled: '', 'aria-label': `Rename ${name}` },
          ['svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true' }, ['path', { d: 'M4 20h4' }]],
        ],
      ],
    ],
  ];
}

/** The shell as index.html wrote it, with `title` as its heading: no list kept in it. */
function expectPlainShell(title: string) {
  expect(document.getElementById('first-screen')?.textContent).not.toContain('Friday');
  expect(document.querySelector('#first-screen h1')?.textContent).toBe(title);
}

describe('the list kept from the last start', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  test('shows in the shell at the app’s home, its links working before the app runs', () => {
    browserLanguages('en-GB');
    keepList('en');
    showFirstScreen(CONFIG);
    const shell = document.getElementById('first-screen');
    expect(shell?.querySelector('h1')?.textContent).toBe('Skat sheets');
    expect(shell?.querySelector('a[aria-label="Open Friday"]')?.getAttribute('href')).toBe(
      '#/sheet/a',
    );
    expect(shell?.querySelector('button')?.hasAttribute('disabled')).toBe(true);
    // Still the shell: the app's first content replaces it.
    expect(shell?.getAttribute('aria-busy')).toBe('true');
  });

  test('not when the next start returns to a sheet in progress', () => {
    browserLanguages('en-GB');
    keepList('en');
    localStorage.setItem(STARTS_AT_LIST_KEY, 'no');
    showFirstScreen(CONFIG);
    expectPlainShell('Skat Scorekeeper');
  });

  test('not in another language than the one the app starts in', () => {
    browserLanguages('de-DE');
    keepList('en');
    showFirstScreen(CONFIG);
    expectPlainShell('Skat-Schreiber');
  });

  test('not on any other page of the app', () => {
    browserLanguages('en-GB');
    keepList('en');
    window.history.replaceState(null, '', '/#/sheet/b');
    expect(keptListNodes(CONFIG, 'en')).toBeNull();
    window.history.replaceState(null, '', '/#/');
    expect(keptListNodes(CONFIG, 'en')).toEqual(listNodes('Friday'));
  });

  test('never a damaged record, nor one of another version', () => {
    localStorage.setItem(STARTS_AT_LIST_KEY, 'yes');
    for (const stored of [
      '{"version":1,',
      'null',
      '"text"',
      JSON.stringify({ version: LIST_SNAPSHOT_VERSION + 1, locale: 'en', nodes: listNodes('F') }),
      JSON.stringify({ version: LIST_SNAPSHOT_VERSION, locale: 'en', nodes: 42 }),
      JSON.stringify({ version: LIST_SNAPSHOT_VERSION, nodes: listNodes('F') }),
      // The markup the app kept before issue 19: never read as markup again.
      JSON.stringify({ version: 1, locale: 'en', html: '<h1>Skat sheets</h1>' }),
    ]) {
      localStorage.setItem(LIST_SNAPSHOT_KEY, stored);
      expect(keptListNodes(CONFIG, 'en')).toBeNull();
    }
    localStorage.removeItem(STARTS_AT_LIST_KEY);
    keepList('en');
    localStorage.removeItem(STARTS_AT_LIST_KEY);
    expect(keptListNodes(CONFIG, 'en')).toBeNull();
  });
});

declare global {
  interface Window {
    __pwned?: number;
  }
}

describe('a kept list written to attack (issue 19)', () => {
  const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    delete window.__pwned;
  });

  test('markup in a name shows as text: no element of it is made, nothing runs', async () => {
    browserLanguages('en-GB');
    keepList('en', listNodes(HOSTILE));
    showFirstScreen(CONFIG);
    const shell = document.getElementById('first-screen');
    const link = shell?.querySelector('a');
    expect(link?.textContent).toBe(HOSTILE);
    expect(link?.getAttribute('aria-label')).toBe(`Open ${HOSTILE}`);
    expect(shell?.querySelectorAll('img, script')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(window.__pwned).toBeUndefined();
  });

  test.each([
    ['an element the list is not made of', ['img', { src: 'x', onerror: 'window.__pwned=1' }]],
    ['a script', ['script', {}, 'window.__pwned=1']],
    ['an inline handler', ['div', { onclick: 'window.__pwned=1' }]],
    ['a style (it could fetch)', ['div', { style: 'background:url(//x)' }]],
    ['a link out of the app', ['a', { href: 'javascript:window.__pwned=1' }, 'Open']],
    ['a link to another site', ['a', { href: 'https://example.com/' }, 'Open']],
    ['a submit button', ['button', { type: 'submit' }]],
    ['an attribute not a text', ['div', { class: 42 }]],
    ['attributes not an object', ['div', 'class']],
    ['a node of another kind', 42],
    ['a tag not a text', [['div'], {}]],
  ])('%s: the whole record is left out, the shell stays plain', (_, node) => {
    browserLanguages('en-GB');
    keepList('en', [...listNodes('Friday'), node]);
    showFirstScreen(CONFIG);
    expectPlainShell('Skat Scorekeeper');
    expect(document.querySelectorAll('img, script, [onclick], [style]')).toHaveLength(0);
    expect(window.__pwned).toBeUndefined();
  });

  test('nodes nested deeper than a page, or more of them than a page holds: left out', () => {
    let deep: unknown = 'Friday';
    for (let level = 0; level < 100; level++) deep = ['div', {}, deep];
    expect(snapshotFragment([deep])).toBeNull();
    expect(snapshotFragment(Array.from({ length: 30_000 }, () => 'x'))).toBeNull();
    expect(snapshotFragment(listNodes('Friday'))).not.toBeNull();
  });
});

describe('a page served by the installed app', () => {
  test('asks for the app’s code at once, from <head>', () => {
    browserLanguages('en-GB');
    // jsdom has no service workers: the page's controller is what the browser would give.
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    try {
      startAppWhenInstalled(CONFIG);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
    expect(requested('script[type="module"]', 'src')).toEqual(['/assets/index.js']);
    expect(requested('link[rel="modulepreload"]', 'href')).toEqual([
      '/assets/shared.js',
      '/assets/en.js',
    ]);
  });

  test('a first visit waits for the shell instead', () => {
    startAppWhenInstalled(CONFIG);
    expect(requested('script', 'src')).toEqual([]);
  });
});

describe('the build step', () => {
  test('takes the app’s script and preloads out of the page and names them', () => {
    const html = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>`;
    const taken = takeOutAppCode(html);
    expect(taken.app).toEqual({ entry: '/assets/index-1.js', preload: ['/assets/react-2.js'] });
    expect(taken.html).not.toContain('<script');
    expect(taken.html).not.toContain('modulepreload');
    expect(taken.html).toContain('rel="stylesheet"');
  });

  test('names every chunk the entry loads, step by step, but not the words it fetches later', () => {
    const chunk = (fileName: string, parts: Partial<Rollup.OutputChunk>) =>
      ({
        type: 'chunk',
        fileName,
        isEntry: false,
        imports: [],
        dynamicImports: [],
        ...parts,
      }) as Rollup.OutputChunk;
    const bundle: Rollup.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/runtime.js'],
        dynamicImports: ['assets/reads.js', 'assets/react-dom.js'],
      }),
      'assets/runtime.js': chunk('assets/runtime.js', {}),
      'assets/reads.js': chunk('assets/reads.js', {
        imports: ['assets/dexie.js', 'assets/react.js'],
        dynamicImports: ['assets/en.js'],
      }),
      'assets/react-dom.js': chunk('assets/react-dom.js', { imports: ['assets/react.js'] }),
      'assets/dexie.js': chunk('assets/dexie.js', {}),
      'assets/react.js': chunk('assets/react.js', {}),
      'assets/en.js': chunk('assets/en.js', {}),
    };
    expect(startupParts(bundle, '/', '/assets/index.js').sort()).toEqual([
      '/assets/dexie.js',
      '/assets/react-dom.js',
      '/assets/react.js',
      '/assets/reads.js',
      '/assets/runtime.js',
    ]);
  });

  test('its inline script runs on its own, with nothing but the page', () => {
    browserLanguages('de-DE');
    new Function(inlineScript(showFirstScreen, CONFIG))();
    expect(document.querySelector('h1')?.textContent).toBe('Skat-Schreiber');
  });

  test('its inline script holds no "</script>", whatever the words say', () => {
    const words = { tag: 'en-GB', title: 'Skat', tagline: '</script><script>alert(1)</script>' };
    const script = inlineScript(showFirstScreen, { ...CONFIG, words: { en: words } });
    expect(script).not.toMatch(/<\/script/i);
    window.history.replaceState(null, '', '/');
    browserLanguages('en-GB');
    new Function(script)();
    expect(document.querySelector('#first-screen p')?.textContent).toBe(words.tagline);
  });

  test('the page’s policy allows its own files and, inline, only its own scripts and style', () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const html = `<head>
    <meta charset="UTF-8" />
    <title>Skat</title>
    <script>start(“Spieler”)</script>
    <style>h1{color:red}</style>
    <script type="module" src="/assets/index.js"></script>
  </head><body><script>show()</script></body>`;
    const policy = contentSecurityPolicy(html);
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      "connect-src 'self' https: http://127.0.0.1:* http://localhost:*",
      `script-src 'self' ${hash('start(“Spieler”)')} ${hash('show()')}`,
      `style-src 'self' ${hash('h1{color:red}')}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ]);
    // First after the charset: a policy covers only what follows it.
    const page = withContentSecurityPolicy(html);
    expect(page.indexOf('Content-Security-Policy')).toBeGreaterThan(page.indexOf('charset'));
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<script'));
  });
});
