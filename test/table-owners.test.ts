import { expect } from 'chai';
import { parseSync } from '@swc/core';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { backendModules } from '../backend/src/modules/index.ts';
import { platformTables } from '../backend/src/platform/db/migrations/index.ts';
import { seedTables } from '../backend/src/seed/migrations/tables.ts';

/**
 * DESIGN.md rule 2: every table has one owning module, and only that module's SQL names it — the
 * import rules cannot see inside SQL text, so this reads it. Every string and template literal of a
 * module's files (adapters, migrations, everything) is scanned for table names after the SQL words
 * that name a table (from, join, into, update, table, references, on, truncate).
 */
const root = join(import.meta.dirname, '..');
const backend = join(root, 'backend/src');

/** Owner of each table: the modules' declarations beside their migrations, the platform's, the seed's. */
const owners = new Map<string, string>();
for (const m of backendModules) for (const t of m.tables) owners.set(t, m.name);
for (const t of platformTables) owners.set(t, 'platform');
for (const t of seedTables) owners.set(t, 'seed');

/**
 * Files allowed to name another owner's tables, each with its reason. Keep this list short.
 * - A projection's birth: posts' copy of the follow graph and of authors' cards was filled once from
 *   identity's tables in the migration that created it (frozen history; from then on only events),
 *   and made identity's follows once more when identity began writing it in its own transactions.
 */
const allowed: Record<string, readonly string[]> = {
  'modules/posts/adapters/persistence/migrations/20251123000100_follow_graph_copy.ts': ['follows', 'users'],
  'modules/posts/adapters/persistence/migrations/20261128094509_follow_graph_in_step.ts': ['follows'],
  // Posts' trip entries' birth: trips logged before posts kept trip entries get them once, from spots' trips.
  'modules/posts/adapters/persistence/migrations/20251123190200_trip_entries_backfill.ts': ['trips'],
  // The forum's and messaging's copies of anglers' cards, filled once at birth from identity's users.
  'modules/forum/adapters/persistence/migrations/20261128175638_forum_anglers.ts': ['users'],
  'modules/messaging/adapters/persistence/migrations/20261128175838_dm_anglers.ts': ['users'],
};

const SQL_NAMING = /\b(?:from|join|into|update|table|references|on|truncate)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)/gi;

/** The text of every string and template literal in a TypeScript source. */
function literalsOf(source: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    const n = node as { type?: string; value?: unknown; raw?: unknown; cooked?: unknown };
    if (n.type === 'StringLiteral' && typeof n.value === 'string') found.push(n.value);
    if (n.type === 'TemplateElement') found.push(String(n.cooked ?? n.raw ?? ''));
    for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value);
  };
  walk(parseSync(source, { syntax: 'typescript', tsx: false, decorators: true }));
  return found;
}

/** Tables named in the SQL of a source that belong to someone other than `owner`. */
function foreignTablesIn(source: string, owner: string, tableOwners: ReadonlyMap<string, string>): string[] {
  const named = new Set<string>();
  for (const text of literalsOf(source)) {
    for (const match of text.matchAll(SQL_NAMING)) {
      const table = match[1]!.toLowerCase();
      const tableOwner = tableOwners.get(table);
      if (tableOwner && tableOwner !== owner) named.add(table);
    }
  }
  return [...named].sort();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each area of the backend and who it is: a module's folder, the seed, the platform. */
function areas(): Array<{ owner: string; dir: string }> {
  return [
    ...backendModules.map((m) => ({ owner: m.name, dir: join(backend, 'modules', m.name) })),
    { owner: 'seed', dir: join(backend, 'seed') },
    { owner: 'platform', dir: join(backend, 'platform') },
  ];
}

describe('architecture: every table has one owner, and only its SQL names it', () => {
  it('gives every table created by a migration exactly one owner', () => {
    const created = new Set<string>();
    for (const { dir } of areas()) {
      for (const file of filesUnder(dir)) {
        for (const text of literalsOf(readFileSync(file, 'utf8'))) {
          for (const m of text.matchAll(/\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi))
            created.add(m[1]!.toLowerCase());
        }
      }
    }
    expect(
      [...created].filter((t) => !owners.has(t)),
      'tables without a declared owner',
    ).to.deep.equal([]);
    expect(
      [...owners.keys()].filter((t) => !created.has(t)),
      'declared tables no migration creates',
    ).to.deep.equal([]);
  });

  it("keeps each module's, the seed's and the platform's SQL to their own tables", () => {
    const crossings: string[] = [];
    for (const { owner, dir } of areas()) {
      for (const file of filesUnder(dir)) {
        const path = relative(backend, file);
        const foreign = foreignTablesIn(readFileSync(file, 'utf8'), owner, owners).filter((t) => !allowed[path]?.includes(t));
        if (foreign.length) crossings.push(`${path} (${owner}) names ${foreign.join(', ')}`);
      }
    }
    expect(crossings).to.deep.equal([]);
  });

  it('catches a planted crossing in a query, a template and a migration, and ignores prose', () => {
    const planted = `
      const a = sql\`select * from home_timelines t join follows f on f.follower_id = t.angler_id\`;
      const b = 'insert into users (id) values ($1)';
      // a comment saying "from follows" is not SQL
    `;
    expect(foreignTablesIn(planted, 'posts', owners)).to.deep.equal(['follows', 'users']);
    expect(foreignTablesIn('const q = sql`select 1 from posts`;', 'posts', owners)).to.deep.equal([]);
    expect(foreignTablesIn('// select * from follows\nconst x = 1;', 'posts', owners)).to.deep.equal([]);
  });

  it("lets a module join another's SQL part (built in the owner's adapter), never name the owner's tables itself", () => {
    // The part's SQL arrives as a value placed in the template, never as text of the joining file.
    const joinsAPart = `const q = sql\`select u.id, figures.* from users u cross join lateral (\${posts.sql(at)}) figures\`;`;
    expect(foreignTablesIn(joinsAPart, 'identity', owners)).to.deep.equal([]);
    const namesThem = 'const q = sql`select u.id from users u cross join lateral (select count(*) from catch_tallies t) figures`;';
    expect(foreignTablesIn(namesThem, 'identity', owners)).to.deep.equal(['catch_tallies']);
  });
});
