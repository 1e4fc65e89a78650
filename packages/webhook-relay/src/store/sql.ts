/**
 * One SQL text for both stores. Statements are written once with PostgreSQL's `$n` placeholders
 * and run on either database through a `Sql`; only claiming, ingest and settling keep
 * dialect-specific code (sqlite.ts, postgres.ts and their batch modules).
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';

export type Row = Record<string, unknown>;

/** A statement and its parameters (`$1` is `params[0]`). */
export type Statement = readonly [sql: string, params?: readonly unknown[]];

/** Runs portable SQL on one store. */
export interface Sql {
  readonly dialect: 'sqlite' | 'postgres';
  /** The rows a query (or a statement with `RETURNING`) gives. */
  rows(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /**
   * How many rows a statement changed. `relaxed` writes on SQLite commit without their own fsync
   * (the next durable commit syncs them); PostgreSQL commits every write durably.
   */
  changes(
    sql: string,
    params?: readonly unknown[],
    options?: { relaxed?: boolean },
  ): Promise<number>;
  /** Runs the statements in order in one transaction; how many rows each changed. */
  batch(statements: readonly Statement[]): Promise<number[]>;
  /** `<column> IN <the text list bound at $n>`: an array parameter on either database. */
  inList(column: string, n: number): string;
}

/**
 * SQLite: `$n` becomes `?` with the parameters reordered, booleans bind as 0/1, arrays as JSON
 * (read back by `json_each`). Statements are prepared once per text.
 */
export function sqliteSql(db: Database.Database): Sql {
  const prepared = new Map<string, { stmt: Database.Statement; order: number[] }>();
  const prepare = (sql: string, params: readonly unknown[]) => {
    let entry = prepared.get(sql);
    if (!entry) {
      const order: number[] = [];
      const text = sql.replace(/\$(\d+)/g, (_, n: string) => (order.push(Number(n) - 1), '?'));
      entry = { stmt: db.prepare(text), order };
      prepared.set(sql, entry);
    }
    const values = entry.order.map((i) => {
      const v = params[i];
      return typeof v === 'boolean' ? Number(v) : Array.isArray(v) ? JSON.stringify(v) : v;
    });
    return { stmt: entry.stmt, values };
  };
  const run = (sql: string, params: readonly unknown[] = []) => {
    const { stmt, values } = prepare(sql, params);
    return stmt.run(...values).changes;
  };
  const relaxed = <T>(fn: () => T): T => {
    db.pragma('synchronous = NORMAL');
    try {
      return fn();
    } finally {
      db.pragma('synchronous = FULL');
    }
  };
  const batch = db.transaction((statements: readonly Statement[]) =>
    statements.map(([sql, params]) => run(sql, params)),
  );
  return {
    dialect: 'sqlite',
    async rows(sql, params = []) {
      const { stmt, values } = prepare(sql, params);
      return stmt.all(...values) as Row[];
    },
    changes: async (sql, params, options) =>
      options?.relaxed ? relaxed(() => run(sql, params)) : run(sql, params),
    batch: async (statements) => batch(statements),
    inList: (column, n) => `${column} IN (SELECT value FROM json_each($${n}))`,
  };
}

/** PostgreSQL over a pool: each call is its own transaction; `batch` shares one. */
export function postgresSql(pool: pg.Pool): Sql {
  return {
    dialect: 'postgres',
    rows: async (sql, params = []) => (await pool.query(sql, [...params])).rows as Row[],
    changes: async (sql, params = []) => (await pool.query(sql, [...params])).rowCount ?? 0,
    batch: (statements) =>
      inTx(pool, async (c) => {
        const counts: number[] = [];
        for (const [sql, params = []] of statements)
          counts.push((await c.query(sql, [...params])).rowCount ?? 0);
        return counts;
      }),
    inList: (column, n) => `${column} = ANY($${n}::text[])`,
  };
}

/** Runs `fn` in a transaction on one pooled connection; rolls back and rethrows on failure. */
export async function inTx<T>(pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const result = await fn(c);
    await c.query('COMMIT');
    return result;
  } catch (error) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    c.release();
  }
}
