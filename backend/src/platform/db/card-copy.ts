import { col, rowOf } from './row.ts';
import { sql, type Query, type Sql } from './sql.ts';

/** What a module's copy of an angler's card holds: the name and picture, as others see them. */
export interface CopiedCard {
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

const NAMELESS: CopiedCard = { displayName: null, firstName: null, lastName: null, profileImageUrl: null };

const CardColumns = rowOf({
  cardOf: col.text().nullable(),
  displayName: col.text().nullable(),
  firstName: col.text().nullable(),
  lastName: col.text().nullable(),
  profileImageUrl: col.text().nullable(),
});

/**
 * A module's own copy of anglers' cards — a table of (angler_id primary key, display_name, first_name,
 * last_name, profile_image_url) the module owns, kept from identity's AnglerCardChanged events — so a
 * list reads its rows and their anglers' names in one statement, joining the copy. The same code for
 * every module that keeps one; each names its own table.
 */
export class CardCopy {
  constructor(
    private readonly db: Sql,
    private readonly table: string,
  ) {}

  /** A card's columns from the copy joined as `alias`; `card_of` is null when the copy has no such angler. */
  static columns(alias: string): Query<unknown> {
    const c = (name: string) => sql.ref(`${alias}.${name}`);
    return sql`${c('angler_id')} as card_of, ${c('display_name')}, ${c('first_name')}, ${c('last_name')}, ${c('profile_image_url')}`;
  }

  /** The card a row brought along (read with `columns`), if the copy had it. */
  static cardOf(row: unknown): CopiedCard | undefined {
    const { cardOf, ...card } = CardColumns.read(row);
    return cardOf === null ? undefined : card;
  }

  /** Identity's event (in order per angler): the card as it now is overwrites the copy's. */
  async changed(card: CopiedCard & { id: string }): Promise<void> {
    await this.db.run(sql`
      insert into ${sql.table(this.table)} (angler_id, display_name, first_name, last_name, profile_image_url)
      values (${card.id}::uuid, ${card.displayName}, ${card.firstName}, ${card.lastName}, ${card.profileImageUrl})
      on conflict (angler_id) do update set display_name = excluded.display_name, first_name = excluded.first_name,
        last_name = excluded.last_name, profile_image_url = excluded.profile_image_url`);
  }

  async cardsOf(ids: readonly string[]): Promise<Map<string, CopiedCard>> {
    const rows = await this.db.prepared(
      `${this.table}.cards`,
      sql`select ${CardCopy.columns('c')} from ${sql.table(this.table)} c where c.angler_id = any (${[...ids]}::uuid[])`,
    );
    return new Map(rows.map((row) => [(row as { card_of: string }).card_of, CardCopy.cardOf(row)!]));
  }

  /**
   * Cards read from identity for anglers the copy did not hold yet: kept, unless an event's card got
   * there first. An angler identity does not know (`ids` without a card: deleted) is kept nameless, as
   * identity shows them, so a list does not ask again on every read; a sign-up's event would overwrite it.
   */
  async keepMissing(ids: readonly string[], found: ReadonlyMap<string, CopiedCard>): Promise<void> {
    const cards = ids.map((id) => ({ id, ...(found.get(id) ?? NAMELESS) }));
    const each = <K extends keyof CopiedCard>(key: K) => cards.map((c) => c[key]);
    await this.db.run(sql`
      insert into ${sql.table(this.table)} (angler_id, display_name, first_name, last_name, profile_image_url)
      select * from unnest(${cards.map((c) => c.id)}::uuid[], ${each('displayName')}::text[], ${each('firstName')}::text[],
                           ${each('lastName')}::text[], ${each('profileImageUrl')}::text[])
      order by 1 on conflict (angler_id) do nothing`);
  }

  /** An angler deleted their account: their card goes. */
  async forget(anglerId: string): Promise<void> {
    await this.db.run(sql`delete from ${sql.table(this.table)} where angler_id = ${anglerId}::uuid`);
  }
}
