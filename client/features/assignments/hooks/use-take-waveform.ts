import { useQuery } from '@tanstack/react-query';
import { waveformPeaks } from '../../../lib/music/waveform-peaks.ts';
import { fetchTakeAudio } from '../api/take-audio.ts';

/** How many bars the waveform is drawn with. */
export const WAVEFORM_BARS = 120;

/** Decodes a take in the browser (Web Audio) into its waveform's bars; kept while the page lives. */
async function decodeTake(takeId: number): Promise<number[]> {
  const bytes = await fetchTakeAudio(takeId);
  // An offline context decodes without asking to play sound (no user gesture needed).
  const context = new OfflineAudioContext(1, 1, 44_100);
  const audio = await context.decodeAudioData(bytes);
  return waveformPeaks(audio.getChannelData(0), WAVEFORM_BARS);
}

/** The take's waveform, once the teacher opens it. */
export const useTakeWaveform = (takeId: number) =>
  useQuery({
    queryKey: ['take-waveform', takeId],
    queryFn: () => decodeTake(takeId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
