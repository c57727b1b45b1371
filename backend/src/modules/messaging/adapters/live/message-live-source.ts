import { inject } from 'inversify';
import type { LiveEventSource } from '../../../notifications/index.ts';
import { MessageRepository } from '../../application/ports.ts';
import { toMessageResponse } from '../http/message.response.ts';

/** Direct messages on the live stream: only those the reader may read (a hidden one: its sender only). */
export class MessageLiveSource implements LiveEventSource {
  readonly kind = 'message' as const;
  constructor(@inject(MessageRepository) private readonly messages: MessageRepository) {}

  async load(readerId: string, refIds: readonly string[]): Promise<Map<string, unknown>> {
    const rows = await this.messages.readableBy(readerId, refIds);
    return new Map(rows.map((m) => [m.id, toMessageResponse(m, readerId)]));
  }
}
