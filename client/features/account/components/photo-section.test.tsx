import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE } from '../../../../common/schemas/account.ts';
import { toast } from '../../../lib/toast.ts';
import { profile } from '../../../test/builders.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { PHOTO_REMOVED, PHOTO_SAVED, PhotoSection } from './photo-section.tsx';

const person = (avatarUrl: string | null) => profile({ avatarUrl });
const file = (name: string, type: string, size = 4) => new File([new Uint8Array(size)], name, { type });
// jsdom keeps a file's type as given and takes any file, whatever the input's accept says.
const user = () => userEvent.setup({ applyAccept: false });

describe('PhotoSection', () => {
  // jsdom has no object URLs; the next test files share this jsdom (isolate: false).
  const { createObjectURL, revokeObjectURL } = URL;
  const created = vi.fn(() => 'blob:preview');
  beforeEach(() => {
    created.mockClear();
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the initials without a photo, the photo with one', () => {
    mockApi({});
    const { unmount } = renderWithQuery(<PhotoSection profile={person(null)} />);
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveTextContent('AR');
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    unmount();
    renderWithQuery(<PhotoSection profile={person('/api/avatars/7?v=1')} />);
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', '/api/avatars/7?v=1');
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('refuses a file that is not a JPEG, PNG or WebP, or is too large, without sending it', async () => {
    const calls = mockApi({});
    renderWithQuery(<PhotoSection profile={person(null)} />);
    const input = screen.getByLabelText('Photo file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user().upload(input, file('page.html', 'text/html'));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_NOT_IMAGE);
    await user().upload(input, file('huge.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_TOO_LARGE);
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('previews the chosen photo, uploads its raw bytes under its type, and shows the server’s refusal', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    let answer: () => unknown = () =>
      Response.json({ error: PHOTO_NOT_IMAGE, message: PHOTO_NOT_IMAGE }, { status: 400 });
    mockApi({ 'POST /api/user/upload-avatar': () => answer() });
    renderWithQuery(<PhotoSection profile={person(null)} />);
    const photo = file('me.webp', 'image/webp');
    await user().upload(screen.getByLabelText('Photo file'), photo);
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', 'blob:preview');
    expect(created).toHaveBeenCalledWith(photo);

    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_NOT_IMAGE);
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/upload-avatar');
    expect(init).toMatchObject({ method: 'POST', body: photo, headers: { 'content-type': 'image/webp' } });

    answer = () => ({ profile: person('/api/avatars/7?v=2') });
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(PHOTO_SAVED));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();
  });

  it('cancels a chosen photo, and removes the current one', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({ 'DELETE /api/user/upload-avatar': () => ({ profile: person(null) }) });
    renderWithQuery(<PhotoSection profile={person('/api/avatars/7?v=1')} />);
    await user().upload(screen.getByLabelText('Photo file'), file('me.png', 'image/png'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', '/api/avatars/7?v=1');

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(PHOTO_REMOVED));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/user/upload-avatar']);
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
  });
});
