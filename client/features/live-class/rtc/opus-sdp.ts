// The only place that edits SDP text: music mode's Opus parameters. The browser offers mono Opus
// at about 32 kbps with DTX where it likes; a music lesson needs stereo, a high fixed bitrate and
// no discontinuous transmission (DTX mutes held notes it takes for silence). Low latency also asks
// for 10 ms packets (ptime), where the browser sends 20: the sender waits 10 ms less for each.

const OPUS_RTPMAP = /^a=rtpmap:(\d+) opus\/48000(?:\/\d+)?\s*$/i;
const FMTP = /^a=fmtp:(\d+) (.*)$/;

/** Low latency's packet time in ms (Opus's shortest the browsers send well; they send 20). */
export const LOW_LATENCY_PTIME = 10;

/** Opus parameters of music mode at `kbps` (the SDP's maxaveragebitrate is in bit/s). */
export function musicOpusParams(kbps: number, lowLatency = false): Record<string, string> {
  const params: Record<string, string> = {
    stereo: '1',
    'sprop-stereo': '1',
    useinbandfec: '1',
    usedtx: '0',
    maxaveragebitrate: String(Math.round(kbps * 1000)),
  };
  if (lowLatency) {
    params.minptime = String(LOW_LATENCY_PTIME);
    params.ptime = String(LOW_LATENCY_PTIME);
  }
  return params;
}

type Params = [string, string][];

function parseParams(text: string): Params {
  return text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const i = p.indexOf('=');
      return i < 0 ? [p, ''] : [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    });
}

const formatParams = (params: Params) => params.map(([k, v]) => (v === '' ? k : `${k}=${v}`)).join(';');

/**
 * Rewrites the parameters of every Opus `a=fmtp` line (one is added after the rtpmap of a payload
 * type without one when `edit` gives it any, and a line left with none goes); every other line is
 * kept as it was, line endings included.
 */
function editOpus(sdp: string, edit: (params: Params) => Params): string {
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  const lines = sdp.split(eol);
  const opus = new Set<string>();
  for (const line of lines) {
    const m = OPUS_RTPMAP.exec(line);
    if (m?.[1]) opus.add(m[1]);
  }
  if (opus.size === 0) return sdp;
  const withFmtp = new Set<string>();
  const out = lines.flatMap((line) => {
    const m = FMTP.exec(line);
    if (!m?.[1] || !opus.has(m[1])) return [line];
    withFmtp.add(m[1]);
    const params = formatParams(edit(parseParams(m[2] ?? '')));
    return params ? [`a=fmtp:${m[1]} ${params}`] : [];
  });
  const added = formatParams(edit([]));
  if (!added || withFmtp.size === opus.size) return out.join(eol);
  return out
    .flatMap((line) => {
      const m = OPUS_RTPMAP.exec(line);
      return m?.[1] && !withFmtp.has(m[1]) ? [line, `a=fmtp:${m[1]} ${added}`] : [line];
    })
    .join(eol);
}

const PTIME_LINE = /^a=ptime:\d+\s*$/;

/**
 * Chromium repeats a negotiated packet time in its next offers and answers as an `a=ptime` line
 * (not in the fmtp): out of low latency, those lines go too.
 */
function withoutPtimeLines(sdp: string): string {
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  return sdp
    .split(eol)
    .filter((line) => !PTIME_LINE.test(line))
    .join(eol);
}

/**
 * The SDP with music mode's Opus parameters, overwriting the browser's where they differ; without
 * low latency a packet time asked for before goes (renegotiations repeat it). Idempotent.
 */
export function withMusicOpus(sdp: string, kbps: number, lowLatency = false): string {
  const wanted = Object.entries(musicOpusParams(kbps, lowLatency));
  return editOpus(lowLatency ? sdp : withoutPtimeLines(sdp), (params) =>
    withParams(lowLatency ? params : params.filter(([k]) => k.toLowerCase() !== 'ptime'), wanted),
  );
}

/** `params` with each of `wanted` set, in its place where it was there, else added at the end. */
function withParams(params: Params, wanted: Params): Params {
  const out = [...params];
  for (const [key, value] of wanted) {
    const at = out.findIndex(([k]) => k.toLowerCase() === key);
    if (at >= 0) out[at] = [out[at]?.[0] ?? key, value];
    else out.push([key, value]);
  }
  return out;
}

/**
 * The SDP receiving Opus in stereo: a browser decodes in the channels its own description asks
 * for, whatever the sender offers (a mono sender's sound comes as two equal channels). A group
 * lesson's subscriber answers so once, and hears a member's music mode in stereo as soon as they
 * switch it on, with no new negotiation. Idempotent.
 */
export function withStereoReceive(sdp: string): string {
  return editOpus(sdp, (params) => withParams(params, [['stereo', '1']]));
}

const MUSIC_ONLY = new Set(['stereo', 'sprop-stereo', 'usedtx', 'maxaveragebitrate', 'ptime']);

/**
 * The SDP in voice mode: the spec's mono Opus at the browser's default bitrate. Chromium's own
 * SDP is left as it is, but its renegotiation offers repeat the parameters negotiated before
 * (music mode's), and Firefox asks for stereo by default: those parameters go. Idempotent.
 */
export function withVoiceOpus(sdp: string): string {
  return editOpus(withoutPtimeLines(sdp), (params) =>
    params.filter(([k]) => !MUSIC_ONLY.has(k.toLowerCase())),
  );
}

/**
 * Music mode as an offer asks for it: the kbps of its Opus line when that line carries music
 * mode's stereo marks, else null (voice). Browsers' own offers never set sprop-stereo.
 */
export function musicKbpsOf(sdp: string | undefined): number | null {
  return musicOpusOf(sdp)?.kbps ?? null;
}

/** Whether an offer in music mode asks for low latency's packet time. */
export function lowLatencyOf(sdp: string | undefined): boolean {
  return musicOpusOf(sdp)?.ptime === LOW_LATENCY_PTIME;
}

function musicOpusOf(sdp: string | undefined): { kbps: number; ptime: number | null } | null {
  if (!sdp) return null;
  const opus = new Set<string>();
  const lines = sdp.split(/\r?\n/);
  for (const line of lines) {
    const m = OPUS_RTPMAP.exec(line);
    if (m?.[1]) opus.add(m[1]);
  }
  for (const line of lines) {
    const m = FMTP.exec(line);
    if (!m?.[1] || !opus.has(m[1])) continue;
    const params = new Map(parseParams(m[2] ?? '').map(([k, v]) => [k.toLowerCase(), v]));
    const bitrate = Number(params.get('maxaveragebitrate'));
    if (params.get('stereo') === '1' && params.get('sprop-stereo') === '1' && bitrate > 0) {
      const ptime = Number(params.get('ptime'));
      return { kbps: bitrate / 1000, ptime: ptime > 0 ? ptime : null };
    }
  }
  return null;
}
