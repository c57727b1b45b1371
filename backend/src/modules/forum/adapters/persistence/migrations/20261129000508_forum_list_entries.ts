import { Migration } from '@mikro-orm/migrations';

/**
 * The question list's JSON kept written on the rows it is made of, so a page concatenates stored text
 * instead of reading fourteen columns a row for the app to turn into objects and write out again.
 * Written compact, as JSON.stringify writes it (no spaces), each text escaped by to_json:
 * - forum_questions.entry: what a list shows of the question that changes only with its text — id,
 *   title, preview, category, asker and when — as contracts' QuestionSummary writes them, without
 *   braces. The preview is cut as the stored `preview` column cuts it (migration
 *   20261128205415_forum_question_preview): a BEFORE trigger cannot read a generated column. The
 *   counts, the accepted answer and the hidden mark are not in it: they change with likes, answers and
 *   moderation, and depend on who reads (a hidden accepted answer is its author's only), so the page's
 *   statement writes them — and a like does not rewrite the entry.
 * - forum_anglers.card: the asker's name and picture, as application/people.ts's nameOf names them
 *   (the display name trimmed as JavaScript trims, else the first and last names, else null), without
 *   braces; with a covering index so a page's card lookups read no heap page.
 * Both are written in ASCII, every other character as its \u escape (forum_json_ascii): the same JSON
 * once parsed, and the page then stays a one-byte string in the app from the socket it is read from to
 * the one it is written to — Node writes a two-byte string out as UTF-8 several times slower, and one
 * '…' at the end of a preview makes the whole page two-byte.
 * Triggers rewrite them in the very statement that changes what they hold, so no writer can leave one
 * behind its row. Filled here for the rows already there.
 */
export class ForumListEntries20261129000508 extends Migration {
  override up(): void {
    this.addSql(`
      create function forum_json_ascii(s text) returns text language plpgsql immutable strict as $$
      declare
        ch text;
        cp int;
      begin
        for ch in select distinct m[1] from regexp_matches(s, '([^\\u0001-\\u007f])', 'g') m loop
          cp := ascii(ch);
          s := replace(s, ch, case when cp < 65536 then '\\u' || lpad(to_hex(cp), 4, '0')
            else '\\u' || to_hex(55296 + ((cp - 65536) >> 10)) || '\\u' || to_hex(56320 + ((cp - 65536) & 1023)) end);
        end loop;
        return s;
      end $$`);
    this.addSql('alter table forum_questions add column entry text null');
    this.addSql(`
      create function forum_question_entry() returns trigger language plpgsql as $$
      begin
        new.entry := forum_json_ascii('"id":"' || new.id
          || '","title":' || to_json(new.title::text)
          || ',"preview":' || to_json(case when length(new.content) > 150 then rtrim(left(new.content, 150)) || '…' else new.content::text end)
          || ',"category":"' || new.category
          || '","userId":"' || new.asker_id
          || '","createdAt":"' || to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"');
        return new;
      end $$`);
    this.addSql(`
      create trigger forum_question_entry before insert or update of id, asker_id, category, title, content, created_at
      on forum_questions for each row execute function forum_question_entry()`);
    this.addSql('update forum_questions set title = title');
    this.addSql('alter table forum_questions alter column entry set not null');

    this.addSql('alter table forum_anglers add column card text null');
    this.addSql(`
      create function forum_anglers_card() returns trigger language plpgsql as $$
      declare
        -- What String.prototype.trim strips: white space (Unicode Zs, tab, VT, FF, BOM) and line terminators.
        space constant text := E' \\t\\n\\u000b\\f\\r\\u00a0\\u1680\\u2000\\u2001\\u2002\\u2003\\u2004\\u2005\\u2006\\u2007\\u2008\\u2009\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
      begin
        new.card := forum_json_ascii('"userDisplayName":' || coalesce(to_json(coalesce(
            nullif(btrim(new.display_name, space), ''),
            nullif(btrim(concat_ws(' ', nullif(new.first_name, ''), nullif(new.last_name, '')), space), '')))::text, 'null')
          || ',"userProfileImage":' || coalesce(to_json(new.profile_image_url)::text, 'null'));
        return new;
      end $$`);
    this.addSql(`
      create trigger forum_anglers_card before insert or update on forum_anglers
      for each row execute function forum_anglers_card()`);
    this.addSql('update forum_anglers set angler_id = angler_id');
    this.addSql('alter table forum_anglers alter column card set not null');
    this.addSql('create index forum_anglers_cards on forum_anglers (angler_id) include (card)');
  }

  override down(): void {
    this.addSql('drop index forum_anglers_cards');
    this.addSql('drop trigger forum_anglers_card on forum_anglers');
    this.addSql('drop function forum_anglers_card()');
    this.addSql('alter table forum_anglers drop column card');
    this.addSql('drop trigger forum_question_entry on forum_questions');
    this.addSql('drop function forum_question_entry()');
    this.addSql('alter table forum_questions drop column entry');
    this.addSql('drop function forum_json_ascii(text)');
  }
}
