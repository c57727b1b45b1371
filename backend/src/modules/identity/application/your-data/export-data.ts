import { inject } from 'inversify';
import type { ExportFile } from '@tightlines/contracts';
import { PostsFacade } from '../../../posts/index.ts';
import { SpotsFacade } from '../../../spots/index.ts';
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
  ) {}

  async execute(anglerId: string, file: ExportFile, publicUrl: string): Promise<ExportedFile> {
    switch (file) {
      case 'catches.csv':
        return { contentType: 'text/csv; charset=utf-8', body: catchesCsv(await this.posts.ownPostsOf(anglerId), publicUrl) };
      case 'catches.geojson':
        return { contentType: 'application/geo+json', body: catchesGeoJson(await this.posts.ownPostsOf(anglerId), publicUrl) };
      case 'trips.csv':
        return { contentType: 'text/csv; charset=utf-8', body: tripsCsv(await this.spots.ownTripsOf(anglerId)) };
      case 'trips.geojson':
        return { contentType: 'application/geo+json', body: tripsGeoJson(await this.spots.ownTripsOf(anglerId)) };
      case 'posts.json':
        return { contentType: 'application/json', body: postsJson(await this.posts.ownPostsOf(anglerId), publicUrl, this.clock.now()) };
    }
  }
}
