import { NotAnImage } from './media.errors.ts';

/**
 * Bytes of a base64 data URL. The declared type is kept only as a hint of what the angler meant
 * (photo or video): the content decides what the file really is.
 */
export function decodeDataUrl(dataUrl: string): { declaredType: string; bytes: Buffer } {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(dataUrl);
  if (!match) throw new NotAnImage();
  return { declaredType: match[1]!.toLowerCase(), bytes: Buffer.from(match[2]!, 'base64') };
}
