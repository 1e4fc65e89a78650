/** One SQL text runs alike on both databases: placeholders, booleans, lists and transactions. */
import Database from 'better-sqlite3';
import pg from 'pg';
import { postgresSql, sqliteSql, type Sql } from '../../src/store/sql';
import { createTestDatabase } from '../helpers/postgres';

const TABLE = `CREATE TABLE t (id TEXT PRIMARY KEY, n BIGINT NOT NULL, on_ BOOLEAN NOT NULL)`;

describe.each([
  [
    'sqlite',
    async () => {
      const db = new Database(':memory:');
      db.exec(TABLE);
      return {
        sql: sqliteSql(db),
        close: async () => {
          db.close();
        },
      };
    },
  ],
  [
    'postgres',
    async () => {
      const database = await createTestDatabase();
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      await pool.query(TABLE);
      return {
        sql: postgresSql(pool),
        close: async () => {
          await pool.end();
          await database.drop();
        },
      };
    },
  ],
])('%s', (_name, open) => {
  let sql: Sql;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, close } = await open());
    await sql.batch([
      [`INSERT INTO t (id, n, on_) VALUES ($1, $2, $3)`, ['a', 1, true]],
      [`INSERT INTO t (id, n, on_) VALUES ($1, $2, $3)`, ['b', 2, false]],
      [`INSERT INTO t (id, n, on_) VALUES ($1, $2, $3)`, ['c', 3, true]],
    ]);
  });
  afterAll(() => close());

  it('binds placeholders by number, reused and out of order', async () => {
    const rows = await sql.rows(
      `SELECT id FROM t WHERE n >= $2 AND (CAST($1 AS TEXT) IS NULL OR id <> $1) AND n <= $2 + 1 ORDER BY id`,
      ['b', 2],
    );
    expect(rows.map((r) => r.id)).toEqual(['c']);
  });

  it('binds booleans and reads them back as the same truth', async () => {
    const rows = await sql.rows(`SELECT id, on_ FROM t WHERE on_ = $1 ORDER BY id`, [true]);
    expect(rows.map((r) => [r.id, Boolean(r.on_)])).toEqual([
      ['a', true],
      ['c', true],
    ]);
  });

  it('matches a column against a list parameter', async () => {
    const rows = await sql.rows(`SELECT id FROM t WHERE ${sql.inList('id', 1)} ORDER BY id`, [
      ['a', 'c', 'zz'],
    ]);
    expect(rows.map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('counts changed rows, and rolls a failing batch back whole', async () => {
    expect(await sql.changes(`UPDATE t SET n = n + 10 WHERE n < $1`, [3], { relaxed: true })).toBe(
      2,
    );
    // better-sqlite3's errors come from the first test file's realm: compare outcomes, not classes.
    const outcome = await sql
      .batch([
        [`UPDATE t SET n = 0 WHERE id = $1`, ['c']],
        [`INSERT INTO t (id, n, on_) VALUES ($1, $2, $3)`, ['a', 9, true]],
      ])
      .then(
        () => 'committed',
        () => 'refused',
      );
    expect(outcome).toBe('refused');
    const [c] = await sql.rows(`SELECT n FROM t WHERE id = $1`, ['c']);
    expect(Number(c!.n)).toBe(3);
  });
});
