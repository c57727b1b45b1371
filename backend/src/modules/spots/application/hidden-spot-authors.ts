import type { SpotAnswers, SpotsStore } from './spot-ports.ts';
import { spotAnswerKeys } from './spot-answer-keys.ts';

/**
 * Who added the spots hidden now (few, remembered with the shared answers): only their lists are read
 * apart from those answers, so each still finds their own hidden spots, marked.
 */
export function hiddenSpotAuthors(store: SpotsStore, answers: SpotAnswers): Promise<string[]> {
  return answers.answer(spotAnswerKeys.hiddenSpotAuthors(), () => store.hiddenSpotAuthors());
}
