import { MEDIA_LIMITS } from '@tightlines/contracts';

export type MediaKind = 'image' | 'video';

/** Why a chosen file cannot be shared, as the toast says it (spec part 1 §5). */
export interface FileProblem {
  title: string;
  description: string;
}

const LIMIT_BYTES: Record<MediaKind, number> = { image: MEDIA_LIMITS.imageBytes, video: MEDIA_LIMITS.videoBytes };

/**
 * Checks a chosen file before it is read: the type must be an image (or a video) and
 * the size within the limit the server also enforces (5MB for photos). Returns null
 * when the file may be uploaded.
 */
export function checkMediaFile(file: { type: string; size: number }, kind: MediaKind = 'image'): FileProblem | null {
  if (!file.type.startsWith(`${kind}/`))
    return { title: 'Invalid file type', description: `Please select ${kind === 'image' ? 'an image' : 'a video'} file` };
  if (file.size > LIMIT_BYTES[kind])
    return {
      title: 'File too large',
      description: kind === 'image' ? 'Please select an image smaller than 5MB' : 'Please select a video smaller than 20MB',
    };
  return null;
}

/** Reads a file as a data URL, the form every upload travels in (contracts: media.ts). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}
