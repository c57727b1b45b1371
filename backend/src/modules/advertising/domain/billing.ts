/**
 * Why an impression or a click was not billed. Each is counted per campaign and day and shown to the
 * advertiser beside what was billed.
 */
export type UnbilledReason =
  | 'duplicate_impression'
  | 'duplicate_click'
  | 'click_before_impression'
  | 'invalid_traffic_click_rate'
  | 'budget_spent'
  | 'campaign_not_serving'
  | 'token_expired'
  | 'own_ad';

export type EventOutcome = { billed: true } | { billed: false; reason: UnbilledReason };

/** Invalid clicks: one viewer's clicks beyond 1 a minute, 3 in 10 minutes or 10 an hour are not billed. */
export const CLICK_RATE = [
  { within: '1 minute', most: 1 },
  { within: '10 minutes', most: 3 },
  { within: '1 hour', most: 10 },
] as const;

/**
 * An advertiser's own traffic: the viewer works for the company that owns the ad (an angler account
 * signed in with the email of one of its portal users). Its own impressions and clicks are shown but
 * never billed nor counted in its figures — an advertiser checking its ad live, or a colleague clicking
 * through, is not an audience; they are counted apart, as unbilled `own_ad`.
 */
export const isOwnTraffic = (viewerWorksFor: ReadonlySet<string>, advertiserId: string): boolean => viewerWorksFor.has(advertiserId);
