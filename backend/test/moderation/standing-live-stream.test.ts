import { expect } from 'chai';
import { createTestDatabase, makeOperator, sameSessionOn, startTestApp, type TestApp, type TestDatabase } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { StandInContent, standInContentModule } from './stand-in-content.ts';
import { LiveClient } from '../notifications/live-client.ts';
import { acts } from './support.ts';

/** Resolves true when the stream ends within `ms`, false when it is still open then. */
const endsWithin = (stream: LiveClient, ms: number) =>
  Promise.race([stream.ended().then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref())]);

/**
 * A suspended or banned angler's sessions end, and with them their open live streams — on every
 * process, at once, not at their next reconnect; a reconnect is refused.
 */
describe('moderation: a suspension ends the angler’s open live streams', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let olga: Angler;
  const streams: LiveClient[] = [];
  const content = new StandInContent();

  before(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([startTestApp({ database, extraModules: [standInContentModule(content)] }), startTestApp({ database })]);
    olga = await anAngler(a, 'Olga Operator');
    await makeOperator(a, olga);
  });
  after(async () => {
    await Promise.all(streams.map((s) => s.close()));
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  const openStream = async (client: LiveClient) => {
    streams.push(client);
    await client.open();
    return client;
  };

  it('ends the suspended angler’s streams on this process and the other, and refuses the reconnect, leaving others’ open', async () => {
    const [tom, rosa] = await Promise.all([anAngler(a, 'Tom Troll'), anAngler(a, 'Rosa Rivers')]);
    const offence = content.add('answer', tom.id, 'Buy my lures at my-shop.example');
    const [here, there, bystander] = await Promise.all([
      openStream(new LiveClient(tom)),
      openStream(new LiveClient(sameSessionOn(b, tom))),
      openStream(new LiveClient(rosa)),
    ]);
    expect(await endsWithin(here, 200)).to.equal(false);

    await acts(olga, { kind: 'answer', itemId: offence, action: 'suspend', ruleId: 'no-spam', suspendDays: 1 });
    // Bounded only to end a test that would never pass: the streams end when the signal arrives.
    expect(await endsWithin(here, 15_000), 'the stream on the process that acted').to.equal(true);
    expect(await endsWithin(there, 15_000), 'the stream on the other process').to.equal(true);
    expect(await endsWithin(bystander, 500), 'another angler’s stream').to.equal(false);
    await expectRefused(new LiveClient(tom));
  });

  async function expectRefused(client: LiveClient) {
    const error = await client.open().then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).to.equal('live stream answered 401');
  }
});
