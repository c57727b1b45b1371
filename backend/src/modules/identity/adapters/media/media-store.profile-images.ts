import { inject } from 'inversify';
import { MediaStoreToken, type MediaStore } from '../../../../platform/tokens.ts';
import type { ProfileImageStore } from '../../application/ports.ts';

/**
 * Profile pictures and banners go through the platform's media store like every photo: real type
 * checked by content, 5 MB limit (413 with the spec's message), location metadata stripped.
 */
export class MediaStoreProfileImages implements ProfileImageStore {
  constructor(@inject(MediaStoreToken) private readonly media: MediaStore) {}

  async storeImage(dataUrl: string): Promise<string> {
    return (await this.media.storeImage(dataUrl)).url;
  }
}
