/** The server's settings, read once from the command line and the environment. */

export interface ServerConfig {
  /** The service API key; over HTTP a client may send its own instead (Bearer). */
  apiKey?: string;
  baseUrl?: string;
  /** A relay: its ledger keeps dedupe keys, its watches wake waits. */
  relayUrl?: string;
  /** The relay's token when it is not the API key (a self-hosted relay's API token). */
  relayToken?: string;
  /** The URL at which the relay reaches this server's watch receiver; default http://127.0.0.1:<port>. */
  callbackUrl?: string;
  /** The watch receiver's port on 127.0.0.1; default any free port. */
  callbackPort?: number;
  /** Credits the server may spend per API key while it runs; undefined for no cap. */
  maxCredits?: number;
  /** Serve Streamable HTTP instead of stdio. */
  http: boolean;
  port: number;
  /** The HTTP interface; default 127.0.0.1 (this machine only). */
  host: string;
}

/** A setting that cannot be used; the message names it and says what to do, never its value. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The config from `argv` (`--http`, `--port N`) and `env`. Throws `ConfigError` when the cap
 * or port is not a number, or when stdio runs without `GENSERVICE_API_KEY`.
 */
export function readConfig(argv: readonly string[], env: NodeJS.ProcessEnv): ServerConfig {
  const http = argv.includes('--http');
  const portArg = argv[argv.indexOf('--port') + 1];
  const port = numberOf(argv.includes('--port') ? portArg : (env.PORT ?? '3000'), '--port / PORT');
  const cap = env.GENSERVICE_MAX_CREDITS?.trim();
  const maxCredits = cap ? numberOf(cap, 'GENSERVICE_MAX_CREDITS') : undefined;
  const apiKey = env.GENSERVICE_API_KEY?.trim() || undefined;
  if (!apiKey && !http)
    throw new ConfigError(
      'Set GENSERVICE_API_KEY to your Magic Hour API key (Developer settings) in the MCP client’s "env" for this server.',
    );
  return {
    apiKey,
    baseUrl: env.GENSERVICE_BASE_URL?.trim() || undefined,
    relayUrl: env.GENSERVICE_RELAY_URL?.trim() || undefined,
    relayToken: env.GENSERVICE_RELAY_TOKEN?.trim() || undefined,
    callbackUrl: env.GENSERVICE_CALLBACK_URL?.trim() || undefined,
    callbackPort: env.GENSERVICE_CALLBACK_PORT?.trim()
      ? numberOf(env.GENSERVICE_CALLBACK_PORT, 'GENSERVICE_CALLBACK_PORT')
      : undefined,
    maxCredits,
    http,
    port,
    host: env.HOST?.trim() || '127.0.0.1',
  };
}

function numberOf(raw: string | undefined, name: string): number {
  const n = Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new ConfigError(`${name} must be a number of 0 or more, got "${raw ?? ''}"`);
  return n;
}
