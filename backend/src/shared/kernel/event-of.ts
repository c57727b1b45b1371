/**
 * A domain event: its fields, its type and when it happened. Events travel as JSON through the
 * outbox, so the time is an ISO 8601 string, and what a reaction reads back is exactly what was written.
 */
export type EventOf<Type extends string, Fields> = { readonly [K in keyof Fields]: Fields[K] } & {
  readonly type: Type;
  readonly at: string;
};

/** An event's type name and its maker (`QuestionAnswered.of({ ... }, at)`). */
export function eventType<E extends { readonly type: string; readonly at: string }>(type: E['type']) {
  return {
    type,
    of: (fields: Omit<E, 'type' | 'at'>, at: Date): E => ({ ...fields, type, at: at.toISOString() }) as unknown as E,
  };
}
