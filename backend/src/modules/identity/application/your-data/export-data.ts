import { inject } from 'inversify';
import type { ExportFile } from '@tightlines/contracts';
import { PostsFacade } from '../../../posts/index.ts';
import { SpotsFacade } from '../../../spots/index.ts';
import { ConditionsFacade } from '../../../weather/index.ts';
import { ClockToken, type Clock } from '../../../../platform/time/clock.ts';
import { catchesCsv, catchesGeoJson, postsJson, tripsCsv, tripsGeoJson } from './export-formats.ts';

export interface ExportedFile {
  contentType: string;
  body: string | object;
}

/**
 * An angler downloads their own data: catches and trips as CSV or GeoJSON (every privacy, places as they
 * saved them), posts as JSON with their media links. Asked of posts and spots through their doors.
 */
export class ExportData {
  constructor(
    @inject(PostsFacade) private readonly posts: PostsFacade,
    @inject(SpotsFacade) private readonly spots: SpotsFacade,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(ConditionsFacade) private readonly conditions: ConditionsFacade,
  ) {}

  async execute(anglerId: string, file: ExportFile, publicUrl: string): Promise<ExportedFile> {
    switch (file) {
      case 'catches.csv': {
        const [posts, kept] = await this.postsWithConditions(anglerId);
        return { contentType: 'text/csv; charset=utf-8', body: catchesCsv(posts, publicUrl, kept) };
      }
      case 'catches.geojson': {
        const [posts, kept] = await this.postsWithConditions(anglerId);
        return { contentType: 'application/geo+json', body: catchesGeoJson(posts, publicUrl, kept) };
      }
      case 'trips.csv': {
        const [trips, kept] = await this.tripsWithConditions(anglerId);
        return { contentType: 'text/csv; charset=utf-8', body: tripsCsv(trips, kept) };
      }
      case 'trips.geojson': {
        const [trips, kept] = await this.tripsWithConditions(anglerId);
        return { contentType: 'application/geo+json', body: tripsGeoJson(trips, kept) };
      }
      case 'posts.json': {
        const [posts, kept] = await this.postsWithConditions(anglerId);
        return { contentType: 'application/json', body: postsJson(posts, publicUrl, this.clock.now(), kept) };
      }
    }
  }

  /** The angler's posts and their catches' conditions (weather's, by id). */
  private async postsWithConditions(anglerId: string) {
    const posts = await this.posts.ownPostsOf(anglerId);
    const kept = await this.conditions.ofMany(
      'catch',
      posts.filter((p) => p.type === 'catch').map((p) => p.id),
    );
    return [posts, kept] as const;
  }

  private async tripsWithConditions(anglerId: string) {
    const trips = await this.spots.ownTripsOf(anglerId);
    const kept = await this.conditions.ofMany(
      'trip',
      trips.map((t) => t.id),
    );
    return [trips, kept] as const;
  }
}
