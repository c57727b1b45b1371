import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AskQuestion, LogTrip, SharePost } from '@tightlines/contracts';
import type { z } from 'zod';

/**
 * What the angler did without signal, kept until it is sent. Its id is the action's
 * Idempotency-Key: the same key the dialog used for its first attempt, so an attempt whose answer
 * was lost and the queued send that follows still make one post or one trip.
 */
interface QueuedBase {
  id: string;
  /** Whose it is: another angler signing in on this device never sends it. */
  anglerId: string;
  queuedAt: string;
}

/** Share Catch: the post's body, and the photo itself until it is uploaded (then `body.imageUrl` holds where it went). */
export interface QueuedCatch extends QueuedBase {
  kind: 'share-catch';
  body: z.input<typeof SharePost>;
  photo: Blob | null;
}

export interface QueuedTrip extends QueuedBase {
  kind: 'log-trip';
  body: z.input<typeof LogTrip>;
}

/** Ask Question in the forum. */
export interface QueuedQuestion extends QueuedBase {
  kind: 'ask-question';
  body: z.input<typeof AskQuestion>;
}

export type QueuedAction = QueuedCatch | QueuedTrip | QueuedQuestion;
/** What a screen hands over; the outbox stamps the time. */
export type NewQueuedAction = Omit<QueuedCatch, 'queuedAt'> | Omit<QueuedTrip, 'queuedAt'> | Omit<QueuedQuestion, 'queuedAt'>;

interface OutboxSchema extends DBSchema {
  actions: { key: string; value: QueuedAction; indexes: { byAngler: string } };
}

export const OUTBOX_DB = 'tightlines-offline';
const STORE = 'actions';

/**
 * The offline queue in IndexedDB (it survives a reload and a closed app, and holds photos as
 * Blobs). Every change is told to this page's listeners and, through a BroadcastChannel, to the
 * app's other tabs, so each 'Waiting to upload (n)' stays right.
 */
export class Outbox {
  private readonly listeners = new Set<() => void>();
  private readonly channel: BroadcastChannel | null;

  private constructor(
    private readonly db: IDBPDatabase<OutboxSchema>,
    readonly name: string,
  ) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${name}-changes`) : null;
    this.channel?.addEventListener('message', () => this.tell());
  }

  static async open(name = OUTBOX_DB): Promise<Outbox> {
    const db = await openDB<OutboxSchema>(name, 1, {
      upgrade(database) {
        const store = database.createObjectStore(STORE, { keyPath: 'id' });
        store.createIndex('byAngler', 'anglerId');
      },
    });
    return new Outbox(db, name);
  }

  /** Keeps an action; the same id again replaces it (one action, one entry). */
  async add(action: NewQueuedAction, now = new Date()): Promise<QueuedAction> {
    const queued = { ...action, queuedAt: now.toISOString() } as QueuedAction;
    await this.db.put(STORE, queued);
    this.changed();
    return queued;
  }

  /** An angler's waiting actions, oldest first (the order they were done in). */
  async waiting(anglerId: string): Promise<QueuedAction[]> {
    const actions = await this.db.getAllFromIndex(STORE, 'byAngler', anglerId);
    return actions.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  }

  async count(anglerId: string): Promise<number> {
    return this.db.countFromIndex(STORE, 'byAngler', anglerId);
  }

  async get(id: string): Promise<QueuedAction | undefined> {
    return this.db.get(STORE, id);
  }

  /** Writes what sending learned (the photo's stored URL) so a later attempt does not repeat it. */
  async update(action: QueuedAction): Promise<void> {
    await this.db.put(STORE, action);
    this.changed();
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(STORE, id);
    this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.channel?.close();
    this.db.close();
  }

  private changed() {
    this.tell();
    this.channel?.postMessage('changed');
  }

  private tell() {
    for (const listener of this.listeners) listener();
  }
}

let shared: Promise<Outbox> | undefined;

/** This page's outbox, opened once. */
export function theOutbox(): Promise<Outbox> {
  shared ??= Outbox.open().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
