/**
 * JSON logs (pino). Secrets never reach a line: known secret fields are
 * censored, and messages and URLs pass through the core's redaction.
 */
import { redactText } from '@genservice/core/internal';
import pino, { type Logger } from 'pino';

const SECRET_PATHS = [
  'secret',
  '*.secret',
  'inboundSecret',
  '*.inboundSecret',
  'apiToken',
  '*.apiToken',
  'serviceApiKey',
  '*.serviceApiKey',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'req.headers.authorization',
  '*.headers["magic-hour-event-signature"]',
];

/** A logger at `level` (`silent` when quiet) that censors secret fields and redacts `secrets` wherever they appear. */
export function createLogger(
  options: {
    level?: string;
    secrets?: readonly string[];
    destination?: pino.DestinationStream;
  } = {},
): Logger {
  const secrets = options.secrets ?? [];
  return pino(
    {
      name: 'genservice-relay',
      level: options.level ?? 'info',
      redact: { paths: SECRET_PATHS, censor: '***' },
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((a) => (typeof a === 'string' ? redactText(a, secrets) : a)) as Parameters<
              typeof method
            >,
          );
        },
      },
      serializers: {
        url: (u: string) => redactText(String(u), secrets),
        err: (e: unknown) =>
          redactText(e instanceof Error ? `${e.name}: ${e.message}` : String(e), secrets),
        error: (e: unknown) => (e === null || e === undefined ? e : redactText(String(e), secrets)),
      },
    },
    options.destination,
  );
}
