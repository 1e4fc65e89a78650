/**
 * The sandbox's durable state in `<dataDir>/sandbox.db` (SQLite, WAL):
 * accounts and their credits, projects (face detections included) and
 * uploads. A restart on the same data dir keeps all of it.
 */
import Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { OperationKind } from '@genservice/core/internal';

/** What a job will do and when, fixed at create so a restart can resume it. */
export interface JobPlan {
  startsAt: number;
  endsAt: number;
  outcome:
    | { status: 'complete' }
    | { status: 'error'; code: string; message?: string }
    | { status: 'canceled' };
  duplicateEvents?: boolean;
}

export interface ProjectRow {
  id: string;
  account: string;
  kind: OperationKind;
  opKey: string;
  name: string | null;
  status: string;
  createdAt: string;
  request: Record<string, unknown>;
  credits: number;
  /** What the job costs once complete, when that differs from the create-time charge (per-frame tools). */
  finalCredits?: number;
  error: { code: string; message: string } | null;
  outputs: string[];
  plan: JobPlan;
  enabled: boolean;
}

export interface UploadRow {
  filePath: string;
  account: string;
  expiresAt: number;
  uploadedAt: number | null;
  size: number | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (account TEXT PRIMARY KEY, credits INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS projects (id TEXT PRIMARY KEY, account TEXT NOT NULL, data TEXT NOT NULL, open INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS projects_open ON projects (open);
CREATE TABLE IF NOT EXISTS uploads (file_path TEXT PRIMARY KEY, account TEXT NOT NULL, expires_at INTEGER NOT NULL, uploaded_at INTEGER, size INTEGER);
`;

/** The account an API key belongs to: a hash, so the database never holds keys. */
export function accountOf(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex').slice(0, 32);
}

/** A cuid-like id: 25 lowercase alphanumerics starting with a letter. */
export function newId(): string {
  return `c${randomBytes(16).toString('hex').slice(0, 24)}`;
}

/** Synchronous, transactional access to the sandbox state. */
export class Store {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    this.db = new Database(join(dataDir, 'sandbox.db'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
  }

  /** A random secret created once per data dir (it signs upload and download URLs). */
  secret(): string {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get('url-secret') as
      { value: string } | undefined;
    if (row) return row.value;
    const value = randomBytes(32).toString('hex');
    this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('url-secret', value);
    return value;
  }

  ensureAccount(account: string, credits: number): void {
    this.db
      .prepare('INSERT OR IGNORE INTO accounts (account, credits) VALUES (?, ?)')
      .run(account, credits);
  }

  credits(account: string): number {
    return (
      (
        this.db.prepare('SELECT credits FROM accounts WHERE account = ?').get(account) as
          { credits: number } | undefined
      )?.credits ?? 0
    );
  }

  setCredits(account: string, credits: number): void {
    this.db
      .prepare(
        'INSERT INTO accounts (account, credits) VALUES (?, ?) ON CONFLICT(account) DO UPDATE SET credits = excluded.credits',
      )
      .run(account, credits);
  }

  /** Adds `delta` (negative to charge); runs inside the caller's transaction when there is one. */
  addCredits(account: string, delta: number): void {
    this.db
      .prepare('UPDATE accounts SET credits = credits + ? WHERE account = ?')
      .run(delta, account);
  }

  /** Runs `fn` atomically. */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  saveProject(p: ProjectRow): void {
    const open = p.status === 'queued' || p.status === 'rendering' ? 1 : 0;
    this.db
      .prepare(
        'INSERT INTO projects (id, account, data, open) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, open = excluded.open',
      )
      .run(p.id, p.account, JSON.stringify(p), open);
  }

  project(id: string): ProjectRow | undefined {
    const row = this.db.prepare('SELECT data FROM projects WHERE id = ?').get(id) as
      { data: string } | undefined;
    return row ? (JSON.parse(row.data) as ProjectRow) : undefined;
  }

  /** Projects still queued or rendering, to resume after a restart. */
  openProjects(): ProjectRow[] {
    return (
      this.db.prepare('SELECT data FROM projects WHERE open = 1').all() as { data: string }[]
    ).map((r) => JSON.parse(r.data) as ProjectRow);
  }

  saveUpload(u: UploadRow): void {
    this.db
      .prepare(
        'INSERT OR REPLACE INTO uploads (file_path, account, expires_at, uploaded_at, size) VALUES (?, ?, ?, ?, ?)',
      )
      .run(u.filePath, u.account, u.expiresAt, u.uploadedAt, u.size);
  }

  upload(filePath: string): UploadRow | undefined {
    const row = this.db
      .prepare(
        'SELECT file_path, account, expires_at, uploaded_at, size FROM uploads WHERE file_path = ?',
      )
      .get(filePath) as
      | {
          file_path: string;
          account: string;
          expires_at: number;
          uploaded_at: number | null;
          size: number | null;
        }
      | undefined;
    return (
      row && {
        filePath: row.file_path,
        account: row.account,
        expiresAt: row.expires_at,
        uploadedAt: row.uploaded_at,
        size: row.size,
      }
    );
  }

  close(): void {
    this.db.close();
  }
}
