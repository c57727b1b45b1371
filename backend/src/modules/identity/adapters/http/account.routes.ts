import { inject } from 'inversify';
import { accountRoutes } from '@tightlines/contracts';
import type { Config } from '../../../../platform/config/config.ts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import type { SessionCookies } from '../../../../platform/auth/session-cookies.ts';
import { ConfigToken, SessionCookiesToken } from '../../../../platform/tokens.ts';
import { ExportData } from '../../application/your-data/export-data.ts';
import { DeleteAccount } from '../../application/your-data/delete-account.ts';

/** Your data: downloads of the angler's own data, and deleting their account. */
export class AccountRoutes implements RouteModule {
  constructor(
    @inject(ConfigToken) private readonly config: Config,
    @inject(SessionCookiesToken) private readonly sessions: SessionCookies,
    @inject(ExportData) private readonly exportData: ExportData,
    @inject(DeleteAccount) private readonly deleteAccount: DeleteAccount,
  ) {}

  register(http: HttpRoutes): void {
    http.on(accountRoutes.exportData, async ({ params }, { anglerId, koa }) => {
      const file = await this.exportData.execute(anglerId, params.file, this.config.publicUrl);
      koa.set('Content-Disposition', `attachment; filename="tightlines-${params.file}"`);
      koa.set('Cache-Control', 'no-store');
      koa.type = file.contentType;
      return typeof file.body === 'string' ? file.body : (file.body as never);
    });

    http.on(accountRoutes.deleteAccount, async (_input, { anglerId, koa }) => {
      await this.deleteAccount.execute(anglerId);
      await this.sessions.endSession(koa); // this browser's cookie too
      return respond(204, null);
    });
  }
}
