import { expect } from 'chai';
import pg from 'pg';
import {
  moderationRoutes,
  MODERATION_MESSAGES,
  type AppealEntry,
  type AuditEntry,
  type Operator,
  type QueueEntry,
  type ReportedItemDetail,
  type Statement,
} from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { StandInContent, standInContentModule } from './stand-in-content.ts';
import { acts, makeOperator, notificationsOf, reports } from './support.ts';

const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));
type Page<T> = { items: T[]; nextCursor: string | null };

describe('moderation: reports, the operator console, statements and appeals', () => {
  let app: TestApp;
  let db: pg.Client;
  const content = new StandInContent();
  let olga: Angler; // operator
  let otto: Angler; // operator
  let max: Angler; // an author
  let ada: Angler;
  let ben: Angler;
  let cleo: Angler;
  let dan: Angler;

  before(async () => {
    app = await startTestApp({ clock, extraModules: [standInContentModule(content)] });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [olga, otto, max, ada, ben, cleo, dan] = await Promise.all(
      ['Olga Operator', 'Otto Overseer', 'Max Mouth', 'Ada Angler', 'Ben Bank', 'Cleo Cast', 'Dan Drift'].map((n) => anAngler(app, n)),
    );
    await makeOperator(app, olga);
    await makeOperator(app, otto);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  describe('reporting', () => {
    it('thanks the reporter at once, and refuses a second open report on the same item with 409', async () => {
      const answer = content.add('answer', max.id, 'Buy cheap lures at my-shop.example');
      const first = await reports(ada, 'answer', answer, 'spam');
      expect(first.status, first.text).to.equal(201);
      expect(first.json.message).to.equal(MODERATION_MESSAGES.thanks);
      const again = await reports(ada, 'answer', answer, 'harassment');
      expect(again.status).to.equal(409);
      expect(again.text).to.contain('You have already reported this');
    });

    it('answers 404 for an item the reporter cannot see, one that does not exist, and a kind nobody serves yet', async () => {
      const message = content.add('message', max.id, 'between max and ben only', [ben.id]);
      expect((await reports(ada, 'message', message)).status).to.equal(404);
      expect((await reports(ben, 'message', message)).status).to.equal(201);
      expect((await reports(ada, 'answer', '00000000-0000-4000-8000-000000000000')).status).to.equal(404);
      expect((await reports(ada, 'answer', 'not-an-id')).status).to.equal(404);
      expect((await reports(ada, 'tip', '00000000-0000-4000-8000-000000000000')).status).to.equal(404);
    });

    it('limits reports to 30 an hour, naming the limit (429), and counts none past it', async () => {
      const eager = await anAngler(app, 'Eager Reporter');
      const items = Array.from({ length: 31 }, (_, i) => content.add('answer', max.id, `item ${i}`));
      for (const item of items.slice(0, 30)) expect((await reports(eager, 'answer', item)).status).to.equal(201);
      const refused = await reports(eager, 'answer', items[30]!);
      expect(refused.status).to.equal(429);
      expect(refused.text).to.contain('reports');
      const { rows } = await db.query('select count(*)::int as n from moderation_reports where reporter_id = $1', [eager.id]);
      expect(rows[0].n).to.equal(30);
    });

    it('asks for words when the reason is Other, and refuses details over 1000 characters, writing nothing', async () => {
      const answer = content.add('answer', max.id, 'odd');
      const bare = await ada.send<{ issues: Array<{ message: string }> }>('POST', '/api/reports', {
        kind: 'answer',
        itemId: answer,
        reason: 'other',
      });
      expect(bare.status).to.equal(400);
      expect(bare.json.issues.map((i) => i.message)).to.deep.equal([MODERATION_MESSAGES.otherNeedsWords]);
      const long = await reports(ada, 'answer', answer, 'spam', 'x'.repeat(1001));
      expect(long.status).to.equal(400);
      const { rows } = await db.query('select count(*)::int as n from moderation_reports where item_id = $1', [answer]);
      expect(rows[0].n).to.equal(0);
      expect((await reports(ada, 'answer', answer, 'other', 'Posts the same text every hour')).status).to.equal(201);
    });
  });

  describe('only operators reach the console', () => {
    const operatorCalls = Object.values(moderationRoutes).filter((r) => r.path.startsWith('/api/operator/'));
    const pathOf = (path: string) =>
      path.replace(':kind', 'answer').replace(/:(itemId|id|anglerId)/g, '00000000-0000-4000-8000-000000000000');
    const bodyOf: Record<string, unknown> = {
      'POST /api/operator/actions': {
        kind: 'answer',
        itemId: '00000000-0000-4000-8000-000000000000',
        action: 'dismiss',
        ruleId: 'respect',
      },
      'POST /api/operator/appeals/:id/decision': { decision: 'uphold' },
      'POST /api/operator/operators': { email: 'ada-angler@dev.tightlines.test' },
    };

    it('answers 403 to an angler who is not an operator, on every console call, and changes nothing', async () => {
      expect(operatorCalls.length).to.be.greaterThanOrEqual(8);
      for (const r of operatorCalls) {
        const res = await ada.send(r.method, pathOf(r.path), bodyOf[`${r.method} ${r.path}`]);
        expect(res.status, `${r.method} ${r.path}: ${res.text}`).to.equal(403);
        expect(res.text).to.contain(MODERATION_MESSAGES.operatorsOnly);
      }
      expect((await ada.get<{ operator: boolean }>('/api/moderation/role')).json).to.deep.equal({ operator: false });
      expect((await olga.get<{ operator: boolean }>('/api/moderation/role')).json).to.deep.equal({ operator: true });
      const { rows } = await db.query(`select count(*)::int as n from moderation_operators where angler_id = $1`, [ada.id]);
      expect(rows[0].n).to.equal(0);
    });

    it('answers 401 to a visitor', async () => {
      const { HttpClient } = await import('../support/index.ts');
      const visitor = new HttpClient(app.url);
      for (const r of operatorCalls)
        expect((await visitor.send(r.method, pathOf(r.path), bodyOf[`${r.method} ${r.path}`])).status).to.equal(401);
    });
  });

  describe('the queue and actions', () => {
    it('groups reports by item, most reported and newest first, with reasons, the item in context and who reported it', async () => {
      const once = content.add('answer', max.id, 'reported once');
      const twice = content.add('answer', max.id, 'reported twice');
      const onceLater = content.add('answer', max.id, 'reported once, later');
      await reports(ada, 'answer', once, 'spam');
      clock.advance(1000);
      await reports(ada, 'answer', twice, 'harassment');
      await reports(ben, 'answer', twice, 'harassment', 'Called me names');
      clock.advance(1000);
      await reports(olga, 'answer', onceLater, 'violence');

      const all: QueueEntry[] = [];
      let cursor: string | null = null;
      do {
        const res: { status: number; text: string; json: Page<QueueEntry> } = await otto.get<Page<QueueEntry>>(
          `/api/operator/queue?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.status, res.text).to.equal(200);
        all.push(...res.json.items);
        cursor = res.json.nextCursor;
      } while (cursor);
      const ids = all.map((e) => e.itemId);
      expect(new Set(ids).size, 'no item twice across pages').to.equal(ids.length);
      const mine = ids.filter((id) => [once, twice, onceLater].includes(id));
      expect(mine).to.deep.equal([twice, onceLater, once]);
      const counts = all.map((e) => e.openReports);
      expect(counts).to.deep.equal([...counts].sort((a, b) => b - a));
      const entry = all.find((e) => e.itemId === twice)!;
      expect(entry).to.deep.include({
        kind: 'answer',
        openReports: 2,
        reasons: [{ reason: 'harassment', count: 2 }],
        hidden: null,
        reportedByMe: false,
      });
      expect(entry.item).to.deep.include({ excerpt: 'reported twice', author: { id: max.id, displayName: 'Max Mouth' } });

      const detail = (await otto.get<ReportedItemDetail>(`/api/operator/items/answer/${twice}`)).json;
      expect(detail.reports.map((r) => [r.reporter.displayName, r.reason, r.details])).to.have.deep.members([
        ['Ada Angler', 'harassment', null],
        ['Ben Bank', 'harassment', 'Called me names'],
      ]);
      expect(detail.item!.context).to.have.length(1);
      const olgasView = (await olga.get<Page<QueueEntry>>('/api/operator/queue?limit=50')).json.items.find((e) => e.itemId === onceLater)!;
      expect(olgasView.reportedByMe).to.equal(true);
    });

    it('refuses an operator acting on an item they reported (403); another operator may', async () => {
      const answer = content.add('answer', max.id, 'olga reported this');
      await reports(olga, 'answer', answer, 'spam');
      const refused = await olga.send('POST', '/api/operator/actions', {
        kind: 'answer',
        itemId: answer,
        action: 'hide',
        ruleId: 'no-spam',
      });
      expect(refused.status).to.equal(403);
      expect(refused.text).to.contain(MODERATION_MESSAGES.ownReport);
      expect(content.items.get(answer)!.hidden).to.equal(null);
      const action = await acts(otto, { kind: 'answer', itemId: answer, action: 'hide', ruleId: 'no-spam' });
      expect(action).to.deep.include({ action: 'hide', ruleId: 'no-spam', anglerId: max.id, reversed: false });
    });

    it('refuses an operator acting on what they wrote (403)', async () => {
      const answer = content.add('answer', otto.id, 'otto wrote this');
      await reports(ada, 'answer', answer, 'spam');
      const refused = await otto.send('POST', '/api/operator/actions', {
        kind: 'answer',
        itemId: answer,
        action: 'dismiss',
        ruleId: 'no-spam',
      });
      expect(refused.status).to.equal(403);
      expect(refused.text).to.contain('This is yours');
    });

    it('needs a rule from the guidelines (400), and removes only groups, spots and tournaments', async () => {
      const answer = content.add('answer', max.id, 'ruleless');
      const noRule = await otto.send('POST', '/api/operator/actions', {
        kind: 'answer',
        itemId: answer,
        action: 'hide',
        ruleId: 'made-up',
      });
      expect(noRule.status).to.equal(400);
      const removeAnswer = await otto.send('POST', '/api/operator/actions', {
        kind: 'answer',
        itemId: answer,
        action: 'remove',
        ruleId: 'no-spam',
      });
      expect(removeAnswer.status).to.equal(400);
      const group = content.add('group', max.id, 'Poachers united');
      await acts(otto, {
        kind: 'group',
        itemId: group,
        action: 'remove',
        ruleId: 'legal-fishing',
        note: 'Organises netting in closed waters',
      });
      expect(content.items.get(group)!.removed).to.equal(true);
    });

    it('hides an item with the rule cited, closes its reports, tells the author why and each reporter the outcome, naming no operator', async () => {
      const answer = content.add('answer', dan.id, 'You are all idiots');
      await reports(ada, 'answer', answer, 'harassment');
      await reports(ben, 'answer', answer, 'harassment');
      const action = await acts(otto, {
        kind: 'answer',
        itemId: answer,
        action: 'hide',
        ruleId: 'respect',
        note: 'Insults in a beginners thread',
      });
      expect(content.items.get(answer)!.hidden).to.deep.include({ ruleId: 'respect' });
      const queue = (await otto.get<Page<QueueEntry>>('/api/operator/queue?limit=50')).json.items;
      expect(queue.map((e) => e.itemId)).not.to.include(answer);

      await app.settled();
      const dans = await notificationsOf(dan);
      const statementNote = dans.find((n) => n.kind === 'moderation_statement')!;
      expect(statementNote).to.deep.include({
        actorId: null,
        actorName: null,
        link: '/moderation',
        text: 'A Tightlines moderator acted on your content: see why, and how to appeal',
      });
      for (const reporter of [ada, ben]) {
        const told = (await notificationsOf(reporter)).filter((n) => n.kind === 'report_actioned');
        expect(told.length, reporter.id).to.be.greaterThanOrEqual(1);
        expect(JSON.stringify(told)).not.to.contain(otto.id);
      }

      const statements = (await dan.get<Page<Statement>>('/api/moderation/statements')).json.items;
      expect(statements).to.have.length(1);
      expect(statements[0]).to.deep.include({
        id: action.id,
        kind: 'answer',
        itemId: answer,
        action: 'hide',
        what: 'Your answer was hidden.',
        note: 'Insults in a beginners thread',
        by: 'a Tightlines moderator',
        howToAppeal: MODERATION_MESSAGES.howToAppeal,
        appeal: null,
        reversed: false,
      });
      expect(statements[0]!.rule).to.deep.include({ id: 'respect', title: 'Respect other anglers' });
      expect(JSON.stringify(statements)).not.to.contain(otto.id);
      expect((await ada.get<Page<Statement>>('/api/moderation/statements')).json.items).to.deep.equal([]);
    });

    it('bans an author for good: a later suspension does not shorten the ban', async () => {
      let troll = await anAngler(app, 'Tom Troll');
      const threat = content.add('answer', troll.id, 'I know where you park');
      await reports(ada, 'answer', threat, 'violence');
      await acts(otto, { kind: 'answer', itemId: threat, action: 'ban', ruleId: 'no-threats' });
      expect((await troll.get('/api/moderation/standing')).status, 'the ban ended the session').to.equal(401);
      troll = await anAngler(app, 'Tom Troll');
      expect((await troll.get('/api/moderation/standing')).json).to.deep.equal({ standing: 'banned', suspendedUntil: null });
      const again = content.add('answer', troll.id, 'still here');
      await acts(otto, { kind: 'answer', itemId: again, action: 'suspend', ruleId: 'no-threats', suspendDays: 1 });
      troll = await anAngler(app, 'Tom Troll');
      expect((await troll.get('/api/moderation/standing')).json).to.deep.equal({ standing: 'banned', suspendedUntil: null });
      const statements = (await troll.get<Page<Statement>>('/api/moderation/statements')).json.items;
      expect(statements.map((st) => st.what)).to.include('Your account was banned because of your answer.');
    });

    it('tells reporters when an operator dismisses their reports, and keeps the item as it was', async () => {
      const answer = content.add('answer', max.id, 'A perfectly fine answer');
      await reports(cleo, 'answer', answer, 'false_information');
      await acts(otto, { kind: 'answer', itemId: answer, action: 'dismiss', ruleId: 'honest-catches' });
      expect(content.items.get(answer)!.hidden).to.equal(null);
      await app.settled();
      expect((await notificationsOf(cleo)).map((n) => n.kind)).to.include('report_dismissed');
      // Closed reports free the reporter to report it again.
      expect((await reports(cleo, 'answer', answer, 'spam')).status).to.equal(201);
    });
  });

  describe('acting again on an item, and its open counts', () => {
    it('keeps an item reachable after an action, to act on it again (hide the message, then suspend its sender); dismiss only while reports are open', async () => {
      const sender = await anAngler(app, 'Sid Sender');
      const message = content.add('message', sender.id, 'Meet me at the dam or else', [ada.id]);
      await reports(ada, 'message', message, 'harassment');
      await acts(otto, { kind: 'message', itemId: message, action: 'hide', ruleId: 'respect' });
      expect((await otto.get<Page<QueueEntry>>('/api/operator/queue?limit=50')).json.items.map((e) => e.itemId)).not.to.include(message);

      const after = await otto.get<ReportedItemDetail>(`/api/operator/items/message/${message}`);
      expect(after.status, after.text).to.equal(200);
      expect(after.json).to.deep.include({ openReports: 0, reasons: [], reports: [] });
      expect(after.json.hidden).to.deep.include({ automatic: false, ruleId: 'respect' });
      expect(after.json.authorHistory.map((a) => a.action)).to.deep.equal(['hide']);

      const dismiss = await otto.send<{ code: string }>('POST', '/api/operator/actions', {
        kind: 'message',
        itemId: message,
        action: 'dismiss',
        ruleId: 'respect',
      });
      expect(dismiss.status).to.equal(422);
      expect(dismiss.json.code).to.equal('NOTHING_TO_DISMISS');
      // Later than the hide: at one instant the history's order between them is the ids'.
      clock.advance(1000);
      await acts(otto, { kind: 'message', itemId: message, action: 'suspend', ruleId: 'respect', suspendDays: 3 });
      const later = (await otto.get<ReportedItemDetail>(`/api/operator/items/message/${message}`)).json;
      expect(later.authorHistory.map((a) => a.action)).to.deep.equal(['suspend', 'hide']);
      expect(content.items.get(message)!.hidden).to.deep.include({ ruleId: 'respect' });

      // The suspended sender's page of why and how to appeal asks whether they are an operator: answered, not refused.
      const suspended = await anAngler(app, 'Sid Sender');
      expect((await suspended.get('/api/moderation/standing')).json).to.include({ standing: 'suspended' });
      const role = await suspended.get<{ operator: boolean }>('/api/moderation/role');
      expect(role.status, role.text).to.equal(200);
      expect(role.json).to.deep.equal({ operator: false });
    });

    it("keeps each item's open counts, in total and by reason, equal to a recount after concurrent reports and actions", async () => {
      const reporters = await Promise.all(Array.from({ length: 10 }, (_, i) => anAngler(app, `Count Reporter ${i}`)));
      const items = Array.from({ length: 3 }, (_, i) => content.add('answer', max.id, `counted answer ${i}`));
      // A fixed pseudo-random mix (the same every run): who reports what for which reason, with actions in between.
      let seed = 7;
      const next = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      const reasons = ['spam', 'harassment', 'violence', 'other'];
      for (let round = 0; round < 3; round++) {
        const calls: Array<Promise<unknown>> = [];
        for (const reporter of reporters) {
          const item = items[next(items.length)]!;
          const reason = reasons[next(reasons.length)]!;
          calls.push(reports(reporter, 'answer', item, reason, reason === 'other' ? 'Something fishy' : undefined));
        }
        const acted = items[round]!;
        calls.splice(
          next(calls.length),
          0,
          otto.send('POST', '/api/operator/actions', { kind: 'answer', itemId: acted, action: 'warn', ruleId: 'no-spam' }),
        );
        await Promise.all(calls);
      }
      const { rows: stored } = await db.query<{ item_id: string; open_reports: number; open_reasons: Record<string, number> }>(
        'select item_id, open_reports, open_reasons from moderation_items where item_id = any($1::uuid[])',
        [items],
      );
      const { rows: recount } = await db.query<{ item_id: string; reason: string; n: number }>(
        'select item_id, reason, count(*)::int as n from moderation_reports where closed_at is null and item_id = any($1::uuid[]) group by item_id, reason',
        [items],
      );
      expect(stored).to.have.length(items.length);
      for (const row of stored) {
        const counted = Object.fromEntries(recount.filter((r) => r.item_id === row.item_id).map((r) => [r.reason, r.n]));
        const storedReasons = Object.fromEntries(Object.entries(row.open_reasons).filter(([, n]) => n > 0));
        expect(storedReasons, row.item_id).to.deep.equal(counted);
        expect(row.open_reports, row.item_id).to.equal(Object.values(counted).reduce((a, b) => a + b, 0));
      }
      const queue = (await otto.get<Page<QueueEntry>>('/api/operator/queue?limit=50')).json.items;
      for (const entry of queue.filter((e) => items.includes(e.itemId)))
        expect(entry.reasons.reduce((a, r) => a + r.count, 0)).to.equal(entry.openReports);
    });
  });

  describe('automatic hiding', () => {
    it('hides an item reported by three different anglers in good standing until an operator looks, marked automatic', async () => {
      const answer = content.add('answer', max.id, 'Three reports coming');
      await reports(ada, 'answer', answer, 'spam');
      await reports(ben, 'answer', answer, 'spam');
      expect(content.items.get(answer)!.hidden).to.equal(null);
      await reports(cleo, 'answer', answer, 'spam');
      expect(content.items.get(answer)!.hidden).to.deep.include({ ruleId: null });
      const entry = (await otto.get<ReportedItemDetail>(`/api/operator/items/answer/${answer}`)).json;
      expect(entry.hidden).to.deep.include({ automatic: true, ruleId: null });
      // An operator looks and finds nothing wrong: shown again.
      await acts(otto, { kind: 'answer', itemId: answer, action: 'dismiss', ruleId: 'no-spam' });
      expect(content.items.get(answer)!.hidden).to.equal(null);
    });

    it('hides once when more reports than needed arrive at the same moment', async () => {
      const answer = content.add('answer', max.id, 'reported by four at once');
      const results = await Promise.all([ada, ben, cleo, olga].map((a) => reports(a, 'answer', answer, 'spam')));
      // A report arriving once the item is hidden finds nothing to report (404): hidden content is not theirs to see.
      const filed = results.filter((r) => r.status === 201).length;
      expect(results.every((r) => r.status === 201 || r.status === 404)).to.equal(true);
      expect(filed).to.be.greaterThanOrEqual(3);
      expect(content.hides.get(answer)).to.equal(1);
      expect((await otto.get<ReportedItemDetail>(`/api/operator/items/answer/${answer}`)).json.openReports).to.equal(filed);
    });

    it('does not count a suspended angler among the three, even for a report filed before the suspension', async () => {
      const answer = content.add('answer', max.id, 'reported by a suspended angler');
      await reports(dan, 'answer', answer, 'spam');
      const offence = content.add('answer', dan.id, 'dan again');
      await reports(ada, 'answer', offence, 'spam');
      await acts(otto, { kind: 'answer', itemId: offence, action: 'suspend', ruleId: 'no-spam', suspendDays: 7 });
      // Suspended, Dan's session has ended; signed in again, he may not report at all.
      dan = await anAngler(app, 'Dan Drift');
      expect((await dan.send('POST', '/api/reports', { kind: 'answer', itemId: answer, reason: 'spam' })).status).to.equal(403);
      await reports(ada, 'answer', answer, 'spam');
      await reports(ben, 'answer', answer, 'spam');
      expect(content.items.get(answer)!.hidden).to.equal(null);
      await reports(cleo, 'answer', answer, 'spam');
      expect(content.items.get(answer)!.hidden).to.deep.include({ ruleId: null });
    });
  });

  describe('appeals', () => {
    let actionId: string;
    let appealId: string;
    const offenderStanding = async () =>
      (
        await db.query(
          `select case when banned_at is not null then 'banned' else 'suspended' end as standing, suspended_until as until
        from users where id = $1 and (banned_at is not null or suspended_until is not null)`,
          [cleo.id],
        )
      ).rows[0] ?? null;

    it('lets the angler affected appeal once (409 the second time); nobody else may (404)', async () => {
      const answer = content.add('answer', cleo.id, 'Selling undersized bass, DM me');
      await reports(ada, 'answer', answer, 'illegal');
      actionId = (await acts(olga, { kind: 'answer', itemId: answer, action: 'suspend', ruleId: 'legal-fishing', suspendDays: 3 })).id;
      expect(await offenderStanding()).to.include({ standing: 'suspended' });
      cleo = await anAngler(app, 'Cleo Cast'); // the suspension ended her sessions; she may sign in to read why and appeal
      const mine = (await cleo.get<{ standing: string; suspendedUntil: string | null }>('/api/moderation/standing')).json;
      expect(mine.standing).to.equal('suspended');
      expect(Date.parse(mine.suspendedUntil!) - clock.now().getTime()).to.equal(3 * 86_400_000);
      expect((await ada.get('/api/moderation/standing')).json).to.deep.equal({ standing: 'good', suspendedUntil: null });
      const statement = (await cleo.get<Page<Statement>>('/api/moderation/statements')).json.items.find((s) => s.id === actionId)!;
      expect(statement.what).to.match(/^Your account was suspended until \d{4}-\d{2}-\d{2} because of your answer\.$/);

      expect((await ben.send('POST', `/api/moderation/statements/${actionId}/appeal`, { text: 'Not mine but unfair' })).status).to.equal(
        404,
      );
      const blank = await cleo.send('POST', `/api/moderation/statements/${actionId}/appeal`, { text: '   ' });
      expect(blank.status).to.equal(400);
      const appealed = await cleo.send<{ id: string; status: string }>('POST', `/api/moderation/statements/${actionId}/appeal`, {
        text: 'It was a joke about a bass I released',
      });
      expect(appealed.status, appealed.text).to.equal(201);
      expect(appealed.json.status).to.equal('open');
      appealId = appealed.json.id;
      const again = await cleo.send('POST', `/api/moderation/statements/${actionId}/appeal`, { text: 'Please' });
      expect(again.status).to.equal(409);
      expect(again.text).to.contain(MODERATION_MESSAGES.alreadyAppealed);
    });

    it('returns the appeal to the queue for a different operator: the one who acted cannot decide it', async () => {
      const olgasAppeals = (await olga.get<Page<AppealEntry>>('/api/operator/appeals')).json.items;
      expect(olgasAppeals.find((a) => a.id === appealId)).to.deep.include({
        decidableByMe: false,
        text: 'It was a joke about a bass I released',
      });
      const refused = await olga.send('POST', `/api/operator/appeals/${appealId}/decision`, { decision: 'reverse' });
      expect(refused.status).to.equal(403);
      expect(await offenderStanding()).to.include({ standing: 'suspended' });
      const ottosAppeals = (await otto.get<Page<AppealEntry>>('/api/operator/appeals')).json.items;
      expect(ottosAppeals.find((a) => a.id === appealId)!.decidableByMe).to.equal(true);
    });

    it('reverses on appeal: the suspension lifted, the statement marked reversed, the appellant told', async () => {
      const decided = await otto.send<{ status: string }>('POST', `/api/operator/appeals/${appealId}/decision`, {
        decision: 'reverse',
        note: 'Sarcasm, not a sale',
      });
      expect(decided.status, decided.text).to.equal(200);
      expect(decided.json.status).to.equal('reversed');
      expect(await offenderStanding()).to.equal(null);
      expect((await cleo.get('/api/moderation/standing')).json).to.deep.equal({ standing: 'good', suspendedUntil: null });
      const again = await otto.send('POST', `/api/operator/appeals/${appealId}/decision`, { decision: 'uphold' });
      expect(again.status).to.equal(409);
      const statement = (await cleo.get<Page<Statement>>('/api/moderation/statements')).json.items.find((s) => s.id === actionId)!;
      expect(statement).to.deep.include({ reversed: true });
      expect(statement.appeal).to.deep.include({ status: 'reversed' });
      await app.settled();
      expect((await notificationsOf(cleo)).map((n) => n.kind)).to.include('appeal_reversed');
      expect((await otto.get<Page<AppealEntry>>('/api/operator/appeals')).json.items.map((a) => a.id)).not.to.include(appealId);
    });

    it('refuses an operator deciding an appeal of an action against themselves', async () => {
      const answer = content.add('answer', otto.id, 'otto slipped');
      await reports(ada, 'answer', answer, 'spam');
      const action = await acts(olga, { kind: 'answer', itemId: answer, action: 'warn', ruleId: 'no-spam' });
      const appeal = await otto.send<{ id: string }>('POST', `/api/moderation/statements/${action.id}/appeal`, { text: 'I was testing' });
      expect(appeal.status).to.equal(201);
      expect((await otto.send('POST', `/api/operator/appeals/${appeal.json.id}/decision`, { decision: 'reverse' })).status).to.equal(403);
      expect((await olga.send('POST', `/api/operator/appeals/${appeal.json.id}/decision`, { decision: 'reverse' })).status).to.equal(403);
    });
  });

  describe('operators and the audit log', () => {
    it('lets an operator grant the role by sign-in email and revoke it, never their own; each change is in the audit log', async () => {
      // Dan is suspended by now (above): a fresh angler is granted the role.
      const gus = await anAngler(app, 'Gus Grant');
      const unknown = await olga.send('POST', '/api/operator/operators', { email: 'nobody@nowhere.example' });
      expect(unknown.status).to.equal(404);
      const granted = await olga.send<Operator>('POST', '/api/operator/operators', { email: 'Gus-Grant@dev.tightlines.test' });
      expect(granted.status, granted.text).to.equal(201);
      expect(granted.json).to.deep.include({
        angler: { id: gus.id, displayName: 'Gus Grant' },
        grantedBy: { id: olga.id, displayName: 'Olga Operator' },
      });
      expect((await gus.get<Operator[]>('/api/operator/operators')).json.map((o) => o.angler.id)).to.include.members([
        olga.id,
        otto.id,
        gus.id,
      ]);
      const self = await gus.send('DELETE', `/api/operator/operators/${gus.id}`);
      expect(self.status).to.equal(422);
      expect((await olga.send('DELETE', `/api/operator/operators/${gus.id}`)).status).to.equal(204);
      expect((await gus.get('/api/operator/queue')).status).to.equal(403);
      expect((await olga.send('DELETE', `/api/operator/operators/${gus.id}`)).status).to.equal(404);

      const log = (await olga.get<Page<AuditEntry>>('/api/operator/audit?limit=50')).json.items;
      const changes = log.filter((e) => e.subject?.id === gus.id && e.event.startsWith('operator_')).map((e) => [e.event, e.operator?.id]);
      expect(changes).to.deep.equal([
        ['operator_revoked', olga.id],
        ['operator_granted', olga.id],
      ]);
      expect(log.filter((e) => e.event === 'operator_granted' && e.operator === null).map((e) => e.subject!.id)).to.include.members([
        olga.id,
        otto.id,
      ]);
      expect(log.some((e) => e.event === 'action' && e.action === 'remove' && e.ruleId === 'legal-fishing')).to.equal(true);
      expect(log.some((e) => e.event === 'appeal_decided' && e.action === 'reverse:suspend' && e.note === 'Sarcasm, not a sale')).to.equal(
        true,
      );
    });

    it('keeps the audit log append-only: the database refuses to change or delete a line', async () => {
      const { rows } = await db.query('select id, note from moderation_audit_log limit 1');
      const line = rows[0];
      for (const statement of [
        { text: 'update moderation_audit_log set note = $2 where id = $1', values: [line.id, 'rewritten'] },
        { text: 'delete from moderation_audit_log where id = $1', values: [line.id] },
        { text: 'truncate moderation_audit_log', values: [] },
      ]) {
        let refused: unknown = null;
        await db.query(statement.text, statement.values).catch((error: unknown) => (refused = error));
        expect((refused as Error | null)?.message, statement.text).to.contain('append-only');
      }
      expect((await db.query('select note from moderation_audit_log where id = $1', [line.id])).rows[0].note).to.equal(line.note);
    });

    it('forgets a deleted angler: no moderation row names them, the audit log keeps its lines without their id', async () => {
      const eve = await anAngler(app, 'Eve Exit');
      const hers = content.add('answer', eve.id, 'eve wrote this');
      const other = content.add('answer', max.id, 'eve reported this');
      await reports(eve, 'answer', other, 'spam');
      await reports(ben, 'answer', other, 'harassment');
      await reports(ada, 'answer', hers, 'spam');
      const action = await acts(otto, { kind: 'answer', itemId: hers, action: 'hide', ruleId: 'respect' });
      expect((await eve.send('POST', `/api/moderation/statements/${action.id}/appeal`, { text: 'Please' })).status).to.equal(201);
      await makeOperator(app, eve);
      const linesBefore = (await db.query('select count(*)::int as n from moderation_audit_log')).rows[0].n;

      expect((await eve.send('POST', '/api/account/delete', { confirmation: 'DELETE' })).status).to.equal(204);
      await app.settled();
      const tables = [
        'moderation_operators',
        'moderation_items',
        'moderation_reports',
        'moderation_actions',
        'moderation_appeals',
        'moderation_audit_log',
      ];
      for (const table of tables) {
        const { rows } = await db.query(`select count(*)::int as n from ${table} t where position($1 in t::text) > 0`, [eve.id]);
        expect(rows[0].n, table).to.equal(0);
      }
      expect((await db.query('select count(*)::int as n from moderation_audit_log')).rows[0].n).to.equal(linesBefore);
      const entry = (await otto.get<ReportedItemDetail>(`/api/operator/items/answer/${other}`)).json;
      expect(entry.openReports).to.equal(1);
      expect(entry.reasons, 'the reasons count only the reports still open').to.deep.equal([{ reason: 'harassment', count: 1 }]);
    });

    it('pages the audit log newest first with a cursor', async () => {
      const first = (await olga.get<Page<AuditEntry>>('/api/operator/audit?limit=2')).json;
      expect(first.items).to.have.length(2);
      const second = (await olga.get<Page<AuditEntry>>(`/api/operator/audit?limit=2&cursor=${first.nextCursor}`)).json;
      expect(second.items.map((e) => e.id)).not.to.include.members(first.items.map((e) => e.id));
      const times = [...first.items, ...second.items].map((e) => Date.parse(e.at));
      expect(times).to.deep.equal([...times].sort((a, b) => b - a));
    });
  });
});
