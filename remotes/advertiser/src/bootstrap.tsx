import { mountStandalone } from '@tightlines/kit';
import RemoteRoutes from './routes.tsx';

// Standalone page of the advertiser remote, served at /remotes/advertiser/.
mountStandalone(RemoteRoutes, '/remotes/advertiser');
