import { existsSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

// The MIDI keyboard of the live journeys and the screenshots. Chromium's Web MIDI on Linux reads the ALSA sequencer
// (/dev/snd/seq, with snd-virmidi or a port made by amidi/aseqdump); a container without sound
// devices has none, so the journey uses this FALLBACK instead: a fake navigator.requestMIDIAccess,
// installed in the page before its scripts, with one input that plays the raw MIDI bytes the test
// gives it as MIDIMessageEvents, as a real keyboard's would arrive. Only the tests install it.

/** The name the fake input reports, so a screenshot or a failure says which keyboard it was. */
export const FAKE_MIDI_NAME = 'Fake MIDI keyboard (test fallback)';

/** Whether this machine has an ALSA sequencer a virtual MIDI port could be made on. */
export const alsaSequencer = () => existsSync('/dev/snd/seq');

/** Installs the fallback MIDI keyboard in every page of the context (see above). */
export async function installFakeMidi(context: BrowserContext) {
  await context.addInitScript(fakeMidi, FAKE_MIDI_NAME);
}

/**
 * The same in a page already open: the room asks for MIDI access only when sharing starts, so
 * a fake put in place before then is the one it gets.
 */
export async function fakeMidiNow(page: Page) {
  // Run from tsx (the screenshots), the function carries tsx's `__name` helper: the page gets one.
  await page.evaluate('window.__name = (f) => f');
  await page.evaluate(fakeMidi, FAKE_MIDI_NAME);
}

/** The same as a script for `addInitScript` (the benches' pages); needs tsx's `__name` helper defined first. */
export const fakeMidiScript = () => `(${fakeMidi.toString()})(${JSON.stringify(FAKE_MIDI_NAME)});`;

/** Runs in the page: the fake requestMIDIAccess, and fakeMidiPlay(bytes) to play on it. */
function fakeMidi(name: string) {
  type Handler = ((e: { data: Uint8Array; timeStamp: number }) => void) | null;
  const input = { id: 'fake-1', name, type: 'input', state: 'connected', onmidimessage: null as Handler };
  const access = {
    inputs: new Map([[input.id, input]]),
    outputs: new Map(),
    onstatechange: null,
    sysexEnabled: false,
  };
  Object.defineProperty(Navigator.prototype, 'requestMIDIAccess', {
    configurable: true,
    value: () => Promise.resolve(access),
  });
  (window as unknown as { fakeMidiPlay(bytes: number[]): boolean }).fakeMidiPlay = (bytes) => {
    if (!input.onmidimessage) return false;
    input.onmidimessage({ data: new Uint8Array(bytes), timeStamp: performance.now() });
    return true;
  };
}

/** A browser without Web MIDI (Safari, or Firefox before its permission): no requestMIDIAccess. */
export async function removeWebMidi(context: BrowserContext) {
  await context.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).requestMIDIAccess;
  });
}

/** Plays raw MIDI bytes on the page's fake keyboard; fails when the page is not listening to it. */
export async function playMidi(page: Page, bytes: number[]) {
  const heard = await page.evaluate(
    (b) => (window as unknown as { fakeMidiPlay(bytes: number[]): boolean }).fakeMidiPlay(b),
    bytes,
  );
  if (!heard) throw new Error('the page is not listening to the fake MIDI keyboard');
}
