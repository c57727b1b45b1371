/** An ad (a creative) of a campaign: what the angler sees and where a click leads. */
export interface Ad {
  id: string;
  campaignId: string;
  advertiserId: string;
  title: string;
  content: string;
  imageUrl: string | null;
  /** An https address (the contracts check it). */
  targetUrl: string;
  createdAt: Date;
}
