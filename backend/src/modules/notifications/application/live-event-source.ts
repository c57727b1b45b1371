import type { LiveKind } from '../domain/notification.ts';

/**
 * Multi-bound by the module that owns a kind of live event: reads the events' entities for one
 * reader, with that reader's permissions (an id the reader may not read is simply absent).
 */
export interface LiveEventSource {
  readonly kind: LiveKind;
  load(readerId: string, refIds: readonly string[]): Promise<Map<string, unknown>>;
}
export const LiveEventSourceToken = Symbol.for('notifications.LiveEventSource');
