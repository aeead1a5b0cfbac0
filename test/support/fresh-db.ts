// Component tests use the app's own database (the repository default) on fake-indexeddb;
// each test starts from empty tables.
import 'fake-indexeddb/auto';
import { db } from '../../src/db/database';

export async function emptyDatabase(): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()));
}
