import { randomFillSync } from 'node:crypto';

const HEX = Buffer.from('0123456789abcdef', 'latin1');

/**
 * Offer ids made by the generator, as UUIDv7 text written straight into a COPY buffer (issue 13): a million-consumer
 * run inserts millions of offers, and ids drawn by the database (`gen_random_uuid`, OpenSSL per row) land on random
 * leaves of the primary key; time-ordered ids append to its right edge. Per batch: the time in milliseconds, then 12
 * + 30 random bits, then a 32-bit counter — unique within the batch by the counter, across batches by the time and
 * the random bits, and ascending within a batch.
 */
export class OfferIds {
  private readonly prefix = Buffer.alloc(24);
  private counter = 0;

  /** Starts a batch: a new time and new random bits. */
  startBatch(now = Date.now()): void {
    const random = [...randomFillSync(Buffer.alloc(6))] as [number, number, number, number, number, number];
    const bytes = Buffer.alloc(12);
    bytes.writeUIntBE(now, 0, 6);
    bytes[6] = 0x70 | (random[0] & 0x0f); // version 7
    bytes[7] = random[1];
    bytes[8] = 0x80 | (random[2] & 0x3f); // variant 10
    bytes[9] = random[3];
    bytes[10] = random[4];
    bytes[11] = random[5];
    for (let k = 0; k < 12; k++) {
      this.prefix[2 * k] = HEX[(bytes[k] as number) >> 4] as number;
      this.prefix[2 * k + 1] = HEX[(bytes[k] as number) & 15] as number;
    }
    this.counter = 0;
  }

  /** Writes the next id (36 characters) at `at` of `target`; returns the position after it. */
  write(target: Buffer, at: number): number {
    const p = this.prefix;
    let o = at;
    for (let k = 0; k < 24; k++) {
      if (k === 8 || k === 12 || k === 16 || k === 20) target[o++] = 45;
      target[o++] = p[k] as number;
    }
    let value = this.counter++;
    for (let k = 7; k >= 0; k--) {
      target[o + k] = HEX[value & 15] as number;
      value >>>= 4;
    }
    return o + 8;
  }
}
