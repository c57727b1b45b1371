import { ContainerModule } from 'inversify';
import { RouteModuleToken } from '../../platform/tokens.ts';
import {
  AnglerDirectory,
  FollowRepository,
  HiddenProfiles,
  ProfileImageStore,
  ProfileReads,
  SignInEmails,
  UserRepository,
} from './application/ports.ts';
import { SqlProfileReads } from './adapters/persistence/sql-profile.reads.ts';
import { SqlSignInEmails } from './adapters/persistence/sql-sign-in-emails.ts';
import { AnglersFacade } from './application/anglers-facade.ts';
import { AnglersFacadeService } from './application/anglers-facade.service.ts';
import { SignInWithOidc } from './application/sign-in-with-oidc.ts';
import { CurrentAngler } from './application/current-angler.ts';
import { FollowAngler } from './application/follow-angler.ts';
import { UnfollowAngler } from './application/unfollow-angler.ts';
import { ViewProfile } from './application/view-profile.ts';
import { EditProfile } from './application/edit-profile.ts';
import { SetTripSharing } from './application/set-trip-sharing.ts';
import { SetUnitSystem } from './application/set-unit-system.ts';
import { SearchAnglers } from './application/search-anglers.ts';
import { MikroOrmUserRepository } from './adapters/persistence/user.repository.ts';
import { SqlFollowRepository } from './adapters/persistence/follow.repository.ts';
import { SqlAnglerDirectory } from './adapters/persistence/angler.directory.ts';
import { AnglerSearchHits } from './adapters/persistence/angler-search-hits.cache.ts';
import { MediaStoreProfileImages } from './adapters/media/media-store.profile-images.ts';
import { IdentityRoutes } from './adapters/http/identity.routes.ts';
import { AnglerTenureToken } from '../../platform/limits/limits.ts';
import { BlockAngler, BlockRepository } from './application/blocks.ts';
import { SqlBlockRepository } from './adapters/persistence/sql-blocks.ts';
import { SqlAnglerTenure } from './adapters/persistence/angler-tenure.ts';
import { ProfilesRoutes } from './adapters/http/profiles.routes.ts';
import { AccountRemoval, AnglerSessions } from './application/your-data/account-removal.ts';
import { ExportData } from './application/your-data/export-data.ts';
import { DeleteAccount } from './application/your-data/delete-account.ts';
import { SqlAccountRemoval } from './adapters/persistence/sql-account-removal.ts';
import { PlatformAnglerSessions } from './adapters/persistence/platform-angler-sessions.ts';
import { AccountRoutes } from './adapters/http/account.routes.ts';
import { DevAnglerChoicesToken } from '../../platform/auth/dev-provider/dev-angler-choices.ts';
import { DemoAnglerChoices } from './adapters/persistence/demo-angler-choices.ts';
import { SuggestAnglers, SuggestionCandidates } from './application/suggest-anglers.ts';
import { SqlSuggestionCandidates } from './adapters/persistence/sql-suggestion-candidates.ts';
import { AnglerStandingToken } from '../moderation/index.ts';
import { AnglerRestrictionsToken } from '../../platform/auth/angler-restrictions.ts';
import { SqlAnglerStanding } from './adapters/persistence/sql-angler-standing.ts';
import { SqlHiddenProfiles } from './adapters/persistence/sql-hidden-profiles.ts';
import { ModeratedProfiles } from './application/moderated-profiles.ts';
import { ModeratedContentToken } from '../moderation/index.ts';

/** Binds identity's ports to their adapters, its facade for other modules, and contributes its routes. */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(UserRepository).to(MikroOrmUserRepository).inSingletonScope();
  bind(FollowRepository).to(SqlFollowRepository).inSingletonScope();
  bind(AnglerSearchHits).toSelf().inSingletonScope();
  bind(AnglerDirectory).to(SqlAnglerDirectory).inSingletonScope();
  bind(ProfileReads).to(SqlProfileReads).inSingletonScope();
  bind(ProfileImageStore).to(MediaStoreProfileImages).inSingletonScope();
  bind(AnglersFacade).to(AnglersFacadeService).inSingletonScope();
  bind(BlockRepository).to(SqlBlockRepository).inSingletonScope();
  bind(BlockAngler).toSelf().inSingletonScope();
  bind(AnglerTenureToken).to(SqlAnglerTenure).inSingletonScope();
  bind(SignInEmails).to(SqlSignInEmails).inSingletonScope();
  bind(DevAnglerChoicesToken).to(DemoAnglerChoices).inSingletonScope();
  bind(SuggestionCandidates).to(SqlSuggestionCandidates).inSingletonScope();
  bind(SuggestAnglers).toSelf().inSingletonScope();
  // Profiles reported, hidden and shown again, as moderation asks.
  bind(HiddenProfiles).to(SqlHiddenProfiles).inSingletonScope();
  bind(ModeratedContentToken).to(ModeratedProfiles).inSingletonScope();
  const useCases: Array<new (...args: never[]) => unknown> = [
    SignInWithOidc,
    CurrentAngler,
    FollowAngler,
    UnfollowAngler,
    ViewProfile,
    EditProfile,
    SetTripSharing,
    SetUnitSystem,
    SearchAnglers,
  ];
  for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope();
  bind(RouteModuleToken).to(IdentityRoutes).inSingletonScope();
  bind(RouteModuleToken).to(ProfilesRoutes).inSingletonScope();
  // Your data: export and account deletion.
  bind(AccountRemoval).to(SqlAccountRemoval).inSingletonScope();
  bind(AnglerSessions).to(PlatformAnglerSessions).inSingletonScope();
  bind(ExportData).toSelf().inSingletonScope();
  bind(DeleteAccount).toSelf().inSingletonScope();
  bind(RouteModuleToken).to(AccountRoutes).inSingletonScope();
  // Standing: moderation suspends, bans and restores through its port; the platform asks who is restricted.
  bind(SqlAnglerStanding).toSelf().inSingletonScope();
  bind(AnglerStandingToken).toService(SqlAnglerStanding);
  bind(AnglerRestrictionsToken).toService(SqlAnglerStanding);
});
