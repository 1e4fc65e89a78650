/**
 * An idempotency ledger kept in a plain JSON record: n8n's node static data
 * (saved with the workflow when a production run ends) or an in-process record
 * for manual runs. Each entry is one top-level member written whole, so n8n's
 * change tracking of static data sees every write.
 */
import {
  createStoreLedger,
  type IdempotencyLedger,
  type LedgerEntry,
  type LedgerEntryStore,
  type LedgerState,
} from '@genservice/core/internal';

/** A JSON record the ledger reads and writes members of. */
export type LedgerRecord = Record<string, unknown>;

const PREFIX = 'key:';
const STATES: readonly LedgerState[] = ['pending', 'created', 'unknown'];

/** The entry stored for `key`, or undefined when there is none or it is malformed. */
function readEntry(record: LedgerRecord, key: string): LedgerEntry | undefined {
  const raw = record[PREFIX + key] as Partial<LedgerEntry> | undefined;
  if (!raw || typeof raw !== 'object') return undefined;
  const { fingerprint, operation, state, attempt, projectId, sentAt, updatedAt } = raw;
  if (typeof fingerprint !== 'string' || typeof operation !== 'string') return undefined;
  if (!STATES.includes(state as LedgerState) || typeof attempt !== 'number') return undefined;
  if (typeof sentAt !== 'number' || typeof updatedAt !== 'number') return undefined;
  const project = typeof projectId === 'string' ? projectId : null;
  return {
    key,
    fingerprint,
    operation,
    state: state!,
    attempt,
    projectId: project,
    sentAt,
    updatedAt,
  };
}

function writeEntry(record: LedgerRecord, entry: LedgerEntry): void {
  record[PREFIX + entry.key] = { ...entry };
}

/**
 * A ledger over `record` (core's ledger over a store whose entries are the record's `key:`
 * members, malformed ones read as absent). `where` is shown in help and errors.
 */
export function createRecordLedger(
  record: LedgerRecord,
  where: string,
  now: () => number = () => Date.now(),
): IdempotencyLedger {
  const store: LedgerEntryStore = {
    read: (key) => readEntry(record, key),
    write: (entry) => writeEntry(record, entry),
    remove: (key) => void delete record[PREFIX + key],
  };
  return createStoreLedger(store, where, now);
}

/** Deletes the entries of `record` last changed more than `windowMs` before `at`; returns how many. */
export function forgetExpired(record: LedgerRecord, windowMs: number, at: number): number {
  let removed = 0;
  for (const name of Object.keys(record)) {
    if (!name.startsWith(PREFIX)) continue;
    const entry = readEntry(record, name.slice(PREFIX.length));
    if (entry && at - entry.updatedAt <= windowMs) continue;
    delete record[name];
    removed++;
  }
  return removed;
}

/** Copies into `into` every entry of `from` that `into` lacks or holds in an older version. */
export function mergeNewer(into: LedgerRecord, from: LedgerRecord): void {
  for (const name of Object.keys(from)) {
    if (!name.startsWith(PREFIX)) continue;
    const key = name.slice(PREFIX.length);
    const theirs = readEntry(from, key);
    const ours = readEntry(into, key);
    if (theirs && (!ours || theirs.updatedAt > ours.updatedAt)) writeEntry(into, theirs);
  }
}
