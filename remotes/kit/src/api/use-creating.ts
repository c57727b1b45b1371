import { useCallback, useRef } from 'react';
import { useMutation, type MutateOptions, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { newIdempotencyKey } from './idempotency.ts';

export interface CreatingOptions<TData, TVariables> extends Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> {
  /** Sends the call with this action's Idempotency-Key (`api.call(route, { …, idempotencyKey })`). */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
}

const actionOf = (variables: unknown) => JSON.stringify(variables) ?? '';

/**
 * A call that creates something (a question, an answer, a group, a message, a tournament…), made
 * once per thing the angler does. An action is what is sent: the same form sent again is the same
 * action, a different message is another.
 * - While an action is on its way, pressing again does not send it again: the second press gets the
 *   first one's promise, so a doubled click makes one even before its button re-rendered disabled.
 * - It carries one Idempotency-Key until the server has answered, so the client's retry after a
 *   lost answer, or the angler's second try after one, is done once by the server
 *   (contracts/src/idempotency.ts). Once the server answered — done, or refused with nothing kept —
 *   sending it again is a new action with a new key.
 * Screens disable their button on `isPending` as well, so the angler sees it is being sent.
 */
export function useCreating<TData, TVariables = void>(
  options: CreatingOptions<TData, TVariables>,
): UseMutationResult<TData, Error, TVariables> {
  const keys = useRef(new Map<string, string>());
  const inFlight = useRef(new Map<string, Promise<TData>>());
  const { mutationFn } = options;
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => mutationFn(variables, keys.current.get(actionOf(variables)) ?? newIdempotencyKey()),
  });
  const { mutateAsync: send } = mutation;
  const mutateAsync = useCallback(
    (variables: TVariables, mutateOptions?: MutateOptions<TData, Error, TVariables>) => {
      const action = actionOf(variables);
      const sending = inFlight.current.get(action);
      if (sending) return sending;
      if (!keys.current.has(action)) keys.current.set(action, newIdempotencyKey());
      const answered = send(variables, mutateOptions).then(
        (data) => {
          keys.current.delete(action);
          return data;
        },
        (error: unknown) => {
          // An answer from the server means its transaction rolled back: nothing is kept under the key.
          if (error instanceof ApiError) keys.current.delete(action);
          throw error;
        },
      );
      const tracked = answered.finally(() => inFlight.current.delete(action));
      inFlight.current.set(action, tracked);
      return tracked;
    },
    [send],
  );
  const mutate = useCallback(
    (variables: TVariables, mutateOptions?: MutateOptions<TData, Error, TVariables>) => {
      mutateAsync(variables, mutateOptions).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, Error, TVariables>;
}
