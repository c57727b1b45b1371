import { MEDIA_LIMITS } from '@tightlines/contracts';

/** Why a chosen picture cannot be used, as the toast says it (the same words as the anglers' uploads). */
export function imageProblem(file: { type: string; size: number }): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid file type', description: 'Please select an image file' };
  if (file.size > MEDIA_LIMITS.imageBytes) return { title: 'File too large', description: 'Please select an image smaller than 5MB' };
  return null;
}

/** The picture as a data URL, the form the ad's image travels in (contracts: media.ts). */
export function readImage(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}
