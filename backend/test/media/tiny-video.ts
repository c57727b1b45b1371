import sharp from 'sharp';

/**
 * A real, playable one-frame WebM video, made here without a video encoder: a lossy WebP picture is
 * a VP8 key frame in a RIFF wrapper, so sharp encodes the frame and this rewraps it in the Matroska
 * (EBML) container browsers play — header, segment info, one V_VP8 track, one cluster with the frame.
 */
export async function aTinyWebmVideo(width = 64, height = 48): Promise<Buffer> {
  const webp = await sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .webp({ quality: 60 })
    .toBuffer();
  if (webp.toString('ascii', 12, 16) !== 'VP8 ') throw new Error('expected a simple lossy WebP (VP8 chunk)');
  const frame = webp.subarray(20, 20 + webp.readUInt32LE(16));

  const header = element('1A45DFA3', [
    uint('4286', 1),
    uint('42F7', 1),
    uint('42F2', 4),
    uint('42F3', 8),
    element('4282', Buffer.from('webm')),
    uint('4287', 2),
    uint('4285', 2),
  ]);
  const info = element('1549A966', [
    uint('2AD7B1', 1_000_000),
    element('4D80', Buffer.from('tightlines')),
    element('5741', Buffer.from('tightlines')),
    float('4489', 40),
  ]);
  const track = element('AE', [
    uint('D7', 1),
    uint('73C5', 1),
    uint('83', 1),
    element('86', Buffer.from('V_VP8')),
    element('E0', [uint('B0', width), uint('BA', height)]),
  ]);
  const block = Buffer.concat([Buffer.from([0x81, 0x00, 0x00, 0x80]), frame]); // track 1, time 0, key frame
  const cluster = element('1F43B675', [uint('E7', 0), element('A3', block)]);
  return Buffer.concat([header, element('18538067', [info, element('1654AE6B', [track]), cluster])]);
}

/** One EBML element: its id, its size as an 8-byte variable-length integer, its data. */
function element(id: string, data: Buffer | Buffer[]): Buffer {
  const body = Array.isArray(data) ? Buffer.concat(data) : data;
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  return Buffer.concat([Buffer.from(id, 'hex'), size, body]);
}

const uint = (id: string, value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return element(id, bytes);
};

const float = (id: string, value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
};
