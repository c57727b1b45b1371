/** Answers shorter than this go out as the text they are: their copy is small, and one write either way. */
const AS_BYTES_FROM = 1024;

/**
 * A JSON text as what the socket is given: bytes for all but small answers. Node writes a text body
 * by joining it to the head (`head + body`) and flattening the join — a copy of the whole answer on
 * the JS heap, every request, that the next scavenge has to deal with (a 40 KB conversation list was
 * 40 of its ~100 KB a request). Bytes are kept off the heap and go out beside the head in one writev.
 */
export function jsonBytes(json: string): string | Buffer {
  return json.length < AS_BYTES_FROM ? json : Buffer.from(json);
}
