/**
 * The dumb half of media storage: put bytes under a key, get back the URL browsers load them from.
 * Keys are never reused (random ids), so whatever serves them may cache them forever.
 */
export interface ObjectStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Like `put`, from a file on local disk (a video spooled while it arrived), read as a stream. */
  putFile(key: string, file: string, contentType: string): Promise<string>;
  /** The key behind a URL this storage answered, or null when the URL is not one of its own. */
  keyOf(url: string): string | null;
  /** The URL of a key (for keys derived from another, like a photo's thumbnail). */
  urlOf(key: string): string;
  /** Removes the object under the key; one that is already gone is no error. */
  remove(key: string): Promise<void>;
}
