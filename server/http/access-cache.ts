import pg from 'pg';
import type { ConsumerAccess } from '../db/queries/consumers.ts';
import type { Logger } from '../logger.ts';

export const ACCESS_CHANNEL = 'consumer_access';
/** Rows kept at most; the oldest go first (a Map iterates in insertion order). */
const MAX_ROWS = 50_000;
const RECONNECT_MS = 1000;

/**
 * The access check's consumer rows kept in memory, so a consumer call needs no database round trip for them.
 * Correct only while it hears PostgreSQL's notifications (migration 0009): every change to a column the check
 * reads, a deleted consumer and a changed or deleted campaign drop the rows at once; when the listening
 * connection is lost the cache empties and stays off until it is back. A row read while a notification arrived is
 * not kept (the generation moved), so a stale read can never outlive the change that made it stale.
 */
export class ConsumerAccessCache {
  private readonly rows = new Map<string, ConsumerAccess>();
  private generation = 0;
  private live = false;

  /** Where a read starts: pass it to `keep` so a row a notification overtook is not kept. */
  mark(): number {
    return this.generation;
  }

  get(consumerId: string): ConsumerAccess | undefined {
    return this.live ? this.rows.get(consumerId) : undefined;
  }

  keep(consumerId: string, row: ConsumerAccess, mark: number): void {
    if (!this.live || mark !== this.generation) return;
    if (this.rows.size >= MAX_ROWS) this.rows.delete(this.rows.keys().next().value ?? '');
    this.rows.set(consumerId, row);
  }

  /** Drops one consumer's row (their own write, or a notification). */
  forget(consumerId: string): void {
    this.generation += 1;
    this.rows.delete(consumerId);
  }

  /** Applies one notification payload: consumer:<id>, campaign:<id> or all. */
  apply(payload: string): void {
    const [kind, id = ''] = payload.split(':');
    if (kind === 'consumer') {
      this.forget(id);
      return;
    }
    this.generation += 1;
    if (kind === 'campaign') {
      for (const [consumerId, row] of this.rows) if (row.campaign?.id === id) this.rows.delete(consumerId);
    } else this.rows.clear();
  }

  private setLive(live: boolean): void {
    this.live = live;
    this.generation += 1;
    this.rows.clear();
  }

  /**
   * Listens on its own connection (not the pool's) and reconnects after a loss. Resolves once listening; the
   * answer stops it.
   */
  async listen(connectionString: string, logger: Logger): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const scheduleRetry = () => {
      if (stopped || retry !== undefined) return;
      retry = setTimeout(() => {
        retry = undefined;
        void connect().catch(scheduleRetry);
      }, RECONNECT_MS);
    };
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString, application_name: 'offerwell-access-cache' });
      // Only the current connection's loss counts: an old one ending late must not switch a new one off.
      const lost = (error?: Error) => {
        if (client !== next) return;
        if (error) logger.warn({ err: error }, 'access cache connection lost; consumer rows come from the database');
        client = null;
        this.setLive(false);
        scheduleRetry();
      };
      next.on('notification', (message) => this.apply(message.payload ?? 'all'));
      next.on('error', lost);
      next.on('end', () => lost());
      await next.connect();
      try {
        await next.query(`LISTEN ${ACCESS_CHANNEL}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      this.setLive(true);
    };
    // Without its connection the server still answers, reading every row from the database, and keeps trying.
    await connect().catch((error: unknown) => {
      logger.warn({ err: error }, 'access cache not listening; consumer rows come from the database');
      scheduleRetry();
    });
    return async () => {
      stopped = true;
      clearTimeout(retry);
      this.setLive(false);
      const closing = client;
      client = null;
      await closing?.end().catch(() => undefined);
    };
  }
}
