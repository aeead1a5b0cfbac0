// What the live-sharing benchmarks share (bench-live, bench-club-load): Debian's Chromium with
// the flags this machine needs, the built app served by `vite preview` (waited for, bounded), and
// the club scripts loaded as TypeScript by Vite's module runner.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { runnerImport } from 'vite';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** A module of scripts/ (TypeScript), as the tests load it. */
export const load = (file) =>
  runnerImport(new URL(file, import.meta.url).pathname, { configFile: false, logLevel: 'silent' });

/** `vite preview` of `outDir` on 127.0.0.1:`port`, once it answers (at most 30 s); stop it by its pid. */
export async function startPreview(port, outDir) {
  const app = `http://127.0.0.1:${port}`;
  const args = ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  const server = spawn('npx', [...args, '--outDir', outDir], { stdio: 'ignore', detached: true });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(app)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  process.kill(-server.pid);
  throw new Error(`vite preview did not start on ${app}`);
}

/** The machine's load beside a run's figures (the build machine is shared). */
export function printLoadAverage() {
  console.log(
    `load average (1/5/15 min): ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
}
