// Moved to test/support/fresh-db.ts (issue 32): this door stays until the app tests' imports move
// with their renderApp harness, so that change and this one merge apart.
export * from '../../support/fresh-db';
