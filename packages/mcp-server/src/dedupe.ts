/**
 * Dedupe keys of creates: the agent's own `dedupe_key`, or one derived from the call so that the
 * same call repeated within a short window finds the same project instead of paying again.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, type IdempotencyLedger } from '@genservice/core/internal';

/** How long a derived key holds: a repeat within this window (and the next) reuses the project. */
export const DERIVED_WINDOW_MS = 10 * 60_000;

/** The ledger scope of every key this server writes. */
export const KEY_SCOPE = 'mcp';

/** Keys kept per scope by the ledger: `scope:key`. */
const ledgerKey = (key: string) => `${KEY_SCOPE}:${key}`;

/**
 * The key for a create without `dedupe_key`: a hash of the tool, its canonical inputs (with
 * `fileFacts` of local files, so an edited file is new input) and the time bucket. A call in the
 * bucket after a created key's bucket reuses that key, so a repeat just past a boundary still
 * finds its project.
 */
export async function derivedKey(input: {
  tool: string;
  params: Record<string, unknown>;
  now: number;
  ledger: IdempotencyLedger;
  fileFacts?: Record<string, unknown>;
}): Promise<string> {
  const bucket = Math.floor(input.now / DERIVED_WINDOW_MS);
  const keyAt = (b: number) =>
    'auto-' +
    createHash('sha256')
      .update(canonicalJson({ tool: input.tool, params: input.params, files: input.fileFacts, b }))
      .digest('hex')
      .slice(0, 40);
  const previous = keyAt(bucket - 1);
  const earlier = await input.ledger.get(ledgerKey(previous));
  return earlier ? previous : keyAt(bucket);
}
