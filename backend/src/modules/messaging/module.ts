import { ContainerModule } from 'inversify';
import { EventReactionToken } from '../../platform/events/event-bus.ts';
import { ForgetDeletedAnglerInMessages } from './adapters/persistence/forget-deleted-angler.ts';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { LiveEventSourceToken } from '../notifications/index.ts';
import { AnglerCopy, MessageRepository } from './application/ports.ts';
import { KeepConversationCards } from './application/keep-conversation-cards.ts';
import { SqlAnglerCopy } from './adapters/persistence/sql-angler-copy.ts';
import { SendMessage } from './application/send-message.ts';
import { ReadConversations } from './application/read-conversations.ts';
import { MatesAndBlocks } from './application/mates.ts';
import { SqlMessageRepository } from './adapters/persistence/sql-message.repository.ts';
import { MessageLiveSource } from './adapters/live/message-live-source.ts';
import { MessagingRoutes } from './adapters/http/messaging.routes.ts';
import { ModeratedContentToken } from '../moderation/index.ts';
import { ModeratedMessages } from './application/moderated-messages.ts';

/** Binds messaging's repository, use cases, its live events' reader, its routes and its side of moderation. */
export const messagingModule = new ContainerModule(({ bind }) => {
  bind(MessageRepository).to(SqlMessageRepository).inSingletonScope();
  bind(AnglerCopy).to(SqlAnglerCopy).inSingletonScope();
  const useCases: Array<new (...args: never[]) => unknown> = [SendMessage, ReadConversations, MatesAndBlocks];
  for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope();
  bind(LiveEventSourceToken).to(MessageLiveSource).inSingletonScope();
  bind(RouteModuleToken).to(MessagingRoutes).inSingletonScope();
  bind(EventReactionToken).to(ForgetDeletedAnglerInMessages).inSingletonScope();
  bind(EventReactionToken).to(KeepConversationCards).inSingletonScope();
  bind(ModeratedContentToken).to(ModeratedMessages).inSingletonScope();
});
