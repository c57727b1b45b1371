import { Migration } from '@mikro-orm/migrations';

/** An angler's own ratings in one walk (the directory and nearby show them on every card). */
export class SpotRatingsByAngler20261129031603 extends Migration {
  override up(): void {
    this.addSql('create index spot_ratings_angler_idx on spot_ratings (angler_id) include (spot_id, rating)');
  }

  override down(): void {
    this.addSql('drop index spot_ratings_angler_idx');
  }
}
