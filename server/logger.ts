import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError } from './log-errors.ts';

/** Secrets and PII never reach the logs, whatever object they sit in (ARCHITECTURE.md, Security). */
const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'jwt',
  'rememberMeJwt',
  'mfaToken',
  'token',
  'totp',
  'totpSecret',
  'accessCode',
  'ssn',
  'dob',
  'email',
  'phone',
  'connectionString',
];
export const REDACT_PATHS = [
  ...SENSITIVE_KEYS,
  ...SENSITIVE_KEYS.map((key) => `*.${key}`),
  ...SENSITIVE_KEYS.map((key) => `*.*.${key}`),
  // Drizzle query errors carry the bound parameters (hashes, PII): keep the SQL text, drop the values.
  'err.params',
  'err.cause.params',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
];

export function createLogger(
  options: { level?: string; pretty?: boolean; destination?: DestinationStream } = {},
): Logger {
  const pretty = !options.destination && (options.pretty ?? Boolean(process.stdout.isTTY));
  const settings = {
    level: options.level ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Every logged error goes through one serializer that leaves the failed query's values out (log-errors.ts).
    serializers: { err: serializeError, error: serializeError },
    // pino-pretty only for a human at a terminal; JSON lines otherwise (log shippers, tests).
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
export type { Logger };
