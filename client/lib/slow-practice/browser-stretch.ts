import type { StretchNode } from 'signalsmith-stretch';
import { stretchWorkletUrl } from './stretch-worklet-url.ts';

/**
 * A stereo signalsmith-stretch node, its audio-thread half loaded from the site's own file. The
 * package (WebAssembly inside, ~110 KB) loads only when a recording is opened. One input, even
 * unused: with none, its processor fails on its first quiet block (and is silent from then on).
 */
export async function createStretch(ctx: BaseAudioContext): Promise<StretchNode> {
  const { default: SignalsmithStretch } = await import('signalsmith-stretch');
  SignalsmithStretch.moduleUrl = stretchWorkletUrl;
  return SignalsmithStretch(ctx, { numberOfInputs: 1, numberOfOutputs: 1, outputChannelCount: [2] });
}
