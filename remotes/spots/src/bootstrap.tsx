import { mountStandalone } from '@tightlines/kit';
import RemoteRoutes from './routes.tsx';

// Standalone page of the spots remote, served at /remotes/spots/.
mountStandalone(RemoteRoutes, '/remotes/spots');
