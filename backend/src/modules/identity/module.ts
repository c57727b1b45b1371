import { ContainerModule } from 'inversify';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { UserRepository } from './application/ports.ts';
import { SignInWithOidc } from './application/sign-in-with-oidc.ts';
import { CurrentAngler } from './application/current-angler.ts';
import { MikroOrmUserRepository } from './adapters/persistence/user.repository.ts';
import { IdentityRoutes } from './adapters/http/identity.routes.ts';

/** Binds identity's ports to their adapters and contributes its routes. */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(UserRepository).to(MikroOrmUserRepository).inSingletonScope();
  bind(SignInWithOidc).toSelf().inSingletonScope();
  bind(CurrentAngler).toSelf().inSingletonScope();
  bind(RouteModuleToken).to(IdentityRoutes).inSingletonScope();
});
