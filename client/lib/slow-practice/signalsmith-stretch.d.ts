// The package ships JavaScript only; these are the parts slow practice uses (its README).
declare module 'signalsmith-stretch' {
  /** One change to the stretch's playback, from context time `output` on. */
  export type StretchChange = {
    output?: number;
    active?: boolean;
    /** Seconds into the buffers added. */
    input?: number;
    rate?: number;
    /** Looping is off where the two are equal. */
    loopStart?: number;
    loopEnd?: number;
  };
  export type StretchNode = AudioWorkletNode & {
    addBuffers(channels: Float32Array[]): Promise<number>;
    dropBuffers(): Promise<unknown>;
    schedule(change: StretchChange): Promise<unknown>;
    /** The node's own delay, in seconds: how far ahead a start is scheduled to begin exactly. */
    latency(): Promise<number>;
  };
  type Create = ((context: BaseAudioContext, options?: AudioWorkletNodeOptions) => Promise<StretchNode>) & {
    /** Where the audio-thread half is loaded from (by default a blob: URL of its own code). */
    moduleUrl?: string;
  };
  const SignalsmithStretch: Create;
  export default SignalsmithStretch;
}
