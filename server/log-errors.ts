/**
 * The one way an error reaches the log (issue 17 item 10): database errors carry the values of a failed query —
 * Drizzle puts the bound parameters in its message ("Failed query: … params: …") and so in the stack; PostgreSQL puts
 * row values in `detail` ("Key (email)=(…) already exists"), parameter values in `where` ("unnamed portal parameter
 * $1 = '…'") and, for data exceptions, the offending value in the message itself. Access codes, last names and whole
 * uploaded documents reached the log that way. What is kept: the error's type, code, SQL text (placeholders only),
 * the names of the table, column and constraint, and the stack frames.
 */

/** Fields that may hold values of the failed row or query: never logged. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'raw', 'values', 'body']);
/** Fields safe to keep: they name things, never hold values. */
const KEPT_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'query',
  'status',
  'hint',
] as const;
const REDACTED = '[redacted]';
const MAX_CAUSES = 5;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  code?: unknown;
  [key: string]: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string');

/** SQLSTATE class 22 (data exception): PostgreSQL quotes the value it could not take, e.g. `type uuid: "…"`. */
const isDataException = (error: ErrorLike) => typeof error.code === 'string' && error.code.startsWith('22');

export function redactErrorMessage(error: ErrorLike): string {
  let message = typeof error.message === 'string' ? error.message : String(error.message ?? '');
  const params = message.indexOf('\nparams: ');
  if (params >= 0) message = `${message.slice(0, params)}\nparams: ${REDACTED}`;
  if (isDataException(error)) message = message.replace(/"(?:[^"\\]|\\.)*"/g, `"${REDACTED}"`);
  return message;
}

/** The stack's frames under the cleaned message: the stack's first lines repeat the raw message. */
function redactStack(error: ErrorLike, message: string, type: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError | string;
  [key: string]: unknown;
}

/** pino's `err` serializer: the error and its causes, with every value of the failed query left out. */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!isErrorLike(value)) return value;
  const type =
    typeof value.constructor === 'function' && value.constructor.name !== 'Object'
      ? value.constructor.name
      : String(value.name ?? 'Error');
  const message = redactErrorMessage(value);
  const logged: LoggedError = { type, message };
  const stack = redactStack(value, message, type);
  if (stack) logged.stack = stack;
  for (const field of KEPT_FIELDS) {
    const kept = value[field];
    if (kept !== undefined && kept !== null && typeof kept !== 'object') logged[field] = kept;
  }
  for (const field of VALUE_FIELDS) if (value[field] !== undefined) logged[field] = REDACTED;
  if (value.cause !== undefined) {
    logged.cause =
      depth < MAX_CAUSES ? (serializeError(value.cause, depth + 1) as LoggedError) : 'further causes left out';
  }
  return logged;
}
