import { expect } from 'chai';
import { mock } from 'node:test';
import { QueryClient } from '@tanstack/react-query';
import { connectLive, LIVE_RETRY_MAX_MS, LIVE_RETRY_MS, type EventSourceFactory } from './live-stream.ts';
import { communityKeys } from './keys.ts';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

/** A browser EventSource as the live client sees it: the test opens it, sends events and breaks it. */
class FakeEventSource {
  readyState = CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly listeners = new Map<string, Array<(event: Event) => void>>();
  closed = false;

  constructor(readonly url: string) {}

  addEventListener(kind: string, listener: (event: Event) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = CLOSED;
  }
  open() {
    this.readyState = OPEN;
    this.onopen?.(new Event('open'));
  }
  send(kind: string, id: string, data: unknown) {
    const event = Object.assign(new Event(kind), { lastEventId: id, data: JSON.stringify(data) });
    for (const listener of this.listeners.get(kind) ?? []) listener(event);
  }
  /** The browser retries by itself (CONNECTING) or has given up (CLOSED). */
  fail(state: typeof CONNECTING | typeof CLOSED) {
    this.readyState = state;
    this.onerror?.(new Event('error'));
  }
}

const notification = (id: string, read = false) => ({
  id,
  kind: 'new_message',
  text: 'Rosa sent you a message',
  link: '/messages',
  actorId: null,
  actorName: 'Rosa',
  actorImage: null,
  createdAt: new Date().toISOString(),
  read,
});

