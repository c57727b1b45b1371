import { mountStandalone } from '@tightlines/kit';
import RemoteRoutes from './routes.tsx';

// Standalone page of the feed remote, served at /remotes/feed/.
mountStandalone(RemoteRoutes, '/remotes/feed');
