import { registerRemotesFromJson } from './remotes/remote-registry.ts';

// The async boundary: shared singletons are negotiated before any of them is imported.
registerRemotesFromJson().then(() => import('./bootstrap.tsx'));
