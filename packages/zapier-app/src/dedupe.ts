/**
 * Where a step's dedupe keys are remembered, and how they are kept apart: the
 * hosted relay's ledger when the app has a relay (durable, shared by every Zap
 * of the same API key; the relay knows the tenant by the key), else Zapier's
 * storage for the connection (`z.cache`).
 * Keys are scoped by Zap, so two Zaps may use the same key for different work.
 */
import { createRelayLedger, type IdempotencyLedger } from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { KEY_WINDOW_DAYS } from './fields/run-fields';
import { createCacheLedger, type KeyValueCache } from './ledger';
import { relayOptionsFor } from './relay';
import { zapIdOf } from './zap-tag';

const DAY_MS = 86_400_000;

/** How long a key is remembered after its last use, in ms (`KEY_WINDOW_DAYS`). */
export const KEY_WINDOW_MS = KEY_WINDOW_DAYS * DAY_MS;

/** The ledger of this connection; relay calls end by `deadline` (ms epoch). */
export function ledgerFor(z: ZObject, bundle: Bundle, deadline?: number): IdempotencyLedger {
  const relay = relayOptionsFor(z, bundle, deadline);
  if (relay) return createRelayLedger(relay);
  return createCacheLedger(z.cache as unknown as KeyValueCache, {
    ttlSeconds: KEY_WINDOW_MS / 1000,
  });
}

/** The scope of this run's keys: its Zap (`zap:<id>`), or none when Zapier gives no Zap id. */
export function zapScope(bundle: Pick<Bundle, 'meta'>): string | undefined {
  const id = zapIdOf(bundle);
  return id === undefined ? undefined : `zap:${id}`;
}
