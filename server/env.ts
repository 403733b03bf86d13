import * as v from 'valibot';

const OptionalSecret = v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters')));

/** Environment read once at boot; a bad value stops the process with a clear message instead of failing later. */
export const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a port number'), v.transform(Number), v.maxValue(65535)),
    '3000',
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  /** When unset, an embedded PostgreSQL runs with its data under DATA_DIR/pg. */
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data'),
  /**
   * `off` runs the embedded PostgreSQL without fsync and synchronous commit: for throwaway test databases only (the
   * browser suite), where a crash loses nothing anyone needs and every commit's flush is pure waiting. Default on.
   */
  EMBEDDED_PG_DURABLE: v.optional(v.picklist(['on', 'off']), 'on'),
  /**
   * How often each pg-boss worker looks for new jobs, in seconds (pg-boss's 2 s by default; at least its 0.5). The
   * browser suite sets 0.5: its journeys wait on processing steps, imports and projections, each picked up by a poll.
   */
  JOBS_POLLING_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'must be a number of seconds'), v.transform(Number), v.minValue(0.5)),
    '2',
  ),
  /** HS256 signing secret; generated once under DATA_DIR when absent. */
  JWT_SECRET: OptionalSecret,
  /** 32-byte key (hex or base64) for AES-256-GCM; generated once under DATA_DIR when absent. */
  ENCRYPTION_KEY: OptionalSecret,
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Public origin of links inside mails (never taken from a request's headers); default http://localhost:PORT. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL'))),
  /** smtp:// or smtps:// mail server; unset, mail lands in the sandbox outbox only an admin can read. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  /**
   * The identity verification methods the vendor account offers (comma-separated: passcode, kba); default both. A
   * consumer asking for another is answered IDV_VALIDATION_NOT_CONFIGURED.
   */
  IDV_METHODS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(passcode|kba)(,(passcode|kba))*$/, 'must be a comma-separated list of passcode and kba'),
      v.transform((value) => [...new Set(value.split(','))] as ('passcode' | 'kba')[]),
    ),
  ),
  /** The From of every mail. */
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3))),
});
export type Env = v.InferOutput<typeof EnvSchema>;

/** Parses the environment; throws one error listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .map((key) => [key, source[key] === '' ? undefined : source[key]])
      .filter(([, value]) => value !== undefined),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.output;
}