describe('kit live stream client: resumes from the last event, backs off, refreshes after a reopen', () => {
  let client: QueryClient;
  let sources: FakeEventSource[];
  let stop: () => void;
  const open: EventSourceFactory = (url) => {
    const source = new FakeEventSource(url);
    sources.push(source);
    return source as unknown as ReturnType<EventSourceFactory>;
  };
  const latest = () => sources.at(-1)!;

  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout'] });
    client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, retry: false } } });
    sources = [];
  });
  afterEach(() => {
    stop?.();
    mock.timers.reset();
    client.clear();
  });

  it('opens GET /api/live and shows what arrives: a new unread notification counts on the bell', async () => {
    client.setQueryData(communityKeys.unreadNotifications(), { unread: 2 });
    stop = connectLive(client, 'me', open);
    expect(sources.map((s) => s.url)).to.deep.equal(['/api/live']);
    latest().open();
    latest().send('notification', '7', notification('n1'));
    expect(client.getQueryData(communityKeys.unreadNotifications())).to.deep.equal({ unread: 3 });
    latest().send('notification', '8', notification('n1', true));
    expect(client.getQueryData(communityKeys.unreadNotifications()), 'a read one adds nothing').to.deep.equal({ unread: 3 });
  });

  it('leaves the reconnect to the browser while it is retrying itself (it sends Last-Event-ID)', () => {
    stop = connectLive(client, 'me', open);
    latest().open();
    latest().fail(CONNECTING);
    mock.timers.tick(LIVE_RETRY_MAX_MS * 2);
    expect(sources).to.have.length(1);
    expect(sources[0]!.closed).to.equal(false);
  });

  it('reopens a stream the browser gave up on from the last event id seen, after 1 s, doubling up to 30 s, reset by a good open', () => {
    stop = connectLive(client, 'me', open);
    latest().open();
    latest().send('message', '41', {
      id: 'm1',
      senderId: 'rosa',
      recipientId: 'me',
      content: 'hi',
      createdAt: new Date().toISOString(),
      isRead: false,
    });
    latest().send('group_message', '42', {
      id: 'g1',
      groupId: 'g',
      content: 'hey',
      senderName: 'Max',
      senderImage: null,
      createdAt: new Date().toISOString(),
    });

    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const before = sources.length;
      latest().fail(CLOSED);
      expect(sources[before - 1]!.closed).to.equal(true);
      let waited = 0;
      while (sources.length === before) {
        mock.timers.tick(250);
        waited += 250;
        if (waited > LIVE_RETRY_MAX_MS) throw new Error('never reopened');
      }
      waits.push(waited);
    }
    expect(waits).to.deep.equal([LIVE_RETRY_MS, 2_000, 4_000, 8_000, 16_000, LIVE_RETRY_MAX_MS, LIVE_RETRY_MAX_MS]);
    expect(new Set(sources.slice(1).map((s) => s.url))).to.deep.equal(new Set(['/api/live?lastEventId=42']));

    // A good open starts the back-off again from one second.
    latest().open();
    latest().fail(CLOSED);
    const before = sources.length;
    mock.timers.tick(LIVE_RETRY_MS - 1);
    expect(sources).to.have.length(before);
    mock.timers.tick(1);
    expect(sources).to.have.length(before + 1);
  });

  it('reads the bell again after a reopen (a stream the server could not resume misses nothing on it)', async () => {
    client.setQueryData(communityKeys.unreadNotifications(), { unread: 5 });
    stop = connectLive(client, 'me', open);
    latest().open();
    expect(client.getQueryState(communityKeys.unreadNotifications())!.isInvalidated).to.equal(false);
    latest().fail(CLOSED);
    mock.timers.tick(LIVE_RETRY_MS);
    latest().open();
    expect(client.getQueryState(communityKeys.unreadNotifications())!.isInvalidated).to.equal(true);
  });

  it("reads the bell, the conversations and the group chats again when it opens after the page's first reads (opened once the lead content is drawn)", () => {
    client.setQueryData(communityKeys.unreadNotifications(), { unread: 5 });
    // A reply sent before the stream opened is on no stream: the open conversation must be read again.
    client.setQueryData(communityKeys.conversation('ben'), { messages: [] });
    client.setQueryData(communityKeys.groupMessages('g1'), { messages: [] });
    client.setQueryData(['/api/spots'], []);
    stop = connectLive(client, 'me', open, true);
    expect(client.getQueryState(communityKeys.unreadNotifications())!.isInvalidated).to.equal(false);
    latest().open();
    expect(client.getQueryState(communityKeys.unreadNotifications())!.isInvalidated).to.equal(true);
    expect(client.getQueryState(communityKeys.conversation('ben'))!.isInvalidated).to.equal(true);
    expect(client.getQueryState(communityKeys.groupMessages('g1'))!.isInvalidated).to.equal(true);
    expect(client.getQueryState(['/api/spots'])!.isInvalidated, 'not the community’s').to.equal(false);
  });

  it('keeps the last id across events of every kind and ignores a broken payload', () => {
    stop = connectLive(client, 'me', open);
    latest().open();
    latest().send('notification', '3', notification('n3'));
    const broken = Object.assign(new Event('message'), { lastEventId: '4', data: '{not json' });
    for (const listener of latest().listeners.get('message') ?? []) listener(broken);
    latest().fail(CLOSED);
    mock.timers.tick(LIVE_RETRY_MS);
    expect(latest().url).to.equal('/api/live?lastEventId=4');
  });

  it('reads every community list afresh when the server says it could not resume (resync)', async () => {
    for (const key of [communityKeys.conversations(), communityKeys.groups(), communityKeys.unreadNotifications(), communityKeys.forum()]) {
      client.setQueryData(key, { kept: true });
    }
    stop = connectLive(client, 'me', open);
    latest().open();
    latest().send('resync', '90', {});
    await Promise.resolve();
    for (const key of [communityKeys.conversations(), communityKeys.groups(), communityKeys.unreadNotifications(), communityKeys.forum()]) {
      expect(client.getQueryState(key)!.isInvalidated, String(key)).to.equal(true);
    }
    latest().fail(CLOSED);
    mock.timers.tick(LIVE_RETRY_MS);
    expect(latest().url, 'and resumes from the id it gave').to.equal('/api/live?lastEventId=90');
  });

  it('reads the groups again when the angler’s membership changes (a role given or taken, a removal), and nothing else', async () => {
    const group = ['/api/groups', 'g1', 'members'] as const;
    for (const key of [communityKeys.groups(), group, communityKeys.conversations()]) client.setQueryData(key, { kept: true });
    stop = connectLive(client, 'me', open);
    latest().open();
    latest().send('group_membership', '12', { groupId: 'g1', role: 'admin' });
    await Promise.resolve();
    expect(client.getQueryState(communityKeys.groups())!.isInvalidated).to.equal(true);
    expect(client.getQueryState(group)!.isInvalidated).to.equal(true);
    expect(client.getQueryState(communityKeys.conversations())!.isInvalidated).to.equal(false);
  });

  it('closes for good when the angler leaves: no reopen is pending', () => {
    stop = connectLive(client, 'me', open);
    latest().open();
    latest().fail(CLOSED);
    stop();
    mock.timers.tick(LIVE_RETRY_MAX_MS * 2);
    expect(sources).to.have.length(1);
    const again = connectLive(client, 'me', open);
    again();
    expect(sources[1]!.closed).to.equal(true);
  });
});
