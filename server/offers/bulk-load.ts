import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import pgCopy from 'pg-copy-streams';

/**
 * Bulk loads of the campaign pipeline (bureau import, offer generation): COPY of a prepared buffer, and the per-row
 * foreign-key triggers replaced by one set-based check.
 *
 * A foreign-key check is a trigger per inserted row (a query and a row lock each): at a million consumers they were
 * most of the database's time. The loads here check their references themselves, set-based, in the same transaction
 * (the referenced rows locked FOR KEY SHARE exactly as the triggers would lock them, so a concurrent delete waits for
 * the commit), and then turn the row triggers off for their own transaction with `SET LOCAL
 * session_replication_role = replica`. That setting needs a superuser (the embedded PostgreSQL's role is one); with
 * a role that may not, the triggers stay on and the load is only slower. The tables loaded this way (offers,
 * bureau_attributes) have no triggers but foreign keys (migrations 0002, 0009).
 */
export async function maySkipRowTriggers(client: pg.ClientBase): Promise<boolean> {
  const result = await client.query<{ ok: boolean }>(`select current_setting('is_superuser') = 'on' as ok`);
  return result.rows[0]?.ok === true;
}

/** COPY … FROM STDIN of a ready buffer (COPY text format); the number of rows the server took. */
export async function copyBuffer(client: pg.ClientBase, statement: string, data: Buffer): Promise<number> {
  if (data.length === 0) return 0;
  const stream = client.query(pgCopy.from(statement));
  await pipeline(Readable.from([data]), stream);
  return stream.rowCount ?? 0;
}

/** A growable byte buffer for COPY text: ASCII and UTF-8 appended without intermediate strings. */
export class ByteWriter {
  buffer: Buffer;
  length = 0;
  constructor(capacity = 1 << 20) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }
  ensure(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + extra));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }
  byte(value: number): void {
    this.ensure(1);
    this.buffer[this.length++] = value;
  }
  bytes(source: Buffer, start = 0, end = source.length): void {
    this.ensure(end - start);
    // A cell is a few bytes: a loop beats Buffer.copy's call into native code for those.
    if (end - start <= 32) {
      const target = this.buffer;
      let at = this.length;
      for (let k = start; k < end; k++) target[at++] = source[k] as number;
      this.length = at;
    } else this.length += source.copy(this.buffer, this.length, start, end);
  }
  /** An ASCII string (ids, numbers, keys). */
  ascii(text: string): void {
    this.ensure(text.length);
    this.length += this.buffer.write(text, this.length, 'latin1');
  }
  utf8(text: string): void {
    this.ensure(Buffer.byteLength(text));
    this.length += this.buffer.write(text, this.length, 'utf8');
  }
  int(value: number): void {
    this.ascii(String(value));
  }
  /** The bytes written since `from`, copied out (the writer is reused). */
  slice(from = 0, to = this.length): Buffer {
    return Buffer.from(this.buffer.subarray(from, to));
  }
  reset(): void {
    this.length = 0;
  }
}
