import { z } from 'zod';

/** Every failed JSON call answers with this shape (spec part 1 §8, design rule 6). */
export const ErrorBody = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * The current-user call answers 401 with the plain text body `Unauthorized`,
 * so the client's error message reads `401: Unauthorized` (spec part 1 §8).
 */
export const UnauthorizedText = z.literal('Unauthorized');
