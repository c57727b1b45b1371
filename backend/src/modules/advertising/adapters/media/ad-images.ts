import { inject } from 'inversify';
import { MediaStoreToken, type MediaStore } from '../../../../platform/tokens.ts';
import type { AdImages } from '../../application/ports.ts';

/** Ad images go through the platform's media store like every other picture. */
export class MediaStoreAdImages implements AdImages {
  constructor(@inject(MediaStoreToken) private readonly media: MediaStore) {}

  async store(dataUrl: string): Promise<string> {
    return (await this.media.storeImage(dataUrl)).url;
  }
}
