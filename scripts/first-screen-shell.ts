import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import {
  LANGUAGE_HINT_KEY,
  SHELL_ID,
  keptListNodes,
  pickLanguage,
  showFirstScreen,
  snapshotFragment,
  startAppCode,
  startAppWhenInstalled,
  type ShellConfig,
  type ShellWords,
} from '../src/app/cold-start/first-screen';
import { appStrings as enApp } from '../src/ui/i18n/en/app';
import { shellStrings as enShell } from '../src/ui/i18n/en/shell';
import { appStrings as deApp } from '../src/ui/i18n/de/app';
import { shellStrings as deShell } from '../src/ui/i18n/de/shell';
import { INTL_TAG, LOCALES, type Locale } from '../src/ui/i18n/locale';
import { LIST_SNAPSHOT_VERSION } from '../src/ui/common/cold-start/list-snapshot';
import { LIST_SNAPSHOT_KEY, STARTS_AT_LIST_KEY } from '../src/ui/common/cold-start/next-start';

// The start's chunks, as vite.config.ts asks for them (the config loads this module only).
export { startChunkName } from './start-chunk';

/*
 * Writes the first screen's shell into index.html (see src/app/cold-start/first-screen.ts): the frame of the
 * app's screens (src/ui/common/Screen.tsx: the same classes, so nothing moves when the app takes
 * over) with the app's name as the page's h1 and a line under it, and the inline script that puts
 * it in the likely language and fetches that language's words beside the app's code. In the built
 * page, a Content Security Policy lets no other inline code run (contentSecurityPolicy).
 */

const WORDS: Readonly<Record<Locale, ShellWords>> = {
  en: { tag: INTL_TAG.en, title: enApp.title, tagline: enShell.tagline },
  de: { tag: INTL_TAG.de, title: deApp.title, tagline: deShell.tagline },
};

/** The module each language's words are built from (src/ui/i18n/load.ts imports them). */
const WORDS_MODULE = (locale: Locale) => `/src/ui/i18n/${locale}/index.ts`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell's markup: English as written, the inline script swaps the words before paint. */
export function shellMarkup(words: ShellWords = WORDS.en): string {
  return `<div id="${SHELL_ID}" class="mx-auto flex min-h-dvh max-w-2xl flex-col" aria-busy="true">
      <header class="sticky top-0 z-10 flex min-h-14 items-center gap-1 border-b border-stone-200 bg-stone-50/95 px-2 py-1 dark:border-stone-800 dark:bg-stone-950/95">
        <h1 class="min-w-0 flex-1 truncate px-2 text-xl font-bold">${escapeHtml(words.title)}</h1>
      </header>
      <main class="flex flex-1 flex-col gap-4 px-3 pt-3 pb-6">
        <div class="min-h-12 w-full rounded-xl bg-stone-200 dark:bg-stone-800" aria-hidden="true"></div>
        <p class="px-2 text-center text-lg text-stone-600 dark:text-stone-400">${escapeHtml(words.tagline)}</p>
      </main>
    </div>`;
}

/** Each language's built words: its chunk and the chunks that chunk imports, as URLs. */
function wordsFiles(
  bundle: Rollup.OutputBundle | undefined,
  base: string,
): Record<Locale, string[]> {
  const files = {} as Record<Locale, string[]>;
  for (const locale of LOCALES) {
    if (!bundle) {
      // Development: the module itself (Vite serves the source).
      files[locale] = [WORDS_MODULE(locale)];
      continue;
    }
    const chunk = Object.values(bundle).find(
      (output) =>
        output.type === 'chunk' && output.facadeModuleId?.endsWith(WORDS_MODULE(locale)) === true,
    );
    if (!chunk || chunk.type !== 'chunk') throw new Error(`no built chunk for ${locale}'s words`);
    // The entry chunk is the app's code, asked for with it.
    const imports = chunk.imports.filter((file) => {
      const imported = bundle[file];
      return !(imported?.type === 'chunk' && imported.isEntry);
    });
    files[locale] = [chunk.fileName, ...imports].map((file) => base + file);
  }
  return files;
}

/**
 * The parts src/main.tsx loads (its imports, its dynamic imports, and everything they import), as
 * URLs: asked for with the entry, so no step waits for a download. Vite's own preloading is off
 * (vite.config.ts), so this list is the one place that names them. The language chunks are not
 * among them (src/ui/i18n/load.ts imports them dynamically; index.html asks for one of them).
 */
export function startupParts(bundle: Rollup.OutputBundle, base: string, entry: string): string[] {
  const chunkOf = (file: string) => {
    const output = bundle[file];
    return output?.type === 'chunk' ? output : undefined;
  };
  const main = chunkOf(entry.slice(base.length));
  if (!main?.isEntry) throw new Error(`${entry} is not the built entry`);
  const parts = new Set<string>();
  const add = (file: string) => {
    if (parts.has(file) || file === main.fileName) return;
    parts.add(file);
    for (const imported of chunkOf(file)?.imports ?? []) add(imported);
  };
  for (const file of [...main.imports, ...main.dynamicImports]) add(file);
  return [...parts].map((file) => base + file);
}

