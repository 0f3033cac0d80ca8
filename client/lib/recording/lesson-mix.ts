import type { MediaRecorderLike } from './recorder-api.ts';

/**
 * The two parties' current streams: each one's camera, or its shared screen while it shares, and
 * each one's second camera while it is on. A group lesson's `student` is the student shown (who
 * sounds), and `sound` everyone else whose sound is recorded with them.
 */
export type LessonSources = () => {
  teacher: MediaStream | null;
  student: MediaStream | null;
  teacherSecond: MediaStream | null;
  studentSecond: MediaStream | null;
  sound?: MediaStream[];
};

export type MixOptions = {
  /** Music mode: stereo at its bitrate; otherwise one channel at a speech bitrate. */
  stereo: boolean;
  audioKbps: number;
  /** A recital's stage: the one picture (`student`, the performer on) fills a 16:9 canvas. */
  stage?: boolean;
};

const WIDTH = 1280;
const HEIGHT = 360;
const STAGE_HEIGHT = 720;
/** The stage's one picture, in the student's place. */
const STAGE_SLOTS: (Slot | null)[] = [null, null, { x: 0, y: 0, w: WIDTH, h: STAGE_HEIGHT }, null];
const FPS = 30;
const VIDEO_BPS = 2_000_000;

export type Slot = { x: number; y: number; w: number; h: number };

/**
 * Where each picture goes on the canvas, in the order teacher, teacher's second camera, student,
 * student's second camera: each party has half the width; a party with a second camera shows it
 * beside their face, each in half of that half. A picture not shown has no slot.
 */
export function mixSlots(second: { teacher: boolean; student: boolean }): (Slot | null)[] {
  const half = WIDTH / 2;
  const party = (x: number, withSecond: boolean): (Slot | null)[] =>
    withSecond
      ? [
          { x, y: 0, w: half / 2, h: HEIGHT },
          { x: x + half / 2, y: 0, w: half / 2, h: HEIGHT },
        ]
      : [{ x, y: 0, w: half, h: HEIGHT }, null];
  return [...party(0, second.teacher), ...party(half, second.student)];
}

/** The first WebM type this browser records (the server keeps WebM only). */
export function recordingMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  const types = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'];
  return types.find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

/**
 * The lesson as one stream: both parties' video side by side on a canvas (teacher left, student
 * right, each fitted into its half, a second camera beside its party's face while it is on), and
 * both parties' audio mixed with Web Audio. It follows
 * the sources as they change (a screen share in place of a camera, a reconnection's new stream).
 */
export function createLessonMix(sources: LessonSources, options: MixOptions) {
  const canvas = document.createElement('canvas');
  const height = options.stage ? STAGE_HEIGHT : HEIGHT;
  canvas.width = WIDTH;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('no 2d canvas');
  const videos = [0, 1, 2, 3].map(() => {
    const v = document.createElement('video');
    v.muted = true;
    v.playsInline = true;
    return v;
  });
  const channels = options.stereo ? 2 : 1;
  const audio = new AudioContext({ sampleRate: 48_000 });
  const destination = audio.createMediaStreamDestination();
  destination.channelCount = channels;
  let wired: { tracks: MediaStreamTrack[]; nodes: AudioNode[] } = { tracks: [], nodes: [] };

  const show = (video: HTMLVideoElement, stream: MediaStream | null) => {
    const track = stream?.getVideoTracks()[0] ?? null;
    const current = (video.srcObject as MediaStream | null)?.getVideoTracks()[0] ?? null;
    if (track === current) return;
    video.srcObject = track ? new MediaStream([track]) : null;
    if (track) void video.play().catch(() => undefined);
  };

  const rewireAudio = (streams: (MediaStream | null)[]) => {
    const live = streams.flatMap((s) => s?.getAudioTracks() ?? []).filter((t) => t.readyState === 'live');
    // A track in two of the streams (the shown student's is in `sound` too) is mixed once. By the
    // track itself, not its id: Janus gives every subscriber's audio the same one.
    const tracks = [...new Set(live)];
    if (tracks.length === wired.tracks.length && tracks.every((t, i) => t === wired.tracks[i])) return;
    for (const n of wired.nodes) n.disconnect();
    const nodes = tracks.map((t) => {
      const source = audio.createMediaStreamSource(new MediaStream([t]));
      source.connect(destination);
      return source;
    });
    wired = { tracks, nodes };
  };

  const draw = () => {
    const { teacher, student, teacherSecond, studentSecond, sound = [] } = sources();
    const pictures = [teacher, teacherSecond, student, studentSecond];
    for (const [i, stream] of pictures.entries()) show(videos[i], stream);
    rewireAudio([teacher, student, ...sound]);
    g.fillStyle = '#1c1026';
    g.fillRect(0, 0, WIDTH, height);
    const slots = options.stage
      ? STAGE_SLOTS
      : mixSlots({
          teacher: !!teacherSecond?.getVideoTracks().length,
          student: !!studentSecond?.getVideoTracks().length,
        });
    videos.forEach((v, i) => {
      const slot = slots[i];
      if (!slot || !v.srcObject || v.videoWidth === 0) return;
      const scale = Math.min(slot.w / v.videoWidth, slot.h / v.videoHeight);
      const w = v.videoWidth * scale;
      const h = v.videoHeight * scale;
      g.drawImage(v, slot.x + (slot.w - w) / 2, slot.y + (slot.h - h) / 2, w, h);
    });
  };
  draw();
  // A timer, not animation frames: those stop while the teacher's tab is in the background.
  const timer = setInterval(draw, 1000 / FPS);
  void audio.resume().catch(() => undefined);

  const stream = new MediaStream([
    ...canvas.captureStream(FPS).getVideoTracks(),
    ...destination.stream.getAudioTracks(),
  ]);
  const mimeType = recordingMimeType();
  if (!mimeType) throw new Error('MediaRecorder cannot record WebM here');
  const recorder = new MediaRecorder(stream, {
    mimeType,
    videoBitsPerSecond: VIDEO_BPS,
    audioBitsPerSecond: options.audioKbps * 1000,
  });
  return {
    recorder: recorder as unknown as MediaRecorderLike,
    release() {
      clearInterval(timer);
      for (const t of stream.getTracks()) t.stop();
      for (const v of videos) v.srcObject = null;
      for (const n of wired.nodes) n.disconnect();
      void audio.close().catch(() => undefined);
    },
  };
}
