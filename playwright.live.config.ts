import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, FAKE_MEDIA_ARGS } from './scripts/chromium-path.mjs';
import { liveServerEnv } from './scripts/live-test-server.ts';
import { signalFile } from './scripts/music-signals.ts';
import { swaraJourneyFile } from './scripts/pitch-signals.ts';

// The live class journeys: two browser contexts (teacher and student) with fake camera,
// microphone and screen, against servers with no STUN/TURN servers. Run them through
// `npm run test:e2e:live`, which puts servers and browsers in a loopback-only network
// namespace (scripts/in-loopback.mjs). One server pushes events (the default), the other
// is set to LIVE_TRANSPORT=poll: the spec's polling calls alone.
const port = Number(process.env.E2E_PORT ?? 3211);
const pollPort = port + 1;

const server = (p: number, transport: 'push' | 'poll') => ({
  command: 'node --import tsx server/server.ts',
  url: `http://127.0.0.1:${p}/api/health`,
  reuseExistingServer: false,
  // Generous: on a loaded 2-core machine a server took 48-84 s to start.
  timeout: 180_000,
  env: liveServerEnv(p, transport),
});

/** The system Chromium with the closed-network flags and the given media flags. */
const chromiumWith = (media: string[]) => ({
  executablePath: chromiumPath() ?? undefined,
  args: [...CHROMIUM_ARGS, ...media],
});

const AUTOPLAY = '--autoplay-policy=no-user-gesture-required';
const VIOLIN_AUTOPLAY = [
  ...FAKE_MEDIA_ARGS,
  `--use-file-for-fake-audio-capture=${signalFile('violin')}`,
  AUTOPLAY,
];

const swaraFile = swaraJourneyFile();

/** One journey's project: its spec, the server it talks to and, where they differ, its media flags. */
const journey = (name: string, spec: string, serverPort: number, media?: string[]) => ({
  name,
  testMatch: spec,
  use: {
    baseURL: `http://127.0.0.1:${serverPort}`,
    ...(media ? { launchOptions: chromiumWith(media) } : {}),
  },
});

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  // The journeys complete the demo class: a retry on the same server would find it completed.
  // A real-time journey on a shared runner can miss a beat once; a second failure fails the run.
  retries: process.env.CI ? 1 : 0,
  // Time-outs catch a hang, not a slow machine: a journey takes 8-30 s on a quiet one, most of
  // it real time (a recording, a reload); a single wait (a remote frame, a reconnect) a few seconds.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-live.json' }]],
  // Its own output folder (a run clears it as it starts), apart from the other configs'.
  outputDir: 'test-results/live',
  // Browsers on the school's clock, as most of its people are (a signed-in person's zone is their
  // browser's): a journey abroad sets its own timezoneId.
  use: {
    trace: 'off',
    timezoneId: 'Asia/Kolkata',
    launchOptions: chromiumWith(FAKE_MEDIA_ARGS),
  },
  // The push journey runs the teacher at 1440 px and the student at 390 px (both layouts).
  // The devices journey has three fake cameras to choose from (and Chromium's three microphones).
  projects: [
    journey('live-devices', 'live-class-devices.spec.ts', port, [
      ...FAKE_MEDIA_ARGS.filter((a) => a !== '--use-fake-device-for-media-stream'),
      '--use-fake-device-for-media-stream=device-count=3',
    ]),
    journey('live', 'live-class.spec.ts', port),
    // Music mode: both fake microphones play a stereo violin-like note (440 Hz left, 660 Hz right).
    journey('live-music', 'live-class-music.spec.ts', port, VIOLIN_AUTOPLAY),
    // Practice tools: the metronome in time on both pages (Web Audio may start without a click).
    journey('live-practice', 'live-class-practice.spec.ts', port, [...FAKE_MEDIA_ARGS, AUTOPLAY]),
    // Recordings: the teacher plays the violin-like note, the student's own browser (started by
    // the test) piano notes, so the recording shows both parties' sound.
    journey('live-recording', 'live-class-recording.spec.ts', port, VIOLIN_AUTOPLAY),
    // Pitch: both fake microphones sing swaras over Sa = 220 Hz (sox-made; without sox the
    // journey skips, saying so).
    journey('live-pitch', 'live-class-pitch.spec.ts', port, [
      ...FAKE_MEDIA_ARGS,
      ...(swaraFile ? [`--use-file-for-fake-audio-capture=${swaraFile}`] : []),
      AUTOPLAY,
    ]),
    // The shared keyboard: a fake Web MIDI input on the student's side (scripts/fake-midi.ts).
    journey('live-keyboard', 'live-class-keyboard.spec.ts', port),
    // A backing track: the teacher plays a generated tone into the lesson, the student hears it.
    journey('live-backing-track', 'live-class-backing-track.spec.ts', port, [...FAKE_MEDIA_ARGS, AUTOPLAY]),
    journey('live-poll', 'live-class-poll.spec.ts', pollPort),
    // A party's photo over their tile while their camera is off.
    journey('live-photo', 'live-class-photo.spec.ts', port),
    // The shared score: a PDF both mark, the teacher at 1440 px, the student at 390 px.
    journey('live-score', 'live-class-score.spec.ts', port),
    // The second camera: fake cameras beside the face; Chromium's second fake camera gives 16-bit
    // depth frames WebRTC does not send, so there are three and the journey sends the third.
    journey('live-second-camera', 'live-class-second-camera.spec.ts', port, [
      ...FAKE_MEDIA_ARGS.filter((a) => a !== '--use-fake-device-for-media-stream'),
      '--use-fake-device-for-media-stream=device-count=3',
    ]),
    // A group lesson on a real Janus the journey starts with its own server (skipped without Janus).
    journey('live-group', 'live-class-group.spec.ts', port),
    // A recital: its own server and Janus in the spec's process (skipped, saying so, without janus).
    journey('live-recital', 'live-class-recital.spec.ts', port),
  ],
  webServer: [server(port, 'push'), server(pollPort, 'poll')],
});
