import { Migration } from '@mikro-orm/migrations';

/**
 * Nearby posts walks every post's exact map cell for its circle widened only by how far a 1 km
 * snapped point can lie from the exact one; a post someone sees snapped to 10 km can lie 7.5 km away,
 * so those posts (an angler's choice, never a default: few) are also walked in a wider ring, newest
 * first per cell, through these small indexes of their own. The predicate is the one the read
 * states (location-shield.sql.ts `wideSnapSql`), so the planner proves the read may use them.
 */
export class WideSnapCells20261128145637 extends Migration {
  override up(): void {
    this.addSql(`create index posts_wide_snap_fine_cell_recent on posts (fine_cell, created_at desc, id desc)
      where fine_cell is not null and (public_precision in ('10km') or mates_precision in ('10km'))`);
    this.addSql(`create index posts_wide_snap_coarse_cell_recent on posts (coarse_cell, created_at desc, id desc)
      where coarse_cell is not null and (public_precision in ('10km') or mates_precision in ('10km'))`);
  }

  override down(): void {
    this.addSql('drop index posts_wide_snap_coarse_cell_recent');
    this.addSql('drop index posts_wide_snap_fine_cell_recent');
  }
}
