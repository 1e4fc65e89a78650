/** Chooses the store from its URL: `sqlite:<file>` or `postgres://…`. */
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import type { Store } from './types';

export type { Store } from './types';

/** Opens the store named by `url`; throws a message naming the accepted forms otherwise. */
export async function openStore(url: string): Promise<Store> {
  if (url.startsWith('sqlite:')) return openSqliteStore(url.slice('sqlite:'.length) || ':memory:');
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgresStore(url);
  throw new Error(
    `Unsupported store "${url.split(':')[0]}:"; use sqlite:<file> or postgres://user@host/db`,
  );
}
