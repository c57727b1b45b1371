import { mountStandalone } from '@tightlines/kit';
import RemoteRoutes from './routes.tsx';

// Standalone page of the forum remote, served at /remotes/forum/.
mountStandalone(RemoteRoutes, '/remotes/forum');
