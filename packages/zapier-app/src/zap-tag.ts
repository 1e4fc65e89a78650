/**
 * A Zap's creator tag: its creates name their projects `[zap-<id>] <name>` (core's `creatorTag`)
 * and its triggers with "Only Jobs This Zap Created" subscribe with `created_by: zap-<id>`, so
 * the relay delivers them only the Zap's own jobs. The Zap's id is the same in every run, in a
 * replay and in its trigger's subscribe; the relay compares tags only within one API key's
 * tenant, so another account's projects never reach the Zap.
 */
import { createHash } from 'node:crypto';
import type { Bundle } from 'zapier-platform-core';

/** What a tag may hold (core's `created_by` rule), less the `zap-` prefix. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,60}$/;

/** The Zap's id as Zapier gives it (`bundle.meta.zap.id`), or undefined outside a Zap. */
export function zapIdOf(bundle: Pick<Bundle, 'meta'>): string | undefined {
  const id = (bundle.meta as { zap?: { id?: unknown } } | undefined)?.zap?.id;
  if (id === undefined || id === null) return undefined;
  const text = String(id).trim();
  return text === '' ? undefined : text;
}

/**
 * The Zap's tag (`zap-<id>`, or `zap-h<hash>` for an id a tag cannot hold), or undefined when
 * Zapier gives no Zap id (then creates tag nothing).
 */
export function zapTag(bundle: Pick<Bundle, 'meta'>): string | undefined {
  const id = zapIdOf(bundle);
  if (id === undefined) return undefined;
  if (SAFE_ID.test(id)) return `zap-${id}`;
  return `zap-h${createHash('sha256').update(id).digest('hex').slice(0, 24)}`;
}
