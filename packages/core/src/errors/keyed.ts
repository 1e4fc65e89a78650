/**
 * Errors of keyed runs and batches: a dedupe key reused for other inputs, a create whose
 * outcome is unknown, a batch over its credit budget, and a batch that stopped part way.
 */
import { GenServiceError } from './base';

const iso = (ms: number) => new Date(ms).toISOString();
/** 1240 → "1,240" (the grouping a no-code user reads; no locale lookups). */
export const formatCredits = (n: number) =>
  String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A dedupe key was first used with another tool or other inputs; nothing was created. */
export class IdempotencyConflictError extends GenServiceError {
  override name = 'IdempotencyConflictError';
  constructor(
    /** The dedupe key as the user gave it (without its scope). */
    readonly key: string,
    /** Ms epoch when the key was first used for its current attempt. */
    readonly firstUsedAt: number,
    /** The tool the key was first used with. */
    readonly firstOperation: string,
    operation: string,
  ) {
    const what = firstOperation === operation ? 'other inputs' : `another tool (${firstOperation})`;
    super(
      `Dedupe key "${key}" was first used at ${iso(firstUsedAt)} with ${what}; nothing was created. Use a new dedupe key for new inputs`,
    );
  }
}

/** A create for this dedupe key was sent at `sentAt` and its outcome is unknown; nothing was created now. */
export class MaybeCreatedError extends GenServiceError {
  override name = 'MaybeCreatedError';
  constructor(
    /** The dedupe key as the user gave it (without its scope). */
    readonly key: string,
    /** Ms epoch when the earlier create was sent. */
    readonly sentAt: number,
  ) {
    super(
      `A job for dedupe key "${key}" may already exist: its create was sent at ${iso(sentAt)} and no answer confirmed it. Nothing was created now; to create it anyway, turn on Recreate Unconfirmed`,
    );
  }
}

/** What a budget was checked against. */
export interface BudgetFacts {
  /** Estimated credits of the items still to create. */
  estimate: number;
  /** The account's credits, or null when it could not be read. */
  balance: number | null;
  /** Max Credits Per Run, when set. */
  maxCredits?: number | null;
  /** Labels of the tools whose cost is unknown (counted as 0 in `estimate`). */
  unknownTools?: readonly string[];
  /** Items in the run, and how many of them the dedupe keys already satisfied. */
  items?: number;
  satisfied?: number;
  /** Tools whose cost cannot be bounded from above while a cap is set, and the first one's reason. */
  unbounded?: { tools: readonly string[]; note?: string };
}

/**
 * A run's estimated credits exceed the balance or Max Credits Per Run, or a cap is set and an
 * item's cost has no upper bound; nothing was created.
 */
export class BudgetExceededError extends GenServiceError {
  override name = 'BudgetExceededError';
  readonly estimate: number;
  readonly balance: number | null;
  readonly maxCredits: number | null;
  readonly unknownTools: readonly string[];
  /** Tools whose cost could not be capped (empty when the run was simply over a limit). */
  readonly unboundedTools: readonly string[];
  constructor(facts: BudgetFacts) {
    super(budgetMessage(facts));
    this.estimate = facts.estimate;
    this.balance = facts.balance;
    this.maxCredits = facts.maxCredits ?? null;
    this.unknownTools = facts.unknownTools ?? [];
    this.unboundedTools = facts.unbounded?.tools ?? [];
  }
}

function budgetMessage(f: BudgetFacts): string {
  if (f.unbounded) return unboundedMessage(f.unbounded, f.maxCredits ?? 0);
  const items = f.items === undefined ? '' : ` for ${f.items} ${f.items === 1 ? 'item' : 'items'}`;
  const notes: string[] = [];
  if (f.satisfied) notes.push(`${f.satisfied} already done cost nothing`);
  const unknown = f.unknownTools ?? [];
  if (unknown.length)
    notes.push(`${unknown.join(', ')} ${unknown.length === 1 ? 'has' : 'have'} no estimate`);
  const head = `This run needs about ${formatCredits(f.estimate)} credits${items}${notes.length ? ` (${notes.join('; ')})` : ''}`;
  const cap = f.maxCredits ? `Max Credits Per Run is ${formatCredits(f.maxCredits)}` : undefined;
  const has =
    f.balance === null ? undefined : `the account has ${formatCredits(f.balance)} credits`;
  const overBalance = f.balance !== null && f.estimate > f.balance;
  const tail = overBalance
    ? [has, cap].filter(Boolean).join(' and ')
    : [cap, has && `(${has})`].filter(Boolean).join(' ');
  return `${head} but ${tail}. Nothing was created.`;
}

function unboundedMessage(u: NonNullable<BudgetFacts['unbounded']>, cap: number): string {
  const tools = u.tools.join(', ');
  const why = u.note ? ` ${u.note}` : '';
  return `Max Credits Per Run is ${formatCredits(cap)}, but the cost of ${tools} cannot be capped from these inputs.${why} Fix that, or clear Max Credits Per Run to accept the cost. Nothing was created.`;
}

/** A project created in a run: its dedupe key (null when none), id and last known status. */
export interface CreatedInRun {
  key: string | null;
  projectId: string;
  status: string;
}

/** A batch stopped on `cause`; `created` lists every project created in the run before it stopped. */
export class BatchStoppedError extends GenServiceError {
  override name = 'BatchStoppedError';
  constructor(
    readonly created: readonly CreatedInRun[],
    override readonly cause: unknown,
  ) {
    super(stoppedMessage(created, cause), { cause });
  }
}

function stoppedMessage(created: readonly CreatedInRun[], cause: unknown): string {
  const why = cause instanceof Error ? cause.message : String(cause);
  if (created.length === 0) return `The batch stopped: ${why}. No project was created in this run`;
  const listed = created
    .slice(0, 20)
    .map(
      (c) => `${c.key === null ? '(no dedupe key)' : `"${c.key}"`} → ${c.projectId} (${c.status})`,
    );
  const more = created.length > 20 ? `, and ${created.length - 20} more` : '';
  const count = created.length === 1 ? '1 project was' : `${created.length} projects were`;
  return `The batch stopped: ${why}. ${count} created in this run before it stopped: ${listed.join(', ')}${more}`;
}
