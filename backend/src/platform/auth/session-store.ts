import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface StoredSession {
  userId: string | null;
  data: Record<string, unknown>;
  /** Set on sessions read back from the table. */
  expiresAt?: Date;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions kept in PostgreSQL. The browser holds a random 32-byte token; the table holds only its
 * hash, so reading the table does not let anyone act as an angler.
 */
export class SessionStore {
  constructor(private readonly em: EntityManager) {}

  async create(session: StoredSession, ttlSeconds: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const connection = this.em.getConnection();
    await connection.execute(
      `insert into sessions (id, user_id, data, expires_at) values (?, ?, ?, now() + make_interval(secs => ?))`,
      [hash(token), session.userId, JSON.stringify(session.data), ttlSeconds],
      'run',
    );
    // Sign-ins are rare enough to carry the sweeping of expired rows.
    await connection.execute('delete from sessions where expires_at < now()', [], 'run');
    return token;
  }

  async find(token: string): Promise<StoredSession | undefined> {
    const row = (await this.em
      .getConnection()
      .execute('select user_id, data, expires_at from sessions where id = ? and expires_at > now()', [hash(token)], 'get')) as
      | { user_id: string | null; data: Record<string, unknown>; expires_at: Date }
      | undefined;
    return row ? { userId: row.user_id, data: row.data, expiresAt: new Date(row.expires_at) } : undefined;
  }

  async destroy(token: string): Promise<void> {
    await this.em.getConnection().execute('delete from sessions where id = ?', [hash(token)], 'run');
  }
}
