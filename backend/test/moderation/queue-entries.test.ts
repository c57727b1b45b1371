import { expect } from 'chai';
import pg from 'pg';
import type { QueueEntry, ReportedItemDetail } from '@tightlines/contracts';
import { eventually, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { DescribeQueue } from '../../src/modules/moderation/application/describe-queue.ts';
import { StandInContent, standInContentModule } from './stand-in-content.ts';
import { acts, makeOperator, reports } from './support.ts';

const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));
type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * A queue entry is read from moderation's own row: what its item showed when it was last reported or
 * acted on, its author's name kept in step with identity. An opened item is read live from its module.
 */
describe('moderation: the queue entries kept on the reported items', () => {
  let app: TestApp;
  let db: pg.Client;
  const content = new StandInContent();
  let olga: Angler; // operator
  let max: Angler; // an author
  let ada: Angler;
  let ben: Angler;
  let cleo: Angler;

  const forget = (itemIds: string[]) =>
    db.query(
      'update moderation_items set title = null, excerpt = null, link = null, item_created_at = null, author_name = null where item_id = any($1::uuid[])',
      [itemIds],
    );
  const describeQueue = () => app.inContext((get) => get<DescribeQueue>(DescribeQueue as unknown as symbol).execute());
  const entryOf = async (itemId: string): Promise<QueueEntry | undefined> => {
    const res = await olga.get<Page<QueueEntry>>('/api/operator/queue?limit=50');
    expect(res.status, res.text).to.equal(200);
    return res.json.items.find((e) => e.itemId === itemId);
  };

  before(async () => {
    app = await startTestApp({ clock, extraModules: [standInContentModule(content)] });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [olga, max, ada, ben, cleo] = await Promise.all(
      ['Olga Operator', 'Max Mouth', 'Ada Angler', 'Ben Bank', 'Cleo Cast'].map((n) => anAngler(app, n)),
    );
    await makeOperator(app, olga);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  it('shows the item as it was reported, with its author, reasons by count then name, and an automatic hide with its time', async () => {
    const answer = content.add('answer', max.id, 'Cheap lures at my-shop.example');
    await reports(ada, 'answer', answer, 'spam');
    await reports(ben, 'answer', answer, 'harassment');
    clock.advance(1234);
    const third = clock.now();
    await reports(cleo, 'answer', answer, 'spam');

    const entry = (await entryOf(answer))!;
    expect(entry).to.deep.equal({
      kind: 'answer',
      itemId: answer,
      openReports: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'harassment', count: 1 },
      ],
      lastReportedAt: third.toISOString(),
      hidden: { automatic: true, ruleId: null, at: third.toISOString() },
      reportedByMe: false,
      item: {
        author: { id: max.id, displayName: 'Max Mouth' },
        title: null,
        excerpt: 'Cheap lures at my-shop.example',
        link: `/stand-in/${answer}`,
        createdAt: '2026-01-01T00:00:00.000Z',
        context: [],
      },
    });
  });

  it('keeps the excerpt a report took while the opened item reads the content live; an action or a new report takes it again', async () => {
    const answer = content.add('answer', max.id, 'First words');
    await reports(ada, 'answer', answer, 'spam');
    content.items.get(answer)!.text = 'Edited words';

    expect((await entryOf(answer))!.item!.excerpt, 'the page asks no module').to.equal('First words');
    const opened = (await olga.get<ReportedItemDetail>(`/api/operator/items/answer/${answer}`)).json;
    expect(opened.item!.excerpt).to.equal('Edited words');

    await acts(olga, { kind: 'answer', itemId: answer, action: 'warn', ruleId: 'respect' });
    await reports(ben, 'answer', answer, 'spam');
    expect((await entryOf(answer))!.item!.excerpt).to.equal('Edited words');
    content.items.get(answer)!.text = 'Edited again';
    await reports(cleo, 'answer', answer, 'spam');
    expect((await entryOf(answer))!.item!.excerpt).to.equal('Edited again');
  });

  it("renames the author on the queue's entries when their name changes", async () => {
    const mia = await anAngler(app, 'Mia Minnow');
    const answer = content.add('answer', mia.id, 'Mine');
    await reports(ada, 'answer', answer, 'spam');
    expect((await entryOf(answer))!.item!.author).to.deep.equal({ id: mia.id, displayName: 'Mia Minnow' });

    const edited = await mia.send('PATCH', `/api/profile/${mia.id}`, { displayName: 'Mia Muskie' });
    expect(edited.status, edited.text).to.equal(200);
    expect(await eventually(async () => (await entryOf(answer))!.item!.author?.displayName === 'Mia Muskie')).to.equal(true);
  });

  it('shows no item for a row that keeps none (reported before rows kept them) until a new report describes it', async () => {
    const answer = content.add('answer', max.id, 'Reported long ago');
    await reports(ada, 'answer', answer, 'spam');
    await forget([answer]);
    expect((await entryOf(answer))!.item).to.equal(null);
    await reports(ben, 'answer', answer, 'spam');
    expect((await entryOf(answer))!.item).to.deep.include({
      excerpt: 'Reported long ago',
      author: { id: max.id, displayName: 'Max Mouth' },
    });
  });

  it('fills the rows that keep none through their modules (npm run operator -- describe-queue), leaving a gone item without one', async () => {
    const kept = content.add('answer', max.id, 'Old words');
    const gone = content.add('answer', max.id, 'Since removed');
    await reports(ada, 'answer', kept, 'spam');
    await reports(ada, 'answer', gone, 'spam');
    await forget([kept, gone]);
    content.items.get(gone)!.removed = true;

    expect(await describeQueue()).to.equal(1);
    expect((await entryOf(kept))!.item).to.deep.include({ excerpt: 'Old words', author: { id: max.id, displayName: 'Max Mouth' } });
    expect((await entryOf(gone))!.item).to.equal(null);
    expect(await describeQueue(), 'run again').to.equal(0);
  });

  it('answers 403 to an angler who is not an operator while the queue has entries, and pages on with a cursor', async () => {
    expect((await olga.get<Page<QueueEntry>>('/api/operator/queue')).json.items).not.to.be.empty;
    const refused = await ada.get('/api/operator/queue');
    expect(refused.status).to.equal(403);
    const first = await olga.get<Page<QueueEntry>>('/api/operator/queue?limit=1');
    expect(first.json.items).to.have.length(1);
    const second = await olga.get<Page<QueueEntry>>(`/api/operator/queue?limit=1&cursor=${first.json.nextCursor}`);
    expect(second.status, second.text).to.equal(200);
    expect(second.json.items).to.have.length(1);
    expect(second.json.items[0]!.itemId).not.to.equal(first.json.items[0]!.itemId);
  });
});
