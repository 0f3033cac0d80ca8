import { useEffect, useState } from 'react';
import { PianoSynth } from './piano-synth.ts';

/** The built-in piano sound, off until the person turns it on (a click: the browser lets it play). */
export function usePianoSound() {
  const [synth] = useState(() => new PianoSynth(() => new AudioContext({ latencyHint: 'interactive' })));
  const [on, setOn] = useState(false);
  useEffect(() => () => synth.stop(), [synth]);
  const turn = (next: boolean) => {
    if (next) synth.start();
    else synth.stop();
    setOn(next);
  };
  return { synth, on, turn };
}
