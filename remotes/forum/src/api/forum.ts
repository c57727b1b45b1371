import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, communityKeys, useCreating } from '@tightlines/kit';
import { forumRoutes as routes, type AskQuestion, type ForumCategory, type Question, type QuestionLikeState } from '@tightlines/contracts';

export interface QuestionFilter {
  category?: ForumCategory;
  search?: string;
}

/** Every forum read sits under '/api/forum', so one prefix refreshes lists, counts and questions. */
export const forumKeys = {
  all: communityKeys.forum,
  list: (filter: QuestionFilter) => [...communityKeys.forum(), 'questions', filter] as const,
  counts: () => [...communityKeys.forum(), 'categories'] as const,
  question: (id: string) => [...communityKeys.forum(), 'question', id] as const,
  liked: (id: string) => [...communityKeys.forum(), 'question', id, 'liked'] as const,
};

export const useQuestions = (filter: QuestionFilter) =>
  useQuery({ queryKey: forumKeys.list(filter), queryFn: ({ signal }) => api.call(routes.listQuestions, { query: filter, signal }) });

export const useCategoryCounts = () =>
  useQuery({ queryKey: forumKeys.counts(), queryFn: ({ signal }) => api.call(routes.categoryCounts, { signal }) });

export const useQuestion = (id: string) =>
  useQuery({ queryKey: forumKeys.question(id), queryFn: ({ signal }) => api.call(routes.question, { params: { id }, signal }) });

export const useLiked = (id: string, enabled: boolean) =>
  useQuery({ queryKey: forumKeys.liked(id), queryFn: ({ signal }) => api.call(routes.liked, { params: { id }, signal }), enabled });

export function useAsk() {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (body: AskQuestion, idempotencyKey) => api.call(routes.ask, { body, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: forumKeys.all() }),
  });
}

export function useAnswer(questionId: string) {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (content: string, idempotencyKey) => api.call(routes.answer, { body: { questionId, content }, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: forumKeys.all() }),
  });
}

/** The like toggle: the answer is the new state and count, written straight into the question and its liked read. */
export function useToggleLike(questionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.toggleLike, { params: { id: questionId } }),
    onSuccess: (state: QuestionLikeState) => {
      client.setQueryData(forumKeys.liked(questionId), { liked: state.liked });
      client.setQueryData<Question>(forumKeys.question(questionId), (q) => (q ? { ...q, likeCount: state.likeCount } : q));
      void client.invalidateQueries({ queryKey: [...forumKeys.all(), 'questions'] });
    },
  });
}

export function useAccept(questionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answerId: string) => api.call(routes.accept, { params: { id: questionId }, body: { answerId } }),
    onSuccess: async (question: Question) => {
      // A read of the question already on its way (the live answer's refresh) would land after this
      // answer and show the question as it was before the accept: it is called off first.
      await client.cancelQueries({ queryKey: forumKeys.question(questionId), exact: true });
      client.setQueryData(forumKeys.question(questionId), question);
      void client.invalidateQueries({ queryKey: [...forumKeys.all(), 'questions'] });
    },
  });
}
