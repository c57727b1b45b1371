import { inject } from 'inversify';
import { MODERATION_MESSAGES, moderationRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { PreparedJson } from '../../../../platform/http/prepared-json.ts';
import { timeKeyCursor } from '../../../../platform/http/keyset-cursor.ts';
import { AnglersFacade } from '../../../identity/index.ts';
import { ReportItem } from '../../application/report-item.ts';
import { TakeAction } from '../../application/take-action.ts';
import { AppealAction } from '../../application/appeal-action.ts';
import { DecideAppeal } from '../../application/decide-appeal.ts';
import { ReadQueue } from '../../application/read-queue.ts';
import { ReadAppeals } from '../../application/read-appeals.ts';
import { ReadAuditLog } from '../../application/read-audit-log.ts';
import { ReadStatements } from '../../application/read-statements.ts';
import { ManageOperators } from '../../application/manage-operators.ts';
import { MutedWords } from '../../application/muted-words.ts';
import { Operators } from '../../application/operators.ts';
import type { OperatorRecord } from '../../application/ports.ts';
import { AnglerStandingToken, type AnglerStanding } from '../../application/angler-standing.ts';
import { angler, idsIn, toActionView, toAppealEntry, toAuditEntry, toQueueEntry, toStatement, type Cards } from './console.response.ts';
import { auditCursor, queueCursor } from './moderation-cursors.ts';

/** Reports, statements and appeals for anglers; the console's calls for operators (each use case checks the role). */
export class ModerationRoutes implements RouteModule {
  constructor(
    @inject(ReportItem) private readonly reportItem: ReportItem,
    @inject(TakeAction) private readonly takeAction: TakeAction,
    @inject(AppealAction) private readonly appealAction: AppealAction,
    @inject(DecideAppeal) private readonly decideAppeal: DecideAppeal,
    @inject(ReadQueue) private readonly queue: ReadQueue,
    @inject(ReadAppeals) private readonly appeals: ReadAppeals,
    @inject(ReadAuditLog) private readonly audit: ReadAuditLog,
    @inject(ReadStatements) private readonly statements: ReadStatements,
    @inject(ManageOperators) private readonly manageOperators: ManageOperators,
    @inject(Operators) private readonly operators: Operators,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(AnglerStandingToken) private readonly standing: AnglerStanding,
    @inject(MutedWords) private readonly mutedWords: MutedWords,
  ) {}

  /** Operators see whom they judge by name, even an angler whose profile moderation hid. */
  #cards(ids: readonly string[]): Promise<Cards> {
    return this.anglers.cardsOf([...new Set(ids)], { evenHidden: true });
  }

  register(http: HttpRoutes): void {
    http.on(moderationRoutes.report, async ({ body }, { anglerId }) =>
      respond(201, { reportId: await this.reportItem.execute(anglerId, body), message: MODERATION_MESSAGES.thanks }),
    );
    http.on(moderationRoutes.mutedWords, async (_input, { anglerId }) => ({ words: await this.mutedWords.of(anglerId) }));
    http.on(moderationRoutes.setMutedWords, async ({ body }, { anglerId }) => ({ words: await this.mutedWords.set(anglerId, body.words) }));
    http.on(moderationRoutes.role, async (_input, { anglerId }) => ({ operator: await this.operators.isOperator(anglerId) }));
    http.on(moderationRoutes.standing, async (_input, { anglerId }) => {
      const standing = (await this.standing.standingOf([anglerId])).get(anglerId)!;
      return { standing: standing.standing, suspendedUntil: standing.standing === 'suspended' ? standing.until.toISOString() : null };
    });
    http.on(moderationRoutes.statements, async ({ query }, { anglerId }) => {
      const page = await this.statements.page(anglerId, timeKeyCursor.decode(query.cursor), query.limit);
      return { items: page.items.map((s) => toStatement(s.action, s.appeal)), nextCursor: timeKeyCursor.encode(page.next) };
    });
    http.on(moderationRoutes.appeal, async ({ params, body }, { anglerId }) => {
      const appeal = await this.appealAction.execute(anglerId, params.id, body.text);
      return respond(201, { id: appeal.id, status: appeal.status });
    });

    http.on(moderationRoutes.queue, async ({ query }, { anglerId }) => {
      // The entries come written as the contract's JSON (queue-page.sql.ts): joined, not rebuilt.
      const page = await this.queue.page(anglerId, queueCursor.decode(query.cursor), query.limit);
      return respond(
        200,
        PreparedJson.fromJson(`{"items":[${page.entries.join(',')}],"nextCursor":${JSON.stringify(queueCursor.encode(page.next))}}`),
      );
    });
    http.on(moderationRoutes.item, async ({ params }, { anglerId }) => {
      const detail = await this.queue.one(anglerId, params.kind, params.itemId);
      const cards = await this.#cards([
        ...idsIn.item(detail.item),
        ...detail.reports.map((r) => r.reporterId),
        ...detail.authorHistory.flatMap(idsIn.action),
      ]);
      return {
        ...toQueueEntry(detail, cards),
        reports: detail.reports.map((r) => ({
          id: r.id,
          reason: r.reason,
          details: r.details,
          reporter: angler(r.reporterId, cards),
          createdAt: r.createdAt.toISOString(),
        })),
        authorHistory: detail.authorHistory.map((a) => toActionView(a, cards)),
      };
    });
    http.on(moderationRoutes.act, async ({ body }, { anglerId }) => {
      const action = await this.takeAction.execute(anglerId, body);
      return respond(201, toActionView(action, await this.#cards(idsIn.action(action))));
    });
    http.on(moderationRoutes.appeals, async ({ query }, { anglerId }) => {
      const page = await this.appeals.page(anglerId, timeKeyCursor.decode(query.cursor), query.limit);
      const cards = await this.#cards(page.items.flatMap((v) => [v.appeal.appellantId, ...idsIn.action(v.action), ...idsIn.item(v.item)]));
      return { items: page.items.map((v) => toAppealEntry(v, cards)), nextCursor: timeKeyCursor.encode(page.next) };
    });
    http.on(moderationRoutes.decideAppeal, async ({ params, body }, { anglerId }) => ({
      id: params.id,
      status: await this.decideAppeal.execute(anglerId, params.id, body.decision, body.note || null),
    }));
    http.on(moderationRoutes.audit, async ({ query }, { anglerId }) => {
      const page = await this.audit.page(anglerId, auditCursor.decode(query.cursor), query.limit);
      const cards = await this.#cards(page.items.flatMap((r) => [r.operatorId, r.subjectId].filter((id): id is string => id !== null)));
      return { items: page.items.map((r) => toAuditEntry(r, cards)), nextCursor: auditCursor.encode(page.next) };
    });
    http.on(moderationRoutes.operators, async (_input, { anglerId }) => this.#operators(await this.manageOperators.list(anglerId)));
    http.on(moderationRoutes.grant, async ({ body }, { anglerId }) => {
      const granted = await this.manageOperators.grantByEmail(anglerId, body.email);
      return respond(201, (await this.#operators([granted]))[0]);
    });
    http.on(moderationRoutes.revoke, async ({ params }, { anglerId }) => {
      await this.manageOperators.revoke(anglerId, params.anglerId);
      return respond(204, null);
    });
  }

  async #operators(records: readonly OperatorRecord[]) {
    const cards = await this.#cards(records.flatMap((o) => [o.anglerId, ...(o.grantedBy ? [o.grantedBy] : [])]));
    return records.map((o) => ({
      angler: angler(o.anglerId, cards),
      grantedAt: o.grantedAt.toISOString(),
      grantedBy: o.grantedBy ? angler(o.grantedBy, cards) : null,
    }));
  }
}
