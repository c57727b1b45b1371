import { inject } from 'inversify';
import { precompiled, sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { ProfileFacts, ProfileReads } from '../../application/ports.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { toUser } from './user-row.ts';
import { profileFieldsSql } from './hidden-profile.sql.ts';
import type { UnitSystem, User } from '../../domain/user.ts';
import { ProfileFiguresPart } from '../../../posts/index.ts';
import { TripCountsPart } from '../../../spots/index.ts';

/** Beside the angler's own columns (user-row.ts). */
const Between = rowOf({ follows: col.bool(), followedBy: col.bool(), mates: col.number(), blocked: col.bool() });
const Hidden = rowOf({ hiddenAt: col.time().nullable(), hiddenRule: col.text().nullable() });
/** What a hidden profile keeps from others (domain/hidden-profile.ts), as `users` columns. */
export const HIDDEN_COLUMNS = ['display_name', 'first_name', 'last_name', 'bio', 'profile_image_url', 'banner_image_url'] as const;
const Units = rowOf({ unitSystem: col.text<UnitSystem>() });

/**
 * The profile's statement: identity's facts — the angler's row with their Mates count (kept by
 * follows' trigger, migration 20261129062719), the two follow probes and the block check (two probes
 * of the key: written as one OR, it is walked as two bitmap scans and a heap scan) — with posts'
 * figures and spots' trip counts joined as their parts (built in their own adapters: identity's SQL
 * names only its own tables), the trips counted for the privacies posts' part lets the viewer see.
 * Posts' part is told whether the two are mates from the same two probes of follows (posts' copy of
 * the graph is written in the same transactions), so each direction is probed once (`offset 0` keeps
 * the probes in their subquery: pulled up, each use of a column repeated its probe). Built and
 * compiled once (platform/db/sql.ts `precompiled`): a profile only binds its two ids.
 */
function profileStatement(posts: ProfileFiguresPart, trips: TripCountsPart) {
  return precompiled(
    () => 'profile',
    (_shape: undefined, v: { viewer: string | null; angler: string }) => {
      const [viewer, angler] = [sql`${v.viewer}::uuid`, sql`${v.angler}::uuid`];
      return sql`select u.id, ${profileFieldsSql('u', v.viewer, HIDDEN_COLUMNS)}, u.location,
               u.share_trip_locations, u.created_at, u.hidden_at, u.hidden_rule,
               rel.follows, rel.followed_by,
               coalesce((select m.mates from angler_mates m where m.angler_id = u.id), 0) as mates,
               ((select true from angler_blocks where blocker_id = ${viewer} and blocked_id = u.id) is not null
                or (select true from angler_blocks where blocker_id = u.id and blocked_id = ${viewer}) is not null) as blocked,
               figures.*, trips.*
        from users u
        cross join lateral (select exists (select 1 from follows where follower_id = ${viewer} and followee_id = u.id) as follows,
                                   exists (select 1 from follows where follower_id = u.id and followee_id = ${viewer}) as followed_by
                            offset 0) rel
        cross join lateral (${posts.sql({ author: angler, viewer, mates: sql`(rel.follows and rel.followed_by)` })}) figures
        cross join lateral (${trips.sql({ angler, privacies: posts.visiblePrivacies('figures') })}) trips
        where u.id = ${angler}`;
    },
  );
}

/**
 * A profile in one prepared statement: as statements of their own its reads would be six round trips
 * (identity's four, posts' and spots'), and the statements cost less than their round trips. No row:
 * no such angler.
 */
export class SqlProfileReads implements ProfileReads {
  readonly #profile: ReturnType<typeof profileStatement>;

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(ProfileFiguresPart) private readonly posts: ProfileFiguresPart,
    @inject(TripCountsPart) private readonly trips: TripCountsPart,
  ) {
    this.#profile = profileStatement(posts, trips);
  }

  async profileOf(viewerId: string, anglerId: string): Promise<ProfileFacts | null> {
    if (!isId(anglerId)) return null;
    const viewer = isId(viewerId) ? viewerId : null;
    const [row] = await this.db.prepared('identity.profile', this.#profile(undefined, { viewer, angler: anglerId }));
    if (!row) return null;
    const { hiddenAt, hiddenRule } = Hidden.read(row);
    return {
      user: toUser(row),
      ...Between.read(row),
      hidden: hiddenAt ? { ruleId: hiddenRule, at: hiddenAt } : null,
      posts: this.posts.read(row),
      trips: this.trips.read(row),
    };
  }

  async ownAngler(anglerId: string): Promise<User | null> {
    if (!isId(anglerId)) return null;
    const [row] = await this.db.prepared(
      'identity.own-angler',
      sql`select u.id, u.display_name, u.first_name, u.last_name, u.location, u.bio, u.profile_image_url, u.banner_image_url,
                 u.share_trip_locations, u.created_at, u.unit_system
          from users u where u.id = ${anglerId}::uuid`,
    );
    if (!row) return null;
    const user = toUser(row);
    user.preferUnits(user.id, Units.read(row).unitSystem); // their stored setting, not a change
    return user;
  }
}
