// `npm run bench:group`: what a Janus VideoRoom costs the machine in recitals and group lessons,
// without browsers. A Janus of our own (scripts/janus.ts) whose rooms and per-person tokens the
// app's own code makes (server/janus/video-room.ts); every participant is a werift peer (WebRTC
// in Node) on Janus's REST API through the browser's own code: the publishers are GroupRoom
// (client/features/live-class/rtc/group-room.ts), the recital's viewers JanusSession
// (client/lib/janus/janus-session.ts) with a subscriber handle each.
// The media: nothing here encodes VP8 (no ffmpeg, no GStreamer), so each camera sends synthesized
// RTP of a real camera's shape: VP8 at 30 fps and about 500 kbit/s (a keyframe of 12 kB with a
// valid VP8 header every 3 s and on Janus's PLI, other frames about 1.7 kB, each frame cut into
// packets of at most 1,100 bytes with the VP8 payload descriptor and a picture id, the marker bit
// on its last) and Opus-sized sound (80 bytes each 20 ms). Janus forwards RTP without decoding
// it, so what it spends is what a real stream of that rate costs it.
// 1. A recital: one publisher, viewers added in steps (those of earlier steps stay), each
//    receiving its sound and video; once a step's viewers all receive frames, a hold of --hold s.
//    Per step: the join ramp (and each viewer's time to its first frame), each viewer's frame rate
//    over the hold (video packets with the marker bit, a second): min, median and how many fell
//    under 25 fps, the longest gap between two frames, the publisher's own sent rate, Janus's CPU
//    (share of one core, from /proc/<pid>/stat), this process's (every werift client: on this
//    machine they take the same cores as Janus) and the whole machine's busy share.
// 2. A group lesson of --group people: a teacher and students, all joining one room at once as
//    publishers (their tickets minted as they join), each subscribing to every other. Per person,
//    the time from the start until a video frame came from every other one: p50 and max (the
//    last, everyone's); when each camera was up at Janus; the CPU while joining; then the
//    streams' frame rates and Janus's CPU over a hold of half --hold. Last, one student leaves
//    and joins again: when they had everyone's video, and when everyone had theirs. All the
//    clients are one Node process here (one thread for what twelve browsers would share out),
//    so the joining-at-once figure is the bench's as much as Janus's: the CPU lines say which.
// Last, the per-core capacity this implies: viewers per core of Janus's CPU at the largest step
// where no viewer fell under 25 fps.
// Options: --steps=10,50,100,200 --hold=<s, 20> --group=<people, 12; 0: none> --batch=<viewers
//   joining at once, 10> --json.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  RTCPeerConnection as Peer,
  type RTCPeerConnectionConfig,
  RTCSessionDescription,
  RtpHeader,
  RtpPacket,
  MediaStream as Stream,
  MediaStreamTrack as Track,
} from 'werift';
import {
  type GroupMember,
  GroupRoom,
  type GroupRoomState,
} from '../../client/features/live-class/rtc/group-room.ts';
import { JanusSession } from '../../client/lib/janus/janus-session.ts';
import { MUSIC_AUDIO_KBPS } from '../../common/schemas/live-class/access.ts';
import { VideoRooms } from '../../server/janus/video-room.ts';
import { hasJanus, startJanus } from '../janus.ts';
import { asJson, numberArg, textArg } from './bench-args.ts';
import { percentile } from './bench-database.ts';

const steps = textArg('steps', '10,50,100,200').split(',').filter(Boolean).map(Number);
const holdS = numberArg('hold', 20);
const groupSize = numberArg('group', 12);
const batch = numberArg('batch', 10);
const MIN_FPS = 25;
const FPS = 30;
const VIDEO_BYTES_A_SECOND = 500_000 / 8;
const KEYFRAME_EVERY_S = 3;
const KEYFRAME_BYTES = 12_000;
const DELTA_BYTES = Math.round(
  (VIDEO_BYTES_A_SECOND * KEYFRAME_EVERY_S - KEYFRAME_BYTES) / (FPS * KEYFRAME_EVERY_S - 1),
);
const MAX_PAYLOAD = 1_100;
const AUDIO_BYTES = 80;
const JOIN_TIMEOUT_MS = 60_000;
// Loopback is left out by Janus's ICE; both sides meet on the machine's own address.
const PEER: RTCPeerConnectionConfig = { iceUseIpv6: false };

