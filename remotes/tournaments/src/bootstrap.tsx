import { mountStandalone } from '@tightlines/kit';
import RemoteRoutes from './routes.tsx';

// Standalone page of the tournaments remote, served at /remotes/tournaments/.
mountStandalone(RemoteRoutes, '/remotes/tournaments');
