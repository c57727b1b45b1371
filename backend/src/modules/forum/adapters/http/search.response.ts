import { hiddenMarkOf } from '@tightlines/contracts';
import { PreparedJson } from '../../../../platform/http/prepared-json.ts';
import { hiddenFor } from '../../domain/visibility.ts';
import type { QuestionFace, SearchHitSeen } from '../../application/search-questions.ts';

/**
 * A value as JSON in ASCII only: every other character written as its `\u` escape (the same value
 * once parsed). A preview ends in '…', and one such character makes the whole answer a two-byte
 * string that the socket must convert; in ASCII it is copied as it is.
 */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A face's fixed parts of a QuestionSummary (contracts/forum.ts), in its order: before the asker's card, and its time after it. */
interface FaceJson {
  head: string;
  at: string;
}
/** Written once per face: the searches that remember a question share its face. */
const written = new WeakMap<QuestionFace, FaceJson>();
function faceJson(face: QuestionFace): FaceJson {
  let json = written.get(face);
  if (!json) {
    json = {
      head: `{"id":${asciiJson(face.id)},"title":${asciiJson(face.title)},"preview":${asciiJson(face.preview)},"category":${asciiJson(face.category)},"userId":${asciiJson(face.askerId)}`,
      at: `"createdAt":"${face.createdAt.toISOString()}"`,
    };
    written.set(face, json);
  }
  return json;
}

/**
 * A search's page as QuestionSummary[] (the same JSON as `toQuestionSummary` writes, keys in its order),
 * written from the faces' JSON and what moves: no summary object per row, no stringify of the page.
 *
 * A page with nothing hidden reads the same for every viewer, and a remembered page is one array that
 * many searches answer with (sql-question-search.ts): its JSON is written once, and from its second
 * answer on it goes out as bytes made once (PreparedJson.ofWritten) — no copy of the text joined to the
 * head, encoded and measured again for every search. A page answered once stays text.
 */
export function searchAnswer(hits: readonly SearchHitSeen[], viewerId: string): PreparedJson {
  const known = pages.get(hits);
  // Known: written for an earlier answer, so this one is at least its second.
  if (known !== undefined) return PreparedJson.ofWritten(known);
  const json = pageJson(hits, viewerId);
  if (hits.every((hit) => hit.hidden === null)) pages.set(hits, { json });
  return PreparedJson.fromJson(json);
}

/** Pages written, by the page (a remembered page is one array many searches answer with). */
const pages = new WeakMap<readonly SearchHitSeen[], { readonly json: string }>();

function pageJson(hits: readonly SearchHitSeen[], viewerId: string): string {
  let json = '[';
  for (const hit of hits) {
    const face = faceJson(hit.face);
    const hidden = hit.hidden ? asciiJson(hiddenMarkOf(hiddenFor({ authorId: hit.face.askerId, hidden: hit.hidden }, viewerId))) : 'null';
    if (json.length > 1) json += ',';
    json += `${face.head},${hit.askerCard ?? `"userDisplayName":${asciiJson(hit.asker?.name ?? null)},"userProfileImage":${asciiJson(hit.asker?.image ?? null)}`},${face.at},"answerCount":${hit.answerCount},"likeCount":${hit.likeCount},"hasAcceptedAnswer":${hit.hasAcceptedAnswer},"hidden":${hidden}}`;
  }
  return `${json}]`;
}
