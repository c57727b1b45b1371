/**
 * How a new post reaches its followers' Following feeds. Most authors' posts are written
 * into each follower's home timeline when shared (fan-out on write: a feed page is then one range of
 * the reader's own rows). Past `maxFanOut` followers that write costs more than it saves — ~185 µs a
 * timeline row on the bench's machine, 18.8 s for 10⁵ followers, however the batches are spread over
 * two cores — so, as Twitter does for its most followed accounts, such an author becomes a *wide
 * author*: nothing is written, and each follower's feed page merges the wide authors they follow at
 * read time, under the same privacy rule. Once wide an author stays wide (posts already fanned out
 * and posts merged on read are the same rows to a feed page, so either way is correct; going back
 * would cost a fan-out of their history).
 */
export type TimelineDelivery = 'fan-out on write' | 'merged on read';

export interface AuthorReach {
  /** Already a wide author (an earlier post went over the limit). */
  wide: boolean;
  /** Their followers, counted at most up to `maxFanOut + 1`. */
  followers: number;
}

export function timelineDelivery(reach: AuthorReach, maxFanOut: number): TimelineDelivery {
  return reach.wide || reach.followers > maxFanOut ? 'merged on read' : 'fan-out on write';
}
