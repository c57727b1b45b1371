import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, uploadMedia as uploadMediaFile } from '@tightlines/kit';
import { postsRoutes, type SharePost } from '@tightlines/contracts';
import type { z } from 'zod';
import { refreshAfterPostChange } from './keys.ts';

/**
 * Shares a catch or content; on success every feed, grid and count refreshes. `idempotencyKey`
 * is the form's one key (the kit's useActionKey): sent twice, it still makes one post.
 */
export function useSharePost(idempotencyKey?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof SharePost>) => api.call(postsRoutes.sharePost, { body: body as SharePost, idempotencyKey }),
    onSuccess: () => refreshAfterPostChange(client),
  });
}

/** Stores a photo or video (straight to the S3 bucket when media live there, else streamed as multipart) and answers its URLs. */
export const uploadMedia = (file: Blob) => uploadMediaFile(file);
