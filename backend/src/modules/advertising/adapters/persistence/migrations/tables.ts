/** The tables advertising owns: no other module's SQL names them (test/table-owners.test.ts). */
export const advertisingTables = [
  'advertisers',
  'advertiser_users',
  'advertiser_sessions',
  'ad_campaigns',
  'ad_creatives',
  'ad_serves',
  'ad_daily',
  'ad_unbilled',
] as const;
