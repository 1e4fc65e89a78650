/** Options of `startSandbox` and the CLI, with their defaults. */

/** One webhook endpoint, as registered in the service's dashboard. */
export interface WebhookEndpoint {
  url: string;
  /** Used exactly as given (a `whsec_` prefix included), like the service. */
  secret: string;
  /** Event types to send (`video.completed`, …); all nine when omitted. */
  events?: string[];
}

export interface SandboxOptions {
  /** Accepted API key(s); each has its own credit balance. Default `sk_sandbox`. */
  apiKey?: string | string[];
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where state and files live; a fresh temporary directory (removed on close) when omitted. */
  dataDir?: string;
  webhooks?: WebhookEndpoint[];
  /** No log lines on stdout. */
  quiet?: boolean;
  /** Starting balance of each new API key. Default 100 000. */
  credits?: number;
  /** Time from create to a terminal status, unless a directive says otherwise. Default 300 ms. */
  jobDurationMs?: number;
  /** Largest accepted upload, in bytes. Default 200 MB (the Free plan's limit). */
  maxUploadBytes?: number;
  /** Lifetime of an upload URL. Default 1 h. */
  uploadUrlTtlSec?: number;
  /** Webhook retry schedule: first delay (doubled each retry) and the number of attempts. Default 1 s, 18 (about 24 h of retries). */
  webhookRetry?: { baseDelayMs?: number; maxAttempts?: number };
  /** Deliver every webhook event twice (to test deduplication). Default false. */
  duplicateEvents?: boolean;
}

export type ResolvedOptions = Required<
  Omit<SandboxOptions, 'dataDir' | 'apiKey' | 'webhookRetry'>
> & {
  apiKeys: string[];
  webhookRetry: { baseDelayMs: number; maxAttempts: number };
};

/** Fills in the defaults (all but `dataDir`, which `startSandbox` creates when missing). */
export function resolveOptions(o: SandboxOptions): ResolvedOptions {
  const keys =
    o.apiKey === undefined ? ['sk_sandbox'] : Array.isArray(o.apiKey) ? o.apiKey : [o.apiKey];
  if (keys.length === 0 || keys.some((k) => !k))
    throw new Error('apiKey must be a non-empty string');
  return {
    apiKeys: keys,
    port: o.port ?? 0,
    host: o.host ?? '127.0.0.1',
    webhooks: o.webhooks ?? [],
    quiet: o.quiet ?? false,
    credits: o.credits ?? 100_000,
    jobDurationMs: o.jobDurationMs ?? 300,
    maxUploadBytes: o.maxUploadBytes ?? 200 * 1000 * 1000,
    uploadUrlTtlSec: o.uploadUrlTtlSec ?? 3600,
    webhookRetry: {
      baseDelayMs: o.webhookRetry?.baseDelayMs ?? 1000,
      maxAttempts: o.webhookRetry?.maxAttempts ?? 18,
    },
    duplicateEvents: o.duplicateEvents ?? false,
  };
}
