import { Migration } from '@mikro-orm/migrations';

/** Each angler's muted words, one row per angler who muted any, so they follow the angler to every device. */
export class ModerationMutedWords20261128091649 extends Migration {
  override up(): void {
    this.addSql(`
      create table moderation_muted_words (
        angler_id uuid primary key,
        words text[] not null,
        updated_at timestamptz not null
      )`);
  }

  override down(): void {
    this.addSql('drop table moderation_muted_words');
  }
}