if (!hasJanus()) {
  console.error('bench:group needs Janus: node scripts/ensure-janus.mjs installs it');
  process.exit(1);
}

// GroupRoom hands Janus `localDescription.toJSON()`, as a browser's description has; werift's has toSdp().
Object.assign(RTCSessionDescription.prototype, {
  toJSON(this: RTCSessionDescription) {
    return this.toSdp();
  },
});

const noise = randomBytes(KEYFRAME_BYTES * 2);

/** One VP8 frame's bytes: the frame tag (and, for a keyframe, the start code and 640x360), then noise. */
function vp8Frame(bytes: number, key: boolean) {
  const frame = Buffer.from(noise.subarray(0, bytes));
  const firstPartition = Math.floor(bytes / 4);
  // Frame tag: bit 0 clear on a keyframe, version 0, show_frame, the first partition's size.
  const tag = (key ? 0 : 1) | (1 << 4) | (firstPartition << 5);
  frame.writeUIntLE(tag, 0, 3);
  if (key) frame.set([0x9d, 0x01, 0x2a, 0x80, 0x02, 0x68, 0x01], 3);
  return frame;
}

/** A camera and microphone of synthesized RTP (the header says its shape), as werift tracks. */
function syntheticCamera() {
  const video = new Track({ kind: 'video' });
  const audio = new Track({ kind: 'audio' });
  const t0 = performance.now();
  let frameIndex = 0;
  let audioIndex = 0;
  let videoSeq = 0;
  let audioSeq = 0;
  let lastKeyAt = Number.NEGATIVE_INFINITY;
  let keyWanted = true;
  let sent = 0;
  const sendFrame = (at: number) => {
    const key = keyWanted || at - lastKeyAt >= KEYFRAME_EVERY_S * 1000;
    if (key) lastKeyAt = at;
    keyWanted = false;
    const bytes = key ? KEYFRAME_BYTES : DELTA_BYTES + Math.round((Math.random() - 0.5) * 400);
    const frame = vp8Frame(bytes, key);
    const pictureId = frameIndex & 0x7fff;
    const packets = Math.ceil(bytes / MAX_PAYLOAD);
    for (let i = 0; i < packets; i++) {
      // X and S (start of the frame) / X; I; a 15-bit picture id.
      const descriptor = Buffer.from([
        i === 0 ? 0x90 : 0x80,
        0x80,
        0x80 | (pictureId >> 8),
        pictureId & 0xff,
      ]);
      const header = new RtpHeader({
        payloadType: 96,
        sequenceNumber: videoSeq++ & 0xffff,
        timestamp: (frameIndex * 3000) % 2 ** 32,
        marker: i === packets - 1,
      });
      const chunk = frame.subarray(i * MAX_PAYLOAD, (i + 1) * MAX_PAYLOAD);
      video.writeRtp(new RtpPacket(header, Buffer.concat([descriptor, chunk])));
    }
    sent++;
  };
  const sendAudio = () => {
    const header = new RtpHeader({
      payloadType: 111,
      sequenceNumber: audioSeq++ & 0xffff,
      timestamp: (audioIndex * 960) % 2 ** 32,
    });
    const payload = Buffer.from(noise.subarray(0, AUDIO_BYTES));
    payload[0] = 0xfc; // TOC: CELT fullband, 20 ms, one frame
    audio.writeRtp(new RtpPacket(header, payload));
  };
  // Frames on the clock: a late tick sends what is due, but (as an encoder would) drops what is
  // more than 3 frames late rather than bursting it.
  const clock = setInterval(() => {
    const at = performance.now() - t0;
    const dueFrames = Math.floor((at * FPS) / 1000);
    if (dueFrames - frameIndex > 3) frameIndex = dueFrames - 3;
    for (; frameIndex < dueFrames; frameIndex++) sendFrame(at);
    const dueAudio = Math.floor(at / 20);
    if (dueAudio - audioIndex > 5) audioIndex = dueAudio - 5;
    for (; audioIndex < dueAudio; audioIndex++) sendAudio();
  }, 10);
  return {
    stream: new Stream([audio, video]),
    /** Frames sent so far. */
    sent: () => sent,
    /** Janus asked for a picture (PLI): a keyframe next, at most one each half second. */
    keyframe() {
      if (performance.now() - t0 - lastKeyAt > 500) keyWanted = true;
    },
    stop() {
      clearInterval(clock);
      video.stop();
      audio.stop();
    },
  };
}

