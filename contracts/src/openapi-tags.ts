import type { routeTable } from './route-table.ts';

/** One tag per group of the route table, in its order; a new group does not compile until it is described here. */
export const TAG_DESCRIPTIONS: Record<keyof typeof routeTable, string> = {
  identity: 'Signing in and out through the identity provider, and who is signed in.',
  platform: 'What the browser needs to know about this deployment.',
  posts: 'Catches and content shared to the feeds, their likes and their media.',
  profiles: "Anglers' profiles, their settings, search, follows and statistics.",
  trips: 'Trips logged at spots, popular spots and the species list.',
  spots: 'Fishing spots: finding them, rating them, their tips and recent conditions.',
  tournaments: 'Tournaments: joining, entries and their verification, leaderboards and prizes.',
  forum: 'Questions and answers of the community forum.',
  notifications: 'Notifications, and the live stream of new messages and notifications (Server-Sent Events).',
  messaging: 'Direct messages between anglers, mates and blocks.',
  groups: 'Groups: joining, members and their roles, invitations and group chat.',
  advertisers: "The advertiser portal (its own sign-in and session cookie) and operators' review of advertisers.",
  ads: 'Ads shown to anglers, with their impressions and clicks.',
  weather: 'Weather and fishing conditions at a place.',
  places: 'Looking up towns and cities by name or by a point on the map.',
  account: 'Exporting my data and deleting my account.',
  vitals: "Browsers' real-user measurements of page speed (LCP, INP, CLS) per route.",
  moderation: 'Reporting what breaks the community guidelines, statements of reasons and appeals, and the operator console.',
};
