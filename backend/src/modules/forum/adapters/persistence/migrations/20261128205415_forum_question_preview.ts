import { Migration } from '@mikro-orm/migrations';

/**
 * What a list shows of a question's text (its first 150 characters, spec §9) kept beside it, so a
 * list reads no body: a column PostgreSQL writes from `content` itself wherever the row is written
 * (stored, generated), so no writer can forget it and the existing questions get theirs as the column
 * is added. `left()` counts characters, not bytes; a preview ends in '…' only when the text goes on.
 */
export class ForumQuestionPreview20261128205415 extends Migration {
  override up(): void {
    this.addSql(`
      alter table forum_questions add column preview text generated always as (
        case when length(content) > 150 then rtrim(left(content, 150)) || '…' else content end) stored`);
  }

  override down(): void {
    this.addSql('alter table forum_questions drop column preview');
  }
}
