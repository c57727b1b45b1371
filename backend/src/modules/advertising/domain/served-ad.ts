import { AdNotServedToYou } from './advertising.errors.ts';

/** An impression must arrive within this long after its ad was served. */
export const TOKEN_TTL_MS = 3_600_000;

/** What a served ad's token says: signed, so nobody makes one up. */
export interface AdTokenClaims {
  /** The token's own id (a UUID): the impression's row is keyed by it, so it bills once. */
  id: string;
  adId: string;
  campaignId: string;
  /** Who it was served to: `angler:<id>` or `address:<ip>`. */
  viewer: string;
  servedAt: number;
  /** Served to a user of the advertiser that owns the ad (set only then): its events are never billed. */
  own?: true;
}

/** The claims of a token, only when it was served to this viewer for this ad. */
export function claimsFor(claims: AdTokenClaims | null, viewer: string, adId: string): AdTokenClaims {
  if (!claims || claims.adId !== adId || claims.viewer !== viewer) throw new AdNotServedToYou();
  return claims;
}

export const expired = (claims: Pick<AdTokenClaims, 'servedAt'>, now: Date): boolean => now.getTime() - claims.servedAt > TOKEN_TTL_MS;
