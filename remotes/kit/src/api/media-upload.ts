import { MEDIA_MESSAGES, postsRoutes, type DirectUpload, type StoredMedia } from '@tightlines/contracts';
import { ApiError } from './api-error.ts';
import { call, upload } from './client.ts';
import { isOffline } from '../offline/network.ts';

/**
 * Stores a photo or video and answers where it is. When the server's media live in an S3 bucket it
 * signs a form for this one file (POST /api/media/direct), the browser sends the file straight to
 * the bucket (nothing passes through the app), and the server checks it by content and stores it
 * (POST /api/media/direct/:id). Otherwise — the server answers the offer 404 (one small round trip
 * before a photo's upload; not remembered, so a server that gains a bucket is used at once) — the
 * file streams as multipart to /api/media. Refusals carry the spec's messages either way (ApiError).
 */
export async function uploadMedia(file: Blob, signal?: AbortSignal): Promise<StoredMedia> {
  // Without signal, say so at once (as fetch would): the offer's keyed retries would hold the picker
  // for two seconds before the photo is kept on the device.
  if (isOffline()) throw new TypeError('No connection');
  const kind = file.type.startsWith('video/') ? 'video' : 'image';
  // A file the browser could not type goes the streamed way, where the server reads its type from its bytes.
  if (file.type) {
    let offer: DirectUpload | undefined;
    try {
      offer = await call(postsRoutes.offerDirectUpload, { body: { kind, contentType: file.type, size: file.size }, signal });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    if (offer) {
      const form = new FormData();
      for (const [name, value] of Object.entries(offer.fields)) form.append(name, value);
      form.append('file', file); // last: the bucket reads every field before the file
      const sent = await fetch(offer.url, { method: 'POST', body: form, signal });
      if (!sent.ok) {
        // The bucket holds to what was signed: a file larger than its kind allows is the one refusal an angler can cause.
        throw new ApiError(413, kind === 'video' ? MEDIA_MESSAGES.videoTooLarge : MEDIA_MESSAGES.imageTooLarge);
      }
      return call(postsRoutes.confirmDirectUpload, { params: { id: offer.id }, signal });
    }
  }
  return upload(postsRoutes.uploadMedia, { file, signal });
}