/** Counts a video track's frames (packets with the marker bit) and the longest wait between two. */
function frameCounter() {
  const c = { frames: 0, firstAt: 0, lastAt: 0, longestGapMs: 0, holdFrames: 0, holdFrom: 0 };
  const onFrame = () => {
    const now = performance.now();
    if (c.frames === 0) c.firstAt = now;
    if (c.lastAt && c.holdFrom)
      c.longestGapMs = Math.max(c.longestGapMs, now - Math.max(c.lastAt, c.holdFrom));
    c.lastAt = now;
    c.frames++;
  };
  return {
    counts: c,
    watch(track: Track) {
      if (track.kind !== 'video') return;
      track.onReceiveRtp.subscribe((rtp) => {
        if (rtp.header.marker) onFrame();
      });
    },
    startHold() {
      c.holdFrom = performance.now();
      c.holdFrames = c.frames;
      c.longestGapMs = 0;
    },
    /** The hold's frame rate and longest gap (a stream that stopped counts its wait until now). */
    endHold() {
      const now = performance.now();
      const gap = Math.max(c.longestGapMs, now - Math.max(c.lastAt, c.holdFrom));
      return { fps: ((c.frames - c.holdFrames) * 1000) / (now - c.holdFrom), gapMs: gap };
    },
  };
}

type Counter = ReturnType<typeof frameCounter>;

/** A werift peer as GroupRoom expects a browser's, its camera asked for a keyframe on each PLI. */
function peerFor(camera: ReturnType<typeof syntheticCamera>, peers: Peer[]) {
  const pc = new Peer(PEER);
  pc.onTransceiverAdded.subscribe((t) => t.sender.onPictureLossIndication.subscribe(() => camera.keyframe()));
  peers.push(pc);
  return pc as unknown as RTCPeerConnection;
}

const timers = globalThis;
const doFetch = (url: string, init?: RequestInit) => fetch(url, init);

/** A member of a group room: GroupRoom with werift peers and the synthetic camera, its ticket minted at join. */
function member(
  janusUrl: string,
  rooms: VideoRooms,
  room: number,
  me: GroupMember,
  members: GroupMember[],
  onFeedTrack: (feed: number, track: Track) => void,
) {
  const camera = syntheticCamera();
  // Ours first (GroupRoom publishes before it subscribes).
  const peers: Peer[] = [];
  let connectedAt = 0;
  const createPeer = () => {
    const pc = peerFor(camera, peers);
    if (peers.length === 1)
      peers[0]?.connectionStateChange.subscribe((state) => {
        if (state === 'connected' && !connectedAt) connectedAt = performance.now();
      });
    return pc;
  };
  const groupRoom = new GroupRoom({
    ticket: async () => ({ janusUrl, room, token: await rooms.admit(room), feed: me.id, members }),
    mute: async () => {},
    settings: async () => ({ rtc: {}, musicKbps: MUSIC_AUDIO_KBPS.default }),
    // Its synthetic sound has no processing to change.
    audioMode: async () => {},
    camera: async () => camera.stream as unknown as MediaStream,
    createPeer,
    streamOf: (tracks) => new Stream(tracks as unknown as Track[]) as unknown as MediaStream,
    fetch: doFetch,
    timers,
  });
  const hooked = new WeakSet<object>();
  groupRoom.subscribe(() => {
    for (const f of groupRoom.getSnapshot().feeds)
      for (const track of f.stream?.getTracks() ?? []) {
        if (hooked.has(track)) continue;
        hooked.add(track);
        onFeedTrack(f.id, track as unknown as Track);
      }
  });
  return {
    room: groupRoom,
    camera,
    /** Our camera's connection is up: Janus lists the feed only from then on. */
    publishing: () => peers[0]?.connectionState === 'connected',
    /** When our camera's connection came up (performance.now()), or 0. */
    publishedAt: () => connectedAt,
    async leave() {
      await groupRoom.leave();
      camera.stop();
    },
  };
}

