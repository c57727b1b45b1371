import type { BackendModule } from '../platform/backend-module.ts';
import { identity } from './identity/index.ts';

/** Every bounded context of the backend, in the order they are loaded. Add a new module here. */
export const backendModules: BackendModule[] = [identity];
