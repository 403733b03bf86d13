import { ByteWriter } from './bulk-load.ts';

/**
 * One batch of checked answer rows, as COPY text of bureau_attributes (consumer_id first), and where each row is,
 * so rows can be dropped (superseded, or not a consumer) without re-encoding the rest.
 */
export class ImportBatch {
  readonly out = new ByteWriter(4 << 20);
  starts: number[] = [];
  lines: number[] = [];
  ids: string[] = [];
  /** Consumer id → row in the batch: a consumer twice in a batch keeps its later line (as the upsert would). */
  readonly at = new Map<string, number>();
  dropped = 0;
  /** Data lines read into this batch, written or not: what the job's progress advances by. */
  handled = 0;
  get size() {
    return this.starts.length;
  }
  reset() {
    this.out.reset();
    this.starts = [];
    this.lines = [];
    this.ids = [];
    this.at.clear();
    this.dropped = 0;
    this.handled = 0;
  }
  /** Adds the row written from `start` to the end of `out`. */
  add(id: string, line: number, start: number) {
    const earlier = this.at.get(id);
    if (earlier !== undefined) {
      this.ids[earlier] = '';
      this.dropped++;
    }
    this.at.set(id, this.starts.length);
    this.starts.push(start);
    this.lines.push(line);
    this.ids.push(id);
  }
  /** The file's line of the consumer's row in this batch. */
  lineOf(id: string): number {
    return this.lines[this.at.get(id) as number] as number;
  }
  /** The rows kept (not superseded, not in `missing`), COPY text. */
  data(missing: ReadonlySet<string>): Buffer {
    if (this.dropped === 0 && missing.size === 0) return this.out.buffer.subarray(0, this.out.length);
    const kept = new ByteWriter(this.out.length);
    for (let row = 0; row < this.starts.length; row++) {
      const id = this.ids[row] as string;
      if (id === '' || missing.has(id)) continue;
      kept.bytes(this.out.buffer, this.starts[row] as number, (this.starts[row + 1] ?? this.out.length) as number);
    }
    return kept.buffer.subarray(0, kept.length);
  }
  keptIds(): string[] {
    return this.ids.filter((id) => id !== '');
  }
}
