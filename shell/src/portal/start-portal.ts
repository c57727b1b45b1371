import { loadExposed } from './portal-container.ts';
import { reportVitals } from '../vitals/vitals-beacon.ts';
import { PORTAL_BASE } from './portal-path.ts';

/**
 * The page the app's origin serves for /advertiser/* (advertiser.html): the advertiser portal alone. A
 * business partner downloads the portal's remote and nothing of the angler app — no gate, header, menus,
 * first-screen reads or offline worker. The remote is found through remotes.json as every remote is, so
 * it deploys alone and can move to another origin. Links from the portal to the app are full navigations.
 */
interface PortalRemote {
  mount(element: Element, basename: string): void;
}

// The portal's Core Web Vitals, under its one route template (the app's route table is not needed here).
reportVitals('/advertiser/*');

const root = document.getElementById('root');
loadExposed<PortalRemote>('advertiser', './mount', '/remotes.json').then(
  (portal) => root && portal.mount(root, PORTAL_BASE),
  (error: unknown) => {
    console.error('The advertiser portal could not be loaded', error);
    if (root) root.textContent = 'The advertiser portal could not be loaded. Please reload the page.';
  },
);
