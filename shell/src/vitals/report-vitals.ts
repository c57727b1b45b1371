import { reportVitals } from './vitals-beacon.ts';
import { vitalRouteOf } from './vital-route.ts';

// The app's pages report their vitals under the route template they were opened at (./vitals-beacon.ts).
if (typeof window !== 'undefined' && typeof document !== 'undefined') reportVitals(vitalRouteOf(window.location.pathname));
