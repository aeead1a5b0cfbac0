// The director's phone keeps its table links in localStorage (src/sync/club/night/director.ts). Node
// (the benchmarks, the browser tests' own process seeding a club) has none: this gives it one
// page's worth, in memory, when it has none.
export function installNodeStorage(): void {
  if (typeof globalThis.localStorage !== 'undefined') return;
  const stored = new Map<string, string>();
  const storage: Storage = {
    getItem: (key) => stored.get(key) ?? null,
    setItem: (key, value) => void stored.set(key, String(value)),
    removeItem: (key) => void stored.delete(key),
    clear: () => stored.clear(),
    key: (index) => [...stored.keys()][index] ?? null,
    get length() {
      return stored.size;
    },
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}
