import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSize } from '../../../../common/format-size.ts';
import type { RecordingItem } from '../../../../common/schemas/recordings.ts';
import { mockApi, renderWithQuery } from '../../../test/render-with-query.tsx';
import { MyRecordings } from './my-recordings.tsx';
import { formatDuration } from './recording-format.ts';

const item = (over: Partial<RecordingItem>): RecordingItem => ({
  id: 1,
  class_id: 3,
  batch_name: 'Piano Basics',
  class_date: '2026-11-20',
  class_time: '10:00',
  starts_at: '2026-11-20T04:30:00.000Z',
  when_label: 'Fri 20 Nov 2026, 04:30 London time (10:00 in India)',
  teacher_name: 'Tara Teacher',
  student_name: 'Sam Student',
  status: 'ready',
  duration_ms: 754_000,
  size_bytes: 12_345_678,
  created_at: '2026-11-20T10:00:00.000Z',
  file_url: '/api/recordings/1/file',
  ...over,
});

describe('MyRecordings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each recording with its time on the viewer's clock and length, plays it in the page, links the download, and says when it is processing", async () => {
    mockApi({
      '/api/my_recordings': {
        recordings: [
          item({}),
          item({ id: 2, batch_name: 'Violin', status: 'processing', duration_ms: null, file_url: null }),
        ],
      },
    });
    renderWithQuery(<MyRecordings />);
    expect(await screen.findByText('12:34')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Fri 20 Nov 2026, 04:30 London time (10:00 in India) · Tara Teacher with Sam Student',
      ),
    ).toHaveLength(2);
    const label = 'Piano Basics, Fri 20 Nov 2026, 04:30 London time (10:00 in India)';
    expect(screen.getByRole('link', { name: `Download: ${label}` })).toHaveAttribute(
      'href',
      '/api/recordings/1/file?download=1',
    );
    expect(screen.getByText('Processing: the recording will be ready in a moment.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Play/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: `Play: ${label}` }));
    expect(screen.getByLabelText(`Recording: ${label}`)).toHaveAttribute('src', '/api/recordings/1/file');
  });

  it('offers slow practice under the player: A and B where it plays, looped, slower with the pitch kept', async () => {
    mockApi({ '/api/my_recordings': { recordings: [item({})] } });
    renderWithQuery(<MyRecordings />);
    const label = 'Piano Basics, Fri 20 Nov 2026, 04:30 London time (10:00 in India)';
    await userEvent.click(await screen.findByRole('button', { name: `Play: ${label}` }));
    const video = screen.getByLabelText(`Recording: ${label}`) as HTMLVideoElement;
    const practice = await screen.findByRole('region', { name: 'Slow practice' });
    expect(video.preservesPitch).toBe(true);
    expect(within(practice).getByTestId('slow-loop')).toHaveTextContent('Loop off: plays to the end');

    // The element's time line as a playing video moves it.
    let now = 0;
    Object.defineProperty(video, 'currentTime', {
      get: () => now,
      set: (t: number) => {
        now = t;
      },
      configurable: true,
    });
    Object.defineProperty(video, 'duration', { value: 754, configurable: true });
    fireEvent(video, new Event('loadedmetadata'));
    now = 61.25;
    await userEvent.click(within(practice).getByRole('button', { name: 'Set A here' }));
    now = 75.5;
    await userEvent.click(within(practice).getByRole('button', { name: 'Set B here' }));
    await userEvent.click(within(practice).getByRole('checkbox', { name: 'Loop A to B' }));
    expect(within(practice).getByTestId('slow-loop')).toHaveTextContent('Loop A 1:01.2 to B 1:15.5');
    // Turned on at B: it starts again at A; past B it goes back.
    expect(now).toBe(61.25);
    now = 75.6;
    fireEvent(video, new Event('timeupdate'));
    expect(now).toBe(61.25);

    fireEvent.change(within(practice).getByRole('slider', { name: /Speed/ }), { target: { value: '60' } });
    expect(video.playbackRate).toBe(0.6);
    expect(within(practice).getByText('60 %')).toBeInTheDocument();
  });

  it("shows the lesson's scores beside its recording, each to open or to download with its marks", async () => {
    const score = {
      id: 9,
      class_id: 3,
      file_name: 'Raag Yaman.pdf',
      mime_type: 'application/pdf',
      size_bytes: 2048,
      pages: 3,
      page: 2,
      locked: false,
      opened_by: 'teacher',
      url: '/api/class_scores/9/file',
      marked_pdf_url: '/api/class_scores/9/marked.pdf',
      created_at: '2026-11-20T10:05:00.000Z',
      marks: [{ id: 1 }, { id: 2 }],
      marks_after: null,
      mark_count: 2,
    };
    mockApi({
      '/api/my_recordings': { recordings: [item({})] },
      '/api/class_scores': { success: true, data: { scores: [score] }, message: 'Scores' },
    });
    renderWithQuery(<MyRecordings />);
    expect(await screen.findByText('Score: Raag Yaman.pdf (2 marks)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download with marks: Raag Yaman.pdf' })).toHaveAttribute(
      'href',
      '/api/class_scores/9/marked.pdf',
    );
    expect(screen.getByRole('link', { name: 'Open score: Raag Yaman.pdf' })).toHaveAttribute(
      'href',
      '/api/class_scores/9/file',
    );
  });

  it('formats lengths and sizes', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(15_400)).toBe('0:15');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(formatSize(512)).toBe('512 bytes');
    expect(formatSize(12_345_678)).toBe('12 MB');
    expect(formatSize(1536)).toBe('1.5 KB');
  });
});
