/**
 * The in-process bus modules use to react to each other (DESIGN.md: cross-module reactions go through
 * events published after the transaction commits). A use case publishes once its transaction has
 * committed; each handler runs after that, in its own unit of work, so a failing reaction never undoes
 * the action that caused it — it is logged with the event.
 */
export interface DomainEvent {
  readonly type: string;
}

export type EventHandler<E extends DomainEvent> = (event: E) => Promise<void>;

export interface EventBus {
  subscribe<E extends DomainEvent>(type: string, handler: EventHandler<E>): void;
  publish(event: DomainEvent): Promise<void>;
}
export const EventBusToken = Symbol.for('platform.EventBus');

/** Multi-bound: a module binds its reactions here; the composition root subscribes them at start-up. */
export interface EventSubscriber {
  subscribe(bus: EventBus): void;
}
export const EventSubscriberToken = Symbol.for('platform.EventSubscriber');

export class InProcessEventBus implements EventBus {
  readonly #handlers = new Map<string, EventHandler<DomainEvent>[]>();

  constructor(private readonly onHandlerError: (event: DomainEvent, error: unknown) => void) {}

  subscribe<E extends DomainEvent>(type: string, handler: EventHandler<E>): void {
    const list = this.#handlers.get(type) ?? [];
    list.push(handler as EventHandler<DomainEvent>);
    this.#handlers.set(type, list);
  }

  /** Runs every handler of the event, one after another; the caller awaits them (tests see their effect). */
  async publish(event: DomainEvent): Promise<void> {
    for (const handler of this.#handlers.get(event.type) ?? []) {
      try {
        await handler(event);
      } catch (error) {
        this.onHandlerError(event, error);
      }
    }
  }
}
