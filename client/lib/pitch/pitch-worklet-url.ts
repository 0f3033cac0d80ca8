// The pitch worklet built by Vite as its own file (pitchy bundled in), for audioWorklet.addModule.
import url from './pitch-worklet.ts?worker&url';

export const pitchWorkletUrl: string = url;
