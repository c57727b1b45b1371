import assert from 'node:assert/strict';
import { AnswerReader } from './answer-reader.ts';

const sized = (status: number, body: string, extra = '') =>
  `HTTP/1.1 ${status} X\r\nContent-Type: application/json\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const chunked = (status: number, chunks: string[]) =>
  `HTTP/1.1 ${status} X\r\ntransfer-encoding: chunked\r\n\r\n${chunks.map((c) => `${Buffer.byteLength(c).toString(16)}\r\n${c}\r\n`).join('')}0\r\n\r\n`;

/** Every status the reader reports when `wire` arrives cut at each of `cuts`. */
function read(wire: string, cuts: number[]): number[] {
  const bytes = Buffer.from(wire);
  const reader = new AnswerReader();
  const statuses: number[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    statuses.push(...reader.feed(bytes.subarray(from, cut)));
    from = cut;
  }
  return statuses;
}

describe('the answer reader', () => {
  const conversation =
    sized(200, '{"questions":["\u00e9t\u00e9 \ud83c\udfa3"]}') +
    chunked(200, ['[{"a":1},', '{"b":"\r\n0\r\n\r\n"}]']) +
    'HTTP/1.1 204 No Content\r\n\r\n' +
    sized(503, '') +
    sized(404, 'x'.repeat(3_000));

  it('finds where each answer ends and its status, the bytes arriving whole', () => {
    assert.deepEqual(read(conversation, []), [200, 200, 204, 503, 404]);
  });

  it('does so whatever the arrival cuts the bytes at: heads, chunk sizes and bodies split anywhere', () => {
    const length = Buffer.byteLength(conversation);
    for (let cut = 1; cut < length; cut += 7) {
      assert.deepEqual(read(conversation, [cut]), [200, 200, 204, 503, 404], `cut at ${cut}`);
      assert.deepEqual(read(conversation, [cut, Math.min(length, cut + 3), Math.min(length, cut + 4)]), [200, 200, 204, 503, 404]);
    }
  });

  it('reports no answer before its last byte arrived', () => {
    const wire = sized(200, '{"ok":true}');
    assert.deepEqual(read(wire.slice(0, -1), []), []);
  });

  it('says when the server closes the connection after an answer', () => {
    const reader = new AnswerReader();
    assert.deepEqual(reader.feed(Buffer.from(sized(200, 'ok', 'Connection: close\r\n'))), [200]);
    assert.equal(reader.closing, true);
  });

  it('refuses a chunked body whose chunk size is not hexadecimal', () => {
    const reader = new AnswerReader();
    assert.throws(() => reader.feed(Buffer.from('HTTP/1.1 200 X\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n')), /not a chunk size/);
  });
});
