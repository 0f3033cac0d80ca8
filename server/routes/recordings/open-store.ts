import { diskStore, type RecordingStore, type StoreSettings } from './recording-store.ts';

/** The store its settings name (the S3 client is loaded only for a bucket). */
export async function openStore(settings: StoreSettings): Promise<RecordingStore> {
  if (settings.kind === 'disk') return diskStore(settings.dir);
  const { s3Store } = await import('./s3-store.ts');
  return s3Store(settings);
}
