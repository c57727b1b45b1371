import { createHash, randomBytes } from 'node:crypto';
import { sql, type Sql } from '../db/sql.ts';

export interface StoredSession {
  userId: string | null;
  data: Record<string, unknown>;
  /** Set on sessions read back from the table. */
  expiresAt?: Date;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions kept in PostgreSQL. The browser holds a random 32-byte token; the table holds only its
 * hash, so reading the table does not let anyone act as an angler. Every statement runs on the
 * request's unit of work; SessionCookies calls them outside any use case's transaction.
 */
export class SessionStore {
  constructor(private readonly db: Sql) {}

  async create(session: StoredSession, ttlSeconds: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.run(sql`insert into sessions (id, user_id, data, expires_at)
      values (${hash(token)}, ${session.userId}::uuid, ${JSON.stringify(session.data)}::jsonb, now() + make_interval(secs => ${ttlSeconds}))`);
    // Sign-ins are rare enough to carry the sweeping of expired rows.
    await this.db.run(sql`delete from sessions where expires_at < now()`);
    return token;
  }

  async find(token: string): Promise<StoredSession | undefined> {
    // Prepared: every signed-in call not remembered by SessionCookies asks this (parsed and planned once per connection).
    const [row] = await this.db.prepared<{ user_id: string | null; data: Record<string, unknown>; expires_at: Date | string }>(
      'session',
      sql`select user_id, data, expires_at from sessions where id = ${hash(token)} and expires_at > now()`,
    );
    return row ? { userId: row.user_id, data: row.data, expiresAt: new Date(row.expires_at) } : undefined;
  }

  async destroy(token: string): Promise<void> {
    await this.db.run(sql`delete from sessions where id = ${hash(token)}`);
  }

  /**
   * Every session of the angler, on every device (their account is deleted, suspended or banned), and
   * the session generation moved in the same transaction (session-generation.ts).
   */
  async destroyAllOf(userId: string): Promise<void> {
    await this.db.run(sql`delete from sessions where user_id = ${userId}::uuid`);
    await this.db.run(sql`update session_generation set generation = generation + 1`);
  }
}
