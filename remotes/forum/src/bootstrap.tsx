import { mountStandalone } from '@tightlines/kit';
// Without the shell, the page brings what the shell's stylesheet would: ../../kit/src/standalone.css.
import '../../kit/src/standalone.css';
import RemoteRoutes from './routes.tsx';

// Standalone page of the forum remote, served at /remotes/forum/.
mountStandalone(RemoteRoutes, '/remotes/forum');
