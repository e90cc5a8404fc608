/** What the forms store holds, key by key: refusals must leave it as it was. */
import type { Store } from '@netlify/blobs';

export async function storedKeys(store: Store): Promise<string[]> {
  const { blobs } = await store.list();
  return blobs.map((blob) => blob.key).sort();
}
