import { Migration } from '@mikro-orm/migrations';

/**
 * Each question carries its asker's card (forum_anglers.card) on its own row, so a list page reads
 * fifty rows of one index walk instead of also probing the copy once a row (the probes were a third
 * of the page's PostgreSQL time). The copy stays the one place a card is written; triggers carry it:
 * - a question written (or its asker changed) takes the asker's card as the copy holds it, under a
 *   share lock on the copy's row, so a rename committing meanwhile either waits for the question or
 *   is seen by it — and the rename's own update of the asker's questions then finds it;
 * - a card written, kept or forgotten in the copy is put on (or taken off) every question of its angler.
 * A question whose asker the copy does not hold carries none: the list then looks in the copy by key,
 * then asks identity (application/browse-questions.ts). Filled here for the questions already there.
 */
export class ForumQuestionAskerCard20261129004511 extends Migration {
  override up(): void {
    this.addSql('alter table forum_questions add column asker_card text null');
    this.addSql(`
      create function forum_question_asker_card() returns trigger language plpgsql as $$
      begin
        select c.card into new.asker_card from forum_anglers c where c.angler_id = new.asker_id for share;
        return new;
      end $$`);
    this.addSql(`
      create trigger forum_question_asker_card before insert or update of asker_id
      on forum_questions for each row execute function forum_question_asker_card()`);
    this.addSql(`
      create function forum_anglers_card_to_questions() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          update forum_questions set asker_card = null where asker_id = old.angler_id and asker_card is not null;
        else
          update forum_questions set asker_card = new.card where asker_id = new.angler_id and asker_card is distinct from new.card;
        end if;
        return null;
      end $$`);
    this.addSql(`
      create trigger forum_anglers_card_to_questions after insert or update or delete
      on forum_anglers for each row execute function forum_anglers_card_to_questions()`);
    this.addSql(`update forum_questions q set asker_card = c.card from forum_anglers c where c.angler_id = q.asker_id`);
  }

  override down(): void {
    this.addSql('drop trigger forum_anglers_card_to_questions on forum_anglers');
    this.addSql('drop function forum_anglers_card_to_questions()');
    this.addSql('drop trigger forum_question_asker_card on forum_questions');
    this.addSql('drop function forum_question_asker_card()');
    this.addSql('alter table forum_questions drop column asker_card');
  }
}
