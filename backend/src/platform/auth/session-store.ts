import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RecentSessions } from './recent-sessions.ts';

export interface StoredSession {
  userId: string | null;
  data: Record<string, unknown>;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions kept in PostgreSQL. The browser holds a random 32-byte token; the table holds only its
 * hash, so reading the table does not let anyone act as an angler. Signed-in sessions found are
 * remembered for `recentSeconds` (SESSION_CACHE_SECONDS): every signed-in call starts with this lookup.
 */
export class SessionStore {
  readonly #recent: RecentSessions<StoredSession>;

  constructor(
    private readonly em: EntityManager,
    recentSeconds = 0,
  ) {
    this.#recent = new RecentSessions(recentSeconds * 1000);
  }

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
    const id = hash(token);
    const recent = this.#recent.get(id);
    if (recent) return recent;
    const row = (await this.em
      .getConnection()
      .execute('select user_id, data, expires_at from sessions where id = ? and expires_at > now()', [id], 'get')) as
      | { user_id: string | null; data: Record<string, unknown>; expires_at: Date }
      | undefined;
    if (!row) return undefined;
    const session = { userId: row.user_id, data: row.data };
    // Only signed-in sessions: a pending sign-in is read once and destroyed.
    if (session.userId) this.#recent.set(id, session, new Date(row.expires_at).getTime());
    return session;
  }

  async destroy(token: string): Promise<void> {
    this.#recent.forget(hash(token));
    await this.em.getConnection().execute('delete from sessions where id = ?', [hash(token)], 'run');
  }
}