/** The app's code as Vite wrote it into index.html: the entry script and its modulepreloads. */
const ENTRY_TAG = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const STYLESHEET_TAG = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/;

/**
 * Takes the app's code out of the page: the inline script asks for it once the shell is painted
 * (see showFirstScreen). Lighthouse counts every request started before the largest paint as
 * something that paint waited for; this way the browser paints the shell with the page alone.
 */
export function takeOutAppCode(html: string): {
  html: string;
  app: NonNullable<ShellConfig['app']>;
} {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const preload = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1] ?? '');
  return { html: html.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, ''), app: { entry, preload } };
}

/**
 * The stylesheet written into the page: the shell is painted right after the page is parsed,
 * without a second request (the app's one stylesheet is about 6 kB gzip).
 */
export function inlineStylesheet(html: string, bundle: Rollup.OutputBundle, base: string): string {
  const href = STYLESHEET_TAG.exec(html)?.[1];
  if (!href) return html;
  const asset = bundle[href.slice(base.length)];
  if (asset?.type !== 'asset') throw new Error(`stylesheet ${href} not in the bundle`);
  const css =
    typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  return html.replace(
    STYLESHEET_TAG,
    () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
  );
}

/** An inline script calling `run` with the config; the helpers it uses travel with it. */
export function inlineScript(
  run: typeof showFirstScreen | typeof startAppWhenInstalled,
  config: ShellConfig,
): string {
  // <head>'s script starts the app's code only: the kept list is the shell's.
  const list = run === showFirstScreen ? [keptListNodes, snapshotFragment] : [];
  const helpers = [pickLanguage, ...list, startAppCode]
    .map((helper) => helper.toString())
    .join('\n');
  // No "</script>" can end the script early, whatever the words say.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(() => {\n${helpers}\n(${run.toString()})(${json});\n})();`;
}

const INLINE = (tag: string) => new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');

/** The CSP source of each inline `<tag>` of the page (no attributes: the shell writes them so). */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  return [...html.matchAll(INLINE(tag))].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The page's Content Security Policy: its own files only, and of inline code only the shell's
 * two scripts and its stylesheet, each by its hash (computed here, on the page as built). No
 * inline event handler, no `javascript:` address, no script from elsewhere can run, whatever a
 * stored name or a damaged snapshot holds. The service worker and the restore's worker are
 * files of the app ('self'); a backup is handed out as a blob: download, which is not fetched.
 */
export function contentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    // Live sharing talks to the club's server (sync/club/login.ts: https, or http to this machine).
    "connect-src 'self' https: http://127.0.0.1:* http://localhost:*",
    `script-src 'self' ${inlineHashes(html, 'script').join(' ')}`,
    `style-src 'self' ${inlineHashes(html, 'style').join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy as the page's first element after its charset (it covers only what follows it). */
export function withContentSecurityPolicy(html: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(html)) throw new Error('index.html has no <meta charset>');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}" />`;
  return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
}

export function firstScreenShell(): Plugin {
  let base = '/';
  return {
    name: 'first-screen-shell',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const root = '<div id="root"></div>';
        let app: ShellConfig['app'];
        // Built only: the development server serves index.html's own script and stylesheet.
        if (context.bundle) {
          ({ html, app } = takeOutAppCode(html));
          app = {
            ...app,
            preload: [
              ...new Set([...app.preload, ...startupParts(context.bundle, base, app.entry)]),
            ],
          };
          html = inlineStylesheet(html, context.bundle, base);
        }
        const config: ShellConfig = {
          hintKey: LANGUAGE_HINT_KEY,
          shellId: SHELL_ID,
          listSnapshot: {
            key: LIST_SNAPSHOT_KEY,
            startsAtListKey: STARTS_AT_LIST_KEY,
            version: LIST_SNAPSHOT_VERSION,
          },
          words: WORDS,
          preload: wordsFiles(context.bundle, base),
          ...(app && { app }),
        };
        if (!html.includes(root)) throw new Error('index.html has no <div id="root"></div>');
        html = html
          .replace(
            '</title>',
            () => `</title>\n    <script>${inlineScript(startAppWhenInstalled, config)}</script>`,
          )
          .replace(
            root,
            () =>
              `${shellMarkup()}\n    ${root}\n    <script>${inlineScript(showFirstScreen, config)}</script>`,
          );
        // Built only: the development server adds scripts of its own (its client, React's refresh).
        return context.bundle ? withContentSecurityPolicy(html) : html;
      },
    },
  };
}
