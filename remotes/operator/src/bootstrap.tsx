import { mountStandalone } from '@tightlines/kit';
// Without the shell, the page brings what the shell's stylesheet would: ../../kit/src/standalone.css.
import '../../kit/src/standalone.css';
import RemoteRoutes from './routes.tsx';

// Standalone page of the operator console, served at /remotes/operator/.
mountStandalone(RemoteRoutes, '/remotes/operator');
