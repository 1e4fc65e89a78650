/**
 * The idempotency ledger: where dedupe keys are remembered between runs. Core's keyed run
 * records a key as pending before a create is sent, then settles it with the project id (or
 * as unknown when the create's outcome cannot be known). Implementations: the in-process memory
 * ledger here, the relay's durable shared one, and whatever each host keeps between runs; all
 * pass `describeLedgerConformance` (core's `test/support/ledger-conformance.ts`).
 */

/** `pending`: a create is being sent; `created`: it made `projectId`; `unknown`: it may have. */
export type LedgerState = 'pending' | 'created' | 'unknown';

export interface LedgerEntry {
  /** The scoped key (`scope:key` when a scope was given). */
  key: string;
  /** Hex sha-256 of the operation and its canonical inputs. */
  fingerprint: string;
  /** Catalog operation key. */
  operation: string;
  state: LedgerState;
  /** 1 on the first claim; +1 on every retake; the compare-and-set token. */
  attempt: number;
  /** Set when state is `created`. */
  projectId: string | null;
  /** Ms epoch when this attempt was recorded pending (just before the create). */
  sentAt: number;
  /** Ms epoch of the last change. */
  updatedAt: number;
}

export type ClaimResult =
  { claimed: true; entry: LedgerEntry } | { claimed: false; entry: LedgerEntry };

export interface ClaimInput {
  key: string;
  fingerprint: string;
  operation: string;
  windowMs: number;
}

/** What a create's attempt came to. */
export type SettleOutcome = { state: 'created'; projectId: string } | { state: 'unknown' };

/** Keys to projects, shared by every run that uses the same ledger. Keys are 1–256 characters. */
export interface IdempotencyLedger {
  /** Where keys are kept, in the user's words (shown in help and errors), e.g. "the relay". */
  readonly where: string;
  get(key: string): Promise<LedgerEntry | undefined>;
  /**
   * Atomic: no entry, or one last updated more than windowMs ago → writes a pending entry
   * (attempt 1, or previous attempt + 1 when it replaced an expired one) and returns claimed:true;
   * otherwise returns the live entry unchanged with claimed:false. Two racing claims: exactly one wins.
   */
  claim(input: ClaimInput): Promise<ClaimResult>;
  /**
   * Atomic compare-and-set: when the entry's attempt is still `expectedAttempt`, makes it a new
   * pending attempt (attempt + 1, sentAt = now, projectId null) and returns it; otherwise undefined.
   */
  retake(key: string, expectedAttempt: number): Promise<LedgerEntry | undefined>;
  /** Records the outcome of `attempt`; ignored when the attempt is no longer current. */
  settle(key: string, attempt: number, outcome: SettleOutcome): Promise<void>;
  /** Forgets a pending `attempt` whose create surely did not happen; ignored otherwise. */
  release(key: string, attempt: number): Promise<void>;
}

/** Longest key a ledger must accept. */
export const MAX_KEY_LENGTH = 256;
