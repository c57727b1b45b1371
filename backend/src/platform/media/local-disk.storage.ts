import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage } from './object-storage.ts';

/** The URL prefix the backend serves MEDIA_DIR at (platform/http/media-files.ts). */
export const LOCAL_MEDIA_PREFIX = '/media/';

/**
 * Media on the server's own disk (the default): files under MEDIA_DIR, served by the backend at
 * `/media/<key>`. Good for one instance; several instances need shared storage (S3-compatible).
 */
export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<string> {
    const file = this.#fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside then renamed: a reader never sees half a file under its final, cached-forever name.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
    return this.urlOf(key);
  }

  async putFile(key: string, source: string, _contentType: string): Promise<string> {
    const file = this.#fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await fs.copyFile(source, partial); // the spool may be on another file system: copied, not renamed
    await fs.rename(partial, file);
    return this.urlOf(key);
  }

  keyOf(url: string): string | null {
    return url.startsWith(LOCAL_MEDIA_PREFIX) ? url.slice(LOCAL_MEDIA_PREFIX.length) : null;
  }

  urlOf(key: string): string {
    return `${LOCAL_MEDIA_PREFIX}${key}`;
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.#fileOf(key), { force: true });
  }

  #fileOf(key: string): string {
    const file = path.resolve(this.dir, key);
    if (!file.startsWith(path.resolve(this.dir) + path.sep)) throw new Error(`Media key escapes MEDIA_DIR: ${key}`);
    return file;
  }
}
