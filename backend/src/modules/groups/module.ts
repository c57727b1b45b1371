import { ContainerModule } from 'inversify';
import { EventReactionToken } from '../../platform/events/event-bus.ts';
import { ForgetDeletedAnglerInGroups } from './adapters/persistence/forget-deleted-angler.ts';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { LiveEventSourceToken } from '../notifications/index.ts';
import { GroupRepository } from './application/ports.ts';
import { CreateGroup } from './application/create-group.ts';
import { JoinAndLeave } from './application/join-and-leave.ts';
import { ManageMembers } from './application/manage-members.ts';
import { GroupChat } from './application/group-chat.ts';
import { BrowseGroups } from './application/browse-groups.ts';
import { SqlGroupRepository } from './adapters/persistence/sql-group.repository.ts';
import { GroupMessageLiveSource } from './adapters/live/group-message-live-source.ts';
import { GroupMembershipLiveSource } from './adapters/live/group-membership-live-source.ts';
import { GroupsRoutes } from './adapters/http/groups.routes.ts';
import { ModeratedContentToken } from '../moderation/index.ts';
import { ModeratedGroups } from './application/moderated-groups.ts';

/** Binds groups' repository, use cases, its live events' readers, its routes and its side of moderation. */
export const groupsModule = new ContainerModule(({ bind }) => {
  bind(GroupRepository).to(SqlGroupRepository).inSingletonScope();
  const useCases: Array<new (...args: never[]) => unknown> = [CreateGroup, JoinAndLeave, ManageMembers, GroupChat, BrowseGroups];
  for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope();
  bind(LiveEventSourceToken).to(GroupMessageLiveSource).inSingletonScope();
  bind(LiveEventSourceToken).to(GroupMembershipLiveSource).inSingletonScope();
  bind(RouteModuleToken).to(GroupsRoutes).inSingletonScope();
  bind(EventReactionToken).to(ForgetDeletedAnglerInGroups).inSingletonScope();
  bind(ModeratedContentToken).to(ModeratedGroups).inSingletonScope();
});
