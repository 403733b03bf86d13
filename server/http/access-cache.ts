import pg from 'pg';
import type { ConsoleUserAccess } from '../db/queries/console-users.ts';
import type { ConsumerAccess } from '../db/queries/consumers.ts';
import type { Logger } from '../logger.ts';

export const ACCESS_CHANNEL = 'consumer_access';
/** Rows kept at most; the oldest go first (a Map iterates in insertion order). */
const MAX_ROWS = 50_000;
const RECONNECT_MS = 1000;

/** Another in-memory copy kept true by a channel heard on the access cache's connection (kept-answers.ts). */
export interface ChannelFollower {
  changed(payload: string): void;
  setLive(live: boolean): void;
}

/** A Map of at most MAX_ROWS rows, the oldest dropped first. */
class KeptRows<T> extends Map<string, T> {
  keep(id: string, row: T): void {
    if (this.size >= MAX_ROWS) this.delete(this.keys().next().value ?? '');
    this.set(id, row);
  }
}

/**
 * The access check's consumer and console-user rows kept in memory, so a call needs no database round trip for them.
 * Correct only while it hears PostgreSQL's notifications (migrations 0009 and 0055): every change to a column the
 * check reads, a deleted consumer or console user and a changed or deleted campaign drop the rows at once; when the listening
 * connection is lost the cache empties and stays off until it is back. A row read while a notification arrived is
 * not kept (the generation moved), so a stale read can never outlive the change that made it stale.
 */
export class ConsumerAccessCache {
  private readonly rows = new KeptRows<ConsumerAccess>();
  private readonly consoleUsers = new KeptRows<ConsoleUserAccess>();
  private generation = 0;
  private live = false;
  private readonly followers = new Map<string, ChannelFollower>();

  /** Hears `channel` too, on the same connection, from the next `listen` on; the follower goes live and off with it. */
  follow(channel: string, follower: ChannelFollower): void {
    this.followers.set(channel, follower);
  }

  /** Where a read starts: pass it to `keep` so a row a notification overtook is not kept. */
  mark(): number {
    return this.generation;
  }

  get(consumerId: string): ConsumerAccess | undefined {
    return this.live ? this.rows.get(consumerId) : undefined;
  }

  keep(consumerId: string, row: ConsumerAccess, mark: number): void {
    if (this.live && mark === this.generation) this.rows.keep(consumerId, row);
  }

  getConsoleUser(userId: string): ConsoleUserAccess | undefined {
    return this.live ? this.consoleUsers.get(userId) : undefined;
  }

  keepConsoleUser(userId: string, row: ConsoleUserAccess, mark: number): void {
    if (this.live && mark === this.generation) this.consoleUsers.keep(userId, row);
  }

  /**
   * Drops every console user's row: after a console change in this process (a lock, a deactivation, a password
   * changed), whose own notification may arrive after the next call. Console users are few; rereading them is cheap.
   */
  forgetConsoleUsers(): void {
    this.generation += 1;
    this.consoleUsers.clear();
  }

  /** Drops one consumer's row (their own write, or a notification). */
  forget(consumerId: string): void {
    this.generation += 1;
    this.rows.delete(consumerId);
  }

  /** Applies one notification payload: consumer:<id>, campaign:<id>, console-user:<id> or all. */
  apply(payload: string): void {
    const [kind, id = ''] = payload.split(':');
    if (kind === 'consumer') {
      this.forget(id);
      return;
    }
    this.generation += 1;
    if (kind === 'console-user') this.consoleUsers.delete(id);
    else if (kind === 'campaign') {
      for (const [consumerId, row] of this.rows) if (row.campaign?.id === id) this.rows.delete(consumerId);
    } else {
      this.rows.clear();
      this.consoleUsers.clear();
    }
  }

  private setLive(live: boolean): void {
    this.live = live;
    for (const follower of this.followers.values()) follower.setLive(live);
    this.generation += 1;
    this.rows.clear();
    this.consoleUsers.clear();
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
        if (error) logger.warn({ err: error }, 'access cache connection lost; access rows come from the database');
        client = null;
        this.setLive(false);
        scheduleRetry();
      };
      next.on('notification', (message) => {
        const follower = this.followers.get(message.channel);
        if (follower) follower.changed(message.payload ?? '');
        else this.apply(message.payload ?? 'all');
      });
      next.on('error', lost);
      next.on('end', () => lost());
      await next.connect();
      try {
        await next.query(`LISTEN ${ACCESS_CHANNEL}`);
        for (const channel of this.followers.keys()) await next.query(`LISTEN ${channel}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      this.setLive(true);
    };
    // Without its connection the server still answers, reading every row from the database, and keeps trying.
    await connect().catch((error: unknown) => {
      logger.warn({ err: error }, 'access cache not listening; access rows come from the database');
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
