import pg from 'pg';
import { compile, type Query } from '../../src/platform/db/sql.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * Where a SQL twin of a domain rule is proven equal to it: the migrated database of a real app, a
 * client on it and `run`, which sends a template as the app does. Call inside a `describe`: the app
 * starts before its tests and closes after them.
 */
export function sqlTwinDatabase() {
  let app: TestApp | undefined;
  let client: pg.Client | undefined;
  before(async () => {
    app = await startTestApp();
    client = new pg.Client(app.databaseUrl);
    await client.connect();
  });
  after(async () => {
    await client?.end();
    await app?.close();
  });
  const connected = (): pg.Client => {
    if (!client) throw new Error('the database is there only while the suite runs');
    return client;
  };
  return {
    get client(): pg.Client {
      return connected();
    },
    async run<T>(query: Query<T>): Promise<T[]> {
      const { text, values } = compile(query);
      return (await connected().query(text, values as unknown[])).rows as T[];
    },
  };
}
