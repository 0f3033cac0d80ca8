import { useEffect, useRef, useState } from 'react';
import {
  PHOTO_MAX_BYTES,
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_LARGE,
  type Profile,
} from '../../../../common/schemas/account.ts';
import { PersonPhoto } from '../../../components/ui/person-photo.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { onFileChosen } from '../../../lib/on-file-chosen.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar.ts';
import { AccountSection } from './account-section.tsx';
import { Notice } from './notice.tsx';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_SAVED = 'Your photo is saved.';
export const PHOTO_REMOVED = 'Your photo is removed.';

type Chosen = { file: File; preview: string };

/** What the browser can tell of a chosen file before sending it; the server checks its content. */
const fileProblem = (file: File) =>
  !PHOTO_TYPES.includes(file.type) ? PHOTO_NOT_IMAGE : file.size > PHOTO_MAX_BYTES ? PHOTO_TOO_LARGE : null;

/** The person's photo: choose a file, see it, upload it; or remove the one there is. */
export function PhotoSection({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const choose = onFileChosen((file) => {
    upload.reset();
    remove.reset();
    const refused = fileProblem(file);
    setProblem(refused);
    setChosen(refused ? null : { file, preview: URL.createObjectURL(file) });
  });
  const send = async () => {
    if (!chosen) return;
    try {
      await upload.mutateAsync(chosen.file);
    } catch {
      return; // Shown from the mutation's error.
    }
    setChosen(null);
    toast.success(PHOTO_SAVED);
  };
  const drop = async () => {
    setProblem(null);
    upload.reset();
    try {
      await remove.mutateAsync();
    } catch {
      return;
    }
    toast.success(PHOTO_REMOVED);
  };
  const failure =
    problem ?? (upload.isError ? errorText(upload.error) : remove.isError ? errorText(remove.error) : null);
  const busy = upload.isPending || remove.isPending;

  return (
    <AccountSection
      title="Photo"
      description="Shown to you, your teachers or students, and the school: in the header, the dashboards and the lesson room when your camera is off."
    >
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
        <PersonPhoto
          name={`${profile.firstName} ${profile.lastName}`}
          url={chosen?.preview ?? profile.avatarUrl}
          size={112}
          className="size-28"
        />
        <div className="flex flex-col items-center gap-3 sm:items-start">
          <input
            ref={input}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            onChange={choose}
            className="hidden"
            aria-label="Photo file"
          />
          {chosen ? (
            <>
              <p className="text-sm text-slate-600">This is how your new photo will look.</p>
              <div className="flex flex-wrap justify-center gap-3">
                <button type="button" className="btn-primary" onClick={send} disabled={busy}>
                  {upload.isPending ? 'Uploading...' : 'Upload photo'}
                </button>
                <button
                  type="button"
                  className="btn-outline text-plum-800"
                  onClick={() => setChosen(null)}
                  disabled={busy}
                >
                  Cancel
                </button>
              </div>
            </>
          ) : (
            <>
              <p className="text-sm text-slate-600">A JPEG, PNG or WebP photo of up to 10 MB.</p>
              <div className="flex flex-wrap justify-center gap-3">
                <button
                  type="button"
                  className="btn-primary"
                  onClick={() => input.current?.click()}
                  disabled={busy}
                >
                  {profile.avatarUrl ? 'Choose a new photo' : 'Choose a photo'}
                </button>
                {profile.avatarUrl ? (
                  <button type="button" className="btn-outline text-red-700" onClick={drop} disabled={busy}>
                    {remove.isPending ? 'Removing...' : 'Remove photo'}
                  </button>
                ) : null}
              </div>
            </>
          )}
        </div>
      </div>
    </AccountSection>
  );
}
