import { describe, expect, it } from 'vitest';
import { FakeTrack, fakeStream } from '../../../test/media-fakes.ts';
import { answerInStereo, GroupMusic, type JanusPeer, type SendOffer } from './group-music.ts';
import { FakePeer } from './test-fakes.ts';

// A publisher's offer as Chromium 156 writes it (trimmed); a subscriber's answer has the same Opus line.
const OFFER = [
  'v=0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'a=mid:0',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'a=mid:1',
  'a=rtpmap:96 VP8/90000',
  '',
].join('\r\n');

const opusLine = (sdp: string | undefined) => /a=fmtp:111 (.*)/.exec(sdp ?? '')?.[1];

/**
 * Janus 1.1.2's VideoRoom as it answers a publisher (janus_videoroom.c): the answer's Opus line
 * carries only useinbandfec, usedtx and stereo, each when the publisher once offered it; stereo
 * once seen stays (it is never cleared on a renegotiation).
 */
function fakeVideoRoom() {
  const offers: string[] = [];
  const flags = new Set<string>();
  const answer: SendOffer = async (offer) => {
    const sdp = offer.sdp ?? '';
    offers.push(sdp);
    for (const flag of ['useinbandfec=1', 'usedtx=1', 'stereo=1']) if (sdp.includes(flag)) flags.add(flag);
    return { type: 'answer', sdp: OFFER.replace('minptime=10;useinbandfec=1', [...flags].join(';')) };
  };
  return { offers, answer };
}

function publisher() {
  const pc = new FakePeer({});
  pc.offerSdp = OFFER;
  pc.addTransceiver(new FakeTrack('audio'), { direction: 'sendonly', streams: [fakeStream()] });
  pc.addTransceiver(new FakeTrack('video'), { direction: 'sendonly', streams: [fakeStream()] });
  const [sound, camera] = pc.senders;
  if (!sound || !camera) throw new Error('two senders expected');
  return { pc, peer: pc as unknown as JanusPeer, sound, camera };
}

function groupMusic() {
  const log: string[] = [];
  const janus = fakeVideoRoom();
  const music = new GroupMusic({
    audioMode: async (mode) => {
      log.push(`microphone ${mode}`);
    },
  });
  const configure: SendOffer = async (offer) => {
    log.push('configure');
    return janus.answer(offer);
  };
  return { music, janus, log, configure };
}

describe('GroupMusic', () => {
  it("publishes in voice mode as the browser offers, and Janus's answer as it is", async () => {
    const { music, janus, configure } = groupMusic();
    const { pc, peer, sound } = publisher();
    await music.publish(peer, janus.answer, configure);
    expect(janus.offers).toEqual([OFFER]);
    expect(opusLine(pc.localDescription?.sdp)).toBe('minptime=10;useinbandfec=1');
    expect(opusLine(pc.remoteDescription?.sdp)).toBe('useinbandfec=1');
    expect(sound.params.encodings[0]).toEqual({ priority: 'low', networkPriority: 'low' });
  });

  it('music on: the microphone reopens, then Janus is offered stereo at the bitrate and our encoder set to it', async () => {
    const { music, janus, log, configure } = groupMusic();
    const { pc, peer, sound, camera } = publisher();
    music.setKbps(192);
    await music.publish(peer, janus.answer, configure);
    await music.set(true);
    expect(log).toEqual(['microphone music', 'configure']);
    const music192 = 'stereo=1;sprop-stereo=1;usedtx=0;maxaveragebitrate=192000';
    expect(opusLine(janus.offers[1])).toBe(`minptime=10;useinbandfec=1;${music192}`);
    expect(opusLine(pc.localDescription?.sdp)).toBe(`minptime=10;useinbandfec=1;${music192}`);
    // Janus answers stereo=1 with no bitrate: the answer we set (our encoder's settings) has both.
    expect(opusLine(pc.remoteDescription?.sdp)).toBe(`useinbandfec=1;${music192}`);
    expect(sound.params.encodings[0]).toMatchObject({ maxBitrate: 192_000, priority: 'high' });
    expect(camera.params.encodings[0]).toEqual({});
    // The same mode again changes nothing.
    await music.set(true);
    expect(log).toHaveLength(2);
  });

  it("music off: back to the spec's mono voice, though Janus goes on answering stereo", async () => {
    const { music, janus, log, configure } = groupMusic();
    const { pc, peer, sound } = publisher();
    await music.publish(peer, janus.answer, configure);
    await music.set(true);
    await music.set(false);
    expect(log).toEqual(['microphone music', 'configure', 'microphone voice', 'configure']);
    expect(janus.offers[2]).toBe(OFFER);
    expect(opusLine(pc.remoteDescription?.sdp)).toBe('useinbandfec=1');
    expect(sound.params.encodings[0]).toEqual({ priority: 'low', networkPriority: 'low' });
  });

  it('a lesson already in music mode publishes in it at once: no renegotiation', async () => {
    const { music, janus, log, configure } = groupMusic();
    const { pc, peer } = publisher();
    await music.set(true);
    await music.publish(peer, janus.answer, configure);
    expect(log).toEqual(['microphone music']);
    expect(opusLine(pc.remoteDescription?.sdp)).toContain('stereo=1;sprop-stereo=1');
  });

  it('music mode set while the first offer is on its way renegotiates once Janus has answered it', async () => {
    const { music, janus, log, configure } = groupMusic();
    const { pc, peer } = publisher();
    let offered = (_answer: () => void) => {};
    const onOffer = new Promise<() => void>((r) => {
      offered = r;
    });
    const slow: SendOffer = (offer) => new Promise((done) => offered(() => done(janus.answer(offer))));
    const published = music.publish(peer, slow, configure);
    const answer = await onOffer;
    const switched = music.set(true);
    answer();
    await Promise.all([published, switched]);
    expect(log).toEqual(['microphone music', 'configure']);
    expect(opusLine(janus.offers[0])).toBe('minptime=10;useinbandfec=1');
    expect(opusLine(pc.remoteDescription?.sdp)).toContain('stereo=1');
  });

  it("a new publisher (Janus came back) does not wait for the old one's renegotiation, which never ended", async () => {
    const { music, janus } = groupMusic();
    const old = publisher();
    const hung: SendOffer = () => new Promise(() => {});
    await music.publish(old.peer, janus.answer, hung);
    void music.set(true);
    await new Promise((r) => setTimeout(r, 0));
    music.drop();
    const fresh = publisher();
    await music.publish(fresh.peer, janus.answer, hung);
    expect(opusLine(fresh.pc.remoteDescription?.sdp)).toContain('maxaveragebitrate=128000');
  });
});

describe('answerInStereo', () => {
  it("answers Janus's offer receiving stereo, whatever the publisher sends now", async () => {
    const pc = new FakePeer({});
    pc.answerSdp = OFFER;
    const answer = await answerInStereo(pc as unknown as JanusPeer);
    expect(opusLine(answer.sdp)).toBe('minptime=10;useinbandfec=1;stereo=1');
    expect(pc.localDescription?.sdp).toBe(answer.sdp);
  });
});
