import { NotFound, RuleViolated } from '../../../shared/kernel/domain-errors.ts';
import type { UnreadableTrack } from './track.ts';

const MESSAGES: Record<UnreadableTrack, string> = {
  'not-xml': 'This file is not a GPX track: it is not well-formed XML (is it cut short?)',
  'not-gpx': 'This file is not a GPX track: its root element is not <gpx>',
  'no-points': 'This GPX file has no track points (<trkpt>) to make a trip from',
  'no-times': 'The track points of this GPX file carry no times: a trip needs when it was fished',
  'bad-point': 'A track point of this GPX file has no valid latitude, longitude or time',
};

/** A file that cannot become a trip: nothing of it is kept. */
export class TrackUnreadable extends RuleViolated {
  readonly code = 'TRACK_UNREADABLE';
  constructor(readonly reason: UnreadableTrack) {
    super(MESSAGES[reason]);
  }
}

/** The trip has no recorded path (or is not the asker's to export). */
export class TrackNotFound extends NotFound {
  readonly code = 'TRIP_NOT_FOUND';
  constructor() {
    super('Trip not found');
  }
}
