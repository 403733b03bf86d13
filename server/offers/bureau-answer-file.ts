import { createReadStream } from 'node:fs';

/** Line breaks in the file: with the header, one more than its data lines (the job's progress total). */
export async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return lines;
}

/** Where scanAnswerLines sends each line, and when to let a full batch go to the database. */
export interface AnswerLineSink {
  /** One line [start, end) of `buf` without its line break; false when the file cannot be read further. */
  line(buf: Buffer, start: number, end: number, quoted: boolean): boolean;
  /** Asked after each line; cheap, since it is asked a million times. */
  batchFull(): boolean;
  /** Sends the full batch on; false when the import was cancelled meanwhile. */
  sendBatch(): Promise<boolean>;
}

export type ScanOutcome = 'read' | 'unreadable' | 'cancelled';

/**
 * Reads the file as bytes, line by line, without making a string of each line; a line with an open quote continues
 * on the next (a quoted line break). The only await between lines is a full batch's hand-over.
 */
export async function scanAnswerLines(file: string, sink: AnswerLineSink): Promise<ScanOutcome> {
  let rest: Buffer | null = null;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    const buf: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
    rest = null;
    let start = 0;
    let search = 0;
    let quotes = 0;
    // The next quote character of the chunk: searched once per quote, not once per line (a search from each line
    // runs to the end of a chunk without quotes — quadratic in the chunk).
    let quoteAt = buf.indexOf(34);
    for (;;) {
      const newline = buf.indexOf(10, search);
      if (newline < 0) {
        rest = buf.subarray(start);
        break;
      }
      for (; quoteAt >= 0 && quoteAt < newline; quoteAt = buf.indexOf(34, quoteAt + 1)) quotes++;
      if (quotes % 2 === 1) {
        search = newline + 1;
        continue;
      }
      const end = newline > start && buf[newline - 1] === 13 ? newline - 1 : newline;
      const ok = sink.line(buf, start, end, quotes > 0);
      start = newline + 1;
      search = start;
      quotes = 0;
      if (!ok) return 'unreadable';
      if (sink.batchFull() && !(await sink.sendBatch())) return 'cancelled';
    }
  }
  // The last line, when the file does not end with a line break.
  if (rest !== null && rest.length > 0) {
    const end = rest[rest.length - 1] === 13 ? rest.length - 1 : rest.length;
    if (!sink.line(rest, 0, end, rest.indexOf(34) >= 0)) return 'unreadable';
  }
  return 'read';
}
