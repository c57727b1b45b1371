import { inject } from 'inversify';
import { groupsRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { AnglersFacade } from '../../../identity/index.ts';
import { CreateGroup } from '../../application/create-group.ts';
import { JoinAndLeave } from '../../application/join-and-leave.ts';
import { ManageMembers } from '../../application/manage-members.ts';
import { GroupChat } from '../../application/group-chat.ts';
import { BrowseGroups } from '../../application/browse-groups.ts';
import type { MemberRecord } from '../../application/ports.ts';
import { toGroupMessageResponse, toGroupResponse, toMemberResponse } from './group.response.ts';
import { timeKeyCursor } from '../../../../platform/http/keyset-cursor.ts';

/** Groups over HTTP (spec part 2 §7 Groups, and the approval, invitation and role calls). */
export class GroupsRoutes implements RouteModule {
  constructor(
    @inject(CreateGroup) private readonly create: CreateGroup,
    @inject(JoinAndLeave) private readonly membership: JoinAndLeave,
    @inject(ManageMembers) private readonly manage: ManageMembers,
    @inject(GroupChat) private readonly chat: GroupChat,
    @inject(BrowseGroups) private readonly browse: BrowseGroups,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
  ) {}

  register(http: HttpRoutes): void {
    http.on(groupsRoutes.discover, async ({ query }, { anglerId }) =>
      (
        await this.browse.discover(anglerId, { search: query.search || undefined, type: query.type === 'all' ? undefined : query.type })
      ).map((g) => toGroupResponse(g, anglerId)),
    );
    http.on(groupsRoutes.mine, async (_input, { anglerId }) => (await this.browse.mine(anglerId)).map((g) => toGroupResponse(g, anglerId)));
    http.on(groupsRoutes.create, async ({ body }, { anglerId }) => {
      const id = await this.create.execute(anglerId, body);
      return respond(201, toGroupResponse(await this.browse.one(id, anglerId), anglerId));
    });
    http.on(groupsRoutes.join, async ({ params }, { anglerId }) => {
      const status = await this.membership.join(params.id, anglerId);
      return { status, group: toGroupResponse(await this.browse.one(params.id, anglerId), anglerId) };
    });
    http.on(groupsRoutes.leave, async ({ params }, { anglerId }) => {
      await this.membership.leave(params.id, anglerId);
      return toGroupResponse(await this.browse.one(params.id, anglerId), anglerId);
    });
    http.on(groupsRoutes.members, async ({ params }, { anglerId }) => this.#members(await this.manage.members(params.id, anglerId)));
    http.on(groupsRoutes.requests, async ({ params }, { anglerId }) => {
      const requests = await this.manage.requests(params.id, anglerId);
      const cards = await this.anglers.cardsOf(requests.map((r) => r.anglerId));
      return requests.map((r) => {
        const m = toMemberResponse({ anglerId: r.anglerId, role: 'member', joinedAt: r.requestedAt }, cards.get(r.anglerId));
        return { userId: m.userId, displayName: m.displayName, profileImageUrl: m.profileImageUrl, requestedAt: m.joinedAt };
      });
    });
    http.on(groupsRoutes.approve, async ({ params }, { anglerId }) => {
      await this.manage.approve(params.id, anglerId, params.userId);
      return this.#members(await this.manage.members(params.id, anglerId));
    });
    http.on(groupsRoutes.invite, async ({ params }, { anglerId }) => {
      await this.manage.invite(params.id, anglerId, params.userId);
      return respond(204, null);
    });
    http.on(groupsRoutes.setRole, async ({ params, body }, { anglerId }) => {
      await this.manage.setRole(params.id, anglerId, params.userId, body.role);
      return this.#members(await this.manage.members(params.id, anglerId));
    });
    http.on(groupsRoutes.removeMember, async ({ params }, { anglerId }) => {
      await this.manage.remove(params.id, anglerId, params.userId);
      return this.#members(await this.manage.members(params.id, anglerId));
    });
    http.on(groupsRoutes.messages, async ({ params, query }, { anglerId }) => {
      const page = await this.chat.read(params.id, anglerId, timeKeyCursor.decode(query.cursor), query.limit);
      const cards = await this.anglers.cardsOf(page.items.map((m) => m.senderId));
      return {
        items: page.items.map((m) => toGroupMessageResponse(m, cards.get(m.senderId), anglerId)),
        nextCursor: timeKeyCursor.encode(page.next),
      };
    });
    http.on(groupsRoutes.post, async ({ params, body }, { anglerId }) => {
      const message = await this.chat.post(params.id, anglerId, body.content);
      const cards = await this.anglers.cardsOf([anglerId]);
      return respond(201, toGroupMessageResponse(message, cards.get(anglerId), anglerId));
    });
  }

  async #members(members: MemberRecord[]) {
    const cards = await this.anglers.cardsOf(members.map((m) => m.anglerId));
    return members.map((m) => toMemberResponse(m, cards.get(m.anglerId)));
  }
}
