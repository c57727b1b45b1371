import { inject } from 'inversify';
import { MESSAGE_LIMITS, messagingRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { SendMessage } from '../../application/send-message.ts';
import { ReadConversations } from '../../application/read-conversations.ts';
import { MatesAndBlocks } from '../../application/mates.ts';
import { toMateResponse, toMessageResponse } from './message.response.ts';
import { PreparedJson } from '../../../../platform/http/prepared-json.ts';
import { timeKeyCursor } from '../../../../platform/http/keyset-cursor.ts';

/** Direct messages over HTTP (spec part 2 §7 Messages) and blocks. */
export class MessagingRoutes implements RouteModule {
  constructor(
    @inject(SendMessage) private readonly sendMessage: SendMessage,
    @inject(ReadConversations) private readonly read: ReadConversations,
    @inject(MatesAndBlocks) private readonly mates: MatesAndBlocks,
  ) {}

  register(http: HttpRoutes): void {
    http.on(messagingRoutes.conversations, async (_input, { anglerId }) =>
      respond(200, PreparedJson.ofWritten(await this.read.list(anglerId, MESSAGE_LIMITS.conversations))),
    );
    http.on(messagingRoutes.conversation, async ({ params, query }, { anglerId }) => {
      const page = await this.read.messagesWith(anglerId, params.otherUserId, timeKeyCursor.decode(query.cursor), query.limit);
      return { items: page.items.map((m) => toMessageResponse(m, anglerId)), nextCursor: timeKeyCursor.encode(page.next) };
    });
    http.on(messagingRoutes.mates, async (_input, { anglerId }) => (await this.mates.mates(anglerId)).map(toMateResponse));
    http.on(messagingRoutes.send, async ({ body }, { anglerId }) =>
      respond(201, toMessageResponse(await this.sendMessage.execute(anglerId, body.recipientId, body.content), anglerId)),
    );
    http.on(messagingRoutes.blocked, async (_input, { anglerId }) => (await this.mates.blocked(anglerId)).map(toMateResponse));
    http.on(messagingRoutes.block, async ({ params }, { anglerId }) => {
      await this.mates.block(anglerId, params.userId);
      return respond(204, null);
    });
    http.on(messagingRoutes.unblock, async ({ params }, { anglerId }) => {
      await this.mates.unblock(anglerId, params.userId);
      return respond(204, null);
    });
  }
}
