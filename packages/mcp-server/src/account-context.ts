/**
 * What the server keeps per API key while it runs: the client, the ledger of dedupe keys, the
 * session budget and the kind of every project it created. Contexts are found by a hash of the
 * key, so the key itself is held only by the client that sends it to the service and relay.
 */
import { createHash } from 'node:crypto';
import {
  createMemoryLedger,
  createRelayClient,
  createRelayLedger,
  type IdempotencyLedger,
  type OperationKind,
  type RelayClient,
} from '@genservice/core/internal';
import { createClient, createNodeRuntime, type NodeClient } from '@genservice/core/node';
import { createSessionBudget, type SessionBudget } from './budget';
import type { ServerConfig } from './config';
import { createWaker, type Waker } from './relay-wake';

export interface AccountContext {
  client: NodeClient;
  /** Where dedupe keys live: the relay's ledger when a relay is configured, else this process. */
  ledger: IdempotencyLedger;
  budget: SessionBudget;
  /** Kinds of the jobs this server created or read, by id (an agent passes only the id). */
  kinds: Map<string, OperationKind>;
  /** The relay, when configured, and the process's receiver of its watches. */
  relay?: { client: RelayClient; waker: Waker };
  /** True over stdio: the server may read local files. */
  local: boolean;
}

/** Contexts by API key for one server process. */
export interface AccountContexts {
  for(apiKey: string): AccountContext;
}

/** A store of contexts built from `config`; `local` says whether tools may read local files. */
export function createAccountContexts(config: ServerConfig, local: boolean): AccountContexts {
  const byKeyHash = new Map<string, AccountContext>();
  const runtime = createNodeRuntime();
  let waker: Waker | undefined;
  return {
    for(apiKey) {
      const id = createHash('sha256').update(apiKey).digest('hex');
      let context = byKeyHash.get(id);
      if (!context) {
        const relayOptions = config.relayUrl
          ? { baseUrl: config.relayUrl, token: config.relayToken ?? apiKey, runtime }
          : undefined;
        const ledger = relayOptions
          ? createRelayLedger(relayOptions)
          : createMemoryLedger({ now: () => runtime.now() });
        const relay = relayOptions && {
          client: createRelayClient(relayOptions),
          waker: (waker ??= createWaker({
            publicUrl: config.callbackUrl,
            port: config.callbackPort,
          })),
        };
        context = {
          client: createClient({ apiKey, baseUrl: config.baseUrl, runtime, ledger }),
          ledger,
          budget: createSessionBudget(config.maxCredits),
          kinds: new Map(),
          ...(relay ? { relay } : {}),
          local,
        };
        byKeyHash.set(id, context);
      }
      return context;
    },
  };
}
