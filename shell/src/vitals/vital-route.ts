import type { VitalRoute } from '@tightlines/contracts';
import { matchAnglerPage } from '../routing/remote-routes.ts';
import { isPortalPath } from '../portal/portal-path.ts';

/**
 * The route template a page's vitals are filed under ('/forum/question/:id', never the question's
 * address): the backend accepts only the templates it knows, so its histograms stay a short list.
 */
export function vitalRouteOf(pathname: string): VitalRoute {
  if (isPortalPath(pathname)) return '/advertiser/*';
  return (matchAnglerPage(pathname)?.route.path as VitalRoute | undefined) ?? 'other';
}
