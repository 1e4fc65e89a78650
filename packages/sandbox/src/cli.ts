#!/usr/bin/env node
/**
 * `genservice-sandbox`: runs the sandbox until interrupted and prints its
 * base URL. Without `--data-dir` state lives in a temporary directory that is
 * removed on exit.
 */
import { parseArgs } from 'node:util';
import { startSandbox, type Sandbox, type SandboxOptions } from './index';

const USAGE = `Usage: genservice-sandbox [options]
  --port <n>              port to listen on (default 0: a free port)
  --host <addr>           address to bind (default 127.0.0.1)
  --api-key <key>         accepted API key, repeatable (default sk_sandbox)
  --webhook-url <url>     send signed events to this endpoint
  --webhook-secret <s>    its secret (required with --webhook-url)
  --webhook-events <list> comma-separated event types (default: all)
  --data-dir <dir>        keep state here across restarts
  --credits <n>           starting balance per API key (default 100000)
  --job-duration <ms>     time from create to finish (default 300)
  --max-upload-bytes <n>  largest accepted upload (default 200000000)
  --duplicate-events      deliver every webhook event twice
  --quiet                 no request log
  --help`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a non-negative integer`);
  return n;
}

/** Options from the command line; exits with usage on a mistake. */
export function parseCli(argv: string[]): SandboxOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'api-key': { type: 'string', multiple: true },
        'webhook-url': { type: 'string' },
        'webhook-secret': { type: 'string' },
        'webhook-events': { type: 'string' },
        'data-dir': { type: 'string' },
        credits: { type: 'string' },
        'job-duration': { type: 'string' },
        'max-upload-bytes': { type: 'string' },
        'duplicate-events': { type: 'boolean' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const url = values['webhook-url'];
  const secret = values['webhook-secret'];
  if (url && !secret) fail('--webhook-secret is required with --webhook-url');
  const events = values['webhook-events']
    ?.split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return {
    port: integer(values.port, 'port'),
    host: values.host,
    apiKey: values['api-key'],
    dataDir: values['data-dir'],
    credits: integer(values.credits, 'credits'),
    jobDurationMs: integer(values['job-duration'], 'job-duration'),
    maxUploadBytes: integer(values['max-upload-bytes'], 'max-upload-bytes'),
    duplicateEvents: values['duplicate-events'],
    quiet: values.quiet,
    webhooks: url && secret ? [{ url, secret, ...(events?.length ? { events } : {}) }] : [],
  };
}

/** Starts the sandbox for `argv`, printing the base URL on stdout (for scripts) and a notice on stderr. */
export async function runCli(argv: string[]): Promise<Sandbox> {
  const sandbox = await startSandbox(parseCli(argv));
  console.log(sandbox.baseUrl);
  console.error(
    `genservice-sandbox listening on ${sandbox.baseUrl} (data: ${sandbox.dataDir}); Ctrl-C to stop`,
  );
  return sandbox;
}

async function main(): Promise<void> {
  const sandbox = await runCli(process.argv.slice(2));
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
}
