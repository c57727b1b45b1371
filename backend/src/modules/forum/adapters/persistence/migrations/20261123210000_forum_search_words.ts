import { Migration } from '@mikro-orm/migrations';

/**
 * Every word the forum's search vectors hold (their lexemes: stemmed, lower-case), so the word being
 * typed is searched as the real words it begins: 'wall' as 'walley' | 'wall' | 'walk'. PostgreSQL
 * cannot weigh a prefix (`wall:*`) — with fewer than 100 common lexemes in its statistics it guesses
 * 2 % of the questions — so a prefix of a common word took the GIN index over 54,000 questions (0.4 s)
 * where whole words walk the newest questions (3 ms). Words are only added (with their question or
 * answer, in its transaction): a word no question holds any more matches nothing. The C collation
 * makes a prefix a range of the primary key.
 */
export class ForumSearchWords20261123210000 extends Migration {
  override up(): void {
    this.addSql('create table forum_search_words (word text collate "C" primary key)');
    this.addSql('insert into forum_search_words (word) select distinct w.lexeme from forum_questions q, unnest(q.search) w order by 1');
  }

  override down(): void {
    this.addSql('drop table forum_search_words');
  }
}
