// The time-stretch worklet built by Vite as its own file, for audioWorklet.addModule.
import url from './stretch-worklet.ts?worker&url';

export const stretchWorkletUrl: string = url;
