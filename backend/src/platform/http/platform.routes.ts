import { inject } from 'inversify';
import { platformRoutes } from '@tightlines/contracts';
import type { Config } from '../config/config.ts';
import { ConfigToken } from '../tokens.ts';
import type { HttpRoutes, RouteModule } from './http-routes.ts';

/** Runtime configuration the browser needs before anyone signs in. */
export class PlatformRoutes implements RouteModule {
  constructor(@inject(ConfigToken) private readonly config: Config) {}

  register(http: HttpRoutes): void {
    http.on(platformRoutes.publicConfig, () => ({
      providerName: this.config.oidc.providerName,
      mapsApiKey: this.config.mapsApiKey,
      mapsMapId: this.config.mapsMapId,
    }));
  }
}