/** A recital's viewer: a session of its own and a subscriber handle on `feed`, counting frames. */
async function viewer(janusUrl: string, room: number, feed: number, token: string) {
  const counter = frameCounter();
  const session = new JanusSession({
    url: janusUrl,
    token,
    fetch: doFetch,
    timers,
    onEvent: () => {},
    onLost: () => {},
  });
  const started = performance.now();
  await session.create();
  const handle = await session.attach();
  const pc = new Peer(PEER);
  pc.onicecandidate = (e) => session.trickle(handle, e.candidate?.toJSON() ?? null);
  pc.ontrack = (e) => counter.watch(e.track);
  const offer = await session.request(handle, {
    request: 'join',
    ptype: 'subscriber',
    room,
    streams: [{ feed }],
    token,
  });
  if (!offer.jsep) throw new Error('Janus sent no offer to a viewer');
  await pc.setRemoteDescription(offer.jsep as never);
  await pc.setLocalDescription(await pc.createAnswer());
  await session.request(handle, { request: 'start' }, pc.localDescription?.toSdp());
  return {
    counter,
    started,
    async close() {
      await session.destroy();
      await pc.close();
    },
  };
}

/** Waits until `ready()`, checking every 50 ms; false after `ms`. */
async function until(ready: () => boolean, ms: number) {
  const end = performance.now() + ms;
  while (!ready()) {
    if (performance.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** CPU seconds so far: Janus's (utime + stime from /proc), this process's, and the machine's busy and total. */
function cpuNow(janusPid: number) {
  const fields = readFileSync(`/proc/${janusPid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const janus = (Number(fields[11]) + Number(fields[12])) / 100;
  const own = process.cpuUsage();
  const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const t = ticks.map(Number);
  const total = t.reduce((a, b) => a + b, 0) / 100;
  const idle = ((t[3] ?? 0) + (t[4] ?? 0)) / 100;
  return { janus, own: (own.user + own.system) / 1e6, busy: total - idle, total, at: performance.now() };
}

/** The CPU shares between two readings: of one core for Janus and for us, of all cores for the machine. */
function cpuShare(a: ReturnType<typeof cpuNow>, b: ReturnType<typeof cpuNow>) {
  const secs = (b.at - a.at) / 1000;
  return {
    janus: (b.janus - a.janus) / secs,
    bench: (b.own - a.own) / secs,
    machine: (b.busy - a.busy) / Math.max(0.01, b.total - a.total),
  };
}

const pct = (share: number) => `${Math.round(share * 100)}%`;
const round1 = (n: number) => Math.round(n * 10) / 10;
const sortedOf = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** Runs `fn` over `items`, `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

const janus = await startJanus();
const config = {
  url: janus.url,
  adminUrl: janus.adminUrl,
  apiSecret: janus.apiSecret,
  adminSecret: janus.adminSecret,
};
const rooms = new VideoRooms(config);
const cores = os.cpus().length;

type StepRow = {
  viewers: number;
  joinS: number;
  firstFrameP50Ms: number;
  firstFrameMaxMs: number;
  notJoined: number;
  fpsMin: number;
  fpsMedian: number;
  under25: number;
  gapP50Ms: number;
  gapMaxMs: number;
  publisherFps: number;
  janusCpu: number;
  benchCpu: number;
  machineBusy: number;
  forwardedMbps: number;
};
const table: StepRow[] = [];
let group: Record<string, number> | null = null;

try {
  // 1. The recital.
  if (steps.length > 0) {
    const room = 4900 + Math.floor(Math.random() * 100);
    await rooms.ensure(room, 'bench recital', 1);
    const performer: GroupMember = { id: 1, name: 'Performer', role: 'student' };
    const publisher = member(janus.url, rooms, room, performer, [performer], () => {});
    await publisher.room.join();
    const state = publisher.room.getSnapshot() as GroupRoomState;
    if (state.phase !== 'live') throw new Error(`the publisher did not join: ${state.error}`);
    if (!(await until(publisher.publishing, JOIN_TIMEOUT_MS)))
      throw new Error('the publisher never connected');
    await new Promise((r) => setTimeout(r, 500));
    const viewers: Awaited<ReturnType<typeof viewer>>[] = [];
    try {
      for (const n of steps) {
        const joinStart = performance.now();
        const add = Array.from({ length: Math.max(0, n - viewers.length) }, (_, i) => i);
        const fresh: typeof viewers = [];
        await inBatches(add, batch, async () => {
          const v = await viewer(janus.url, room, performer.id, await rooms.admit(room));
          fresh.push(v);
          viewers.push(v);
          await until(() => v.counter.counts.frames > 0, JOIN_TIMEOUT_MS);
        });
        const joinS = (performance.now() - joinStart) / 1000;
        const firstFrames = sortedOf(
          fresh.filter((v) => v.counter.counts.frames > 0).map((v) => v.counter.counts.firstAt - v.started),
        );
        // Let the joins' keyframes and handshakes pass before measuring.
        await new Promise((r) => setTimeout(r, 2_000));
        for (const v of viewers) v.counter.startHold();
        const sentBefore = publisher.camera.sent();
        const before = cpuNow(janus.pid);
        await new Promise((r) => setTimeout(r, holdS * 1000));
        const after = cpuNow(janus.pid);
        const held = viewers.map((v) => v.counter.endHold());
        const share = cpuShare(before, after);
        const fps = sortedOf(held.map((h) => h.fps));
        const gaps = sortedOf(held.map((h) => h.gapMs));
        const row: StepRow = {
          viewers: viewers.length,
          joinS: round1(joinS),
          firstFrameP50Ms: Math.round(firstFrames.length ? percentile(firstFrames, 50) : 0),
          firstFrameMaxMs: Math.round(firstFrames.at(-1) ?? 0),
          notJoined: fresh.length - firstFrames.length,
          fpsMin: round1(fps[0] ?? 0),
          fpsMedian: round1(percentile(fps, 50)),
          under25: fps.filter((f) => f < MIN_FPS).length,
          gapP50Ms: Math.round(percentile(gaps, 50)),
          gapMaxMs: Math.round(gaps.at(-1) ?? 0),
          publisherFps: round1((publisher.camera.sent() - sentBefore) / ((after.at - before.at) / 1000)),
          janusCpu: round1(share.janus * 100) / 100,
          benchCpu: round1(share.bench * 100) / 100,
          machineBusy: round1(share.machine * 100) / 100,
          forwardedMbps: round1((viewers.length * (VIDEO_BYTES_A_SECOND + 50 * AUDIO_BYTES) * 8) / 1e6),
        };
        table.push(row);
        if (!asJson)
          console.log(
            `${row.viewers} viewers: joined in ${row.joinS} s (first frame p50 ${row.firstFrameP50Ms} ms, max ${row.firstFrameMaxMs} ms${row.notJoined ? `, ${row.notJoined} never` : ''}); ` +
              `fps min ${row.fpsMin}, median ${row.fpsMedian}, under ${MIN_FPS}: ${row.under25}; longest gap p50 ${row.gapP50Ms} ms, max ${row.gapMaxMs} ms; ` +
              `publisher sent ${row.publisherFps} fps${row.publisherFps < MIN_FPS ? ' (the source itself starved: this machine ran short of CPU, so the step says nothing of Janus)' : ''}; Janus ${pct(share.janus)} of a core (~${row.forwardedMbps} Mbit/s out), ` +
              `the werift clients ${pct(share.bench)}, machine ${pct(share.machine)} of ${cores} cores`,
          );
      }
    } finally {
      await Promise.all(viewers.map((v) => v.close().catch(() => {})));
      await publisher.leave();
      await rooms.remove(room);
    }
  }

  // 2. The group lesson.
  if (groupSize > 1) {
    await new Promise((r) => setTimeout(r, 3_000));
    const room = 5000 + Math.floor(Math.random() * 100);
    await rooms.ensure(room, 'bench group lesson', groupSize);
    const people: GroupMember[] = Array.from({ length: groupSize }, (_, i) => ({
      id: i + 1,
      name: i === 0 ? 'Teacher' : `Student ${i}`,
      role: i === 0 ? 'teacher' : 'student',
    }));
    /** When each member first got a video frame from each other one, by `${receiver}:${feed}`. */
    const firstFrame = new Map<string, number>();
    const streams: Counter[] = [];
    const join = (me: GroupMember) =>
      member(janus.url, rooms, room, me, people, (feed, track) => {
        if (track.kind !== 'video') return;
        const counter = frameCounter();
        counter.watch(track);
        streams.push(counter);
        const key = `${me.id}:${feed}`;
        track.onReceiveRtp.subscribe((rtp) => {
          if (rtp.header.marker && !firstFrame.has(key)) firstFrame.set(key, performance.now());
        });
      });
    const others = (id: number) => people.filter((p) => p.id !== id).map((p) => p.id);
    /** When `id` had frames from every other member, or 0 when not yet. */
    const hadAll = (id: number) => {
      const times = others(id).map((f) => firstFrame.get(`${id}:${f}`) ?? 0);
      return times.includes(0) ? 0 : Math.max(...times);
    };
    const start = performance.now();
    const members = people.map(join);
    try {
      const beforeJoin = cpuNow(janus.pid);
      await Promise.all(members.map((m) => m.room.join()));
      await until(() => people.every((p) => hadAll(p.id) > 0), JOIN_TIMEOUT_MS);
      const joinShare = cpuShare(beforeJoin, cpuNow(janus.pid));
      const joins = sortedOf(people.map((p) => hadAll(p.id) - start).filter((t) => t > 0));
      const published = sortedOf(members.map((m) => m.publishedAt() - start).filter((t) => t > 0));
      await new Promise((r) => setTimeout(r, 2_000));
      for (const s of streams) s.startHold();
      const before = cpuNow(janus.pid);
      await new Promise((r) => setTimeout(r, (holdS / 2) * 1000));
      const after = cpuNow(janus.pid);
      const share = cpuShare(before, after);
      const fps = sortedOf(streams.map((s) => s.endHold().fps));
      const streamCount = streams.length;

      // A late student: the last one leaves, then comes back into the lesson going on.
      const late = people.at(-1) as GroupMember;
      await members.at(-1)?.leave();
      await new Promise((r) => setTimeout(r, 2_000));
      for (const key of [...firstFrame.keys()])
        if (key.startsWith(`${late.id}:`) || key.endsWith(`:${late.id}`)) firstFrame.delete(key);
      const lateStart = performance.now();
      const comeback = join(late);
      members.push(comeback);
      await comeback.room.join();
      const seenLate = () => others(late.id).map((id) => firstFrame.get(`${id}:${late.id}`) ?? 0);
      await until(() => hadAll(late.id) > 0 && !seenLate().includes(0), JOIN_TIMEOUT_MS);
      const lateIn = hadAll(late.id) ? hadAll(late.id) - lateStart : Number.NaN;
      const lateOut = seenLate().includes(0) ? Number.NaN : Math.max(...seenLate()) - lateStart;

      group = {
        people: groupSize,
        joinP50S: round1(percentile(joins, 50) / 1000),
        joinMaxS: round1((joins.at(-1) ?? 0) / 1000),
        notJoined: groupSize - joins.length,
        publishedP50S: round1(percentile(published, 50) / 1000),
        publishedMaxS: round1((published.at(-1) ?? 0) / 1000),
        joinJanusCpu: round1(joinShare.janus * 100) / 100,
        joinBenchCpu: round1(joinShare.bench * 100) / 100,
        joinMachineBusy: round1(joinShare.machine * 100) / 100,
        streams: streamCount,
        fpsMin: round1(fps[0] ?? 0),
        fpsMedian: round1(fps.length ? percentile(fps, 50) : 0),
        under25: fps.filter((f) => f < MIN_FPS).length,
        janusCpu: round1(share.janus * 100) / 100,
        benchCpu: round1(share.bench * 100) / 100,
        machineBusy: round1(share.machine * 100) / 100,
        lateSeesAllS: round1(lateIn / 1000),
        allSeeLateS: round1(lateOut / 1000),
      };
      if (!asJson) {
        console.log(
          `${groupSize}-person lesson, all joining at once: each had video from the ${groupSize - 1} others after p50 ${group.joinP50S} s, max (everyone) ${group.joinMaxS} s` +
            `${group.notJoined ? ` (${group.notJoined} never did)` : ''}; each camera was up at Janus after p50 ${group.publishedP50S} s, max ${group.publishedMaxS} s; ` +
            `while joining, Janus ${pct(joinShare.janus)} of a core, the werift clients ${pct(joinShare.bench)}, machine ${pct(joinShare.machine)} of ${cores} cores`,
        );
        console.log(
          `  then ${group.streams} video streams at fps min ${group.fpsMin}, median ${group.fpsMedian}, under ${MIN_FPS}: ${group.under25}; ` +
            `Janus ${pct(share.janus)} of a core, the werift clients ${pct(share.bench)}, machine ${pct(share.machine)} of ${cores} cores`,
        );
        console.log(
          `  a student joining late: had the ${groupSize - 1} others' video after ${group.lateSeesAllS} s, and all of them had theirs after ${group.allSeeLateS} s`,
        );
      }
    } finally {
      await Promise.all(members.map((m) => m.leave().catch(() => {})));
      await rooms.remove(room).catch(() => {});
    }
  }
} finally {
  await janus.stop();
}

// The per-core capacity: at the largest step that kept every viewer's frame rate. A step whose
// publisher could not send 25 fps (the machine, not Janus, ran short) decides nothing.
const kept = table.filter((r) => r.under25 === 0 && r.notJoined === 0).at(-1);
const starved = table.filter((r) => r.publisherFps < MIN_FPS).map((r) => r.viewers);
const perCore = kept && kept.janusCpu > 0 ? Math.round(kept.viewers / kept.janusCpu) : null;
if (asJson)
  console.log(JSON.stringify({ holdS, cores, steps: table, group, viewersPerJanusCore: perCore, starved }));
else if (table.length > 0) {
  console.log(
    kept
      ? `capacity: ${kept.viewers} viewers kept ${MIN_FPS} fps on Janus at ${pct(kept.janusCpu)} of a core: about ${perCore ?? '-'} viewers of one ~0.5 Mbit/s stream per core of Janus ` +
          `(the werift clients ran on the same ${cores} cores, taking ${pct(kept.benchCpu)}; on a machine of Janus's own that much more is free)`
      : `capacity: no step kept every viewer at ${MIN_FPS} fps`,
  );
  if (starved.length > 0)
    console.log(
      `  (at ${starved.join(', ')} viewers the publisher itself sent under ${MIN_FPS} fps: run again on a quieter machine for those steps)`,
    );
}
process.exit(0);
