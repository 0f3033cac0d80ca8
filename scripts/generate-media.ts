// `npx tsx scripts/generate-media.ts`: draws the site's own pictures (flat vector scenes,
// rendered to WebP with sharp) and the hero's looping video (frames encoded by ffmpeg).
// The outputs are committed under client/public/media; run again only to change them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { areaMapSvg } from './media/area-map.ts';

const out = path.resolve(import.meta.dirname, '../client/public/media');

type Motif =
  | 'voice'
  | 'opera'
  | 'piano'
  | 'guitar'
  | 'violin'
  | 'mixer'
  | 'duo'
  | 'trio'
  | 'notes'
  | 'laptop'
  | 'campus'
  | 'portrait'
  | 'stage'
  | 'classroom';

type Scene = { file: string; width: number; height: number; hue: number; motif: Motif; seed: number };

/** A small deterministic random source, so runs redraw the same pictures. */
function random(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${h % 360},${s}%,${l}%,${a})`;

function staff(w: number, h: number, hue: number, phase = 0): string {
  const lines: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = h * 0.7 + i * (h * 0.025);
    let d = `M0 ${y}`;
    for (let x = 0; x <= w; x += w / 40) {
      d += ` L${x.toFixed(1)} ${(y + Math.sin(x / (w / 6) + phase + i * 0.15) * h * 0.05).toFixed(1)}`;
    }
    lines.push(
      `<path d="${d}" stroke="${hsl(hue + 40, 70, 75, 0.45)}" stroke-width="${h / 300}" fill="none"/>`,
    );
  }
  return lines.join('');
}

function note(x: number, y: number, r: number, color: string): string {
  return `<g fill="${color}"><ellipse cx="${x}" cy="${y}" rx="${r * 1.25}" ry="${r}" transform="rotate(-20 ${x} ${y})"/><rect x="${x + r * 1.05}" y="${y - r * 5}" width="${r * 0.3}" height="${r * 5}"/><path d="M${x + r * 1.35} ${y - r * 5} q${r * 1.6} ${r} ${r * 1.2} ${r * 3} q0 -${r * 1.5} -${r * 1.2} -${r * 1.8}z"/></g>`;
}

function motif(m: Motif, w: number, h: number, hue: number): string {
  const cx = w / 2;
  const cy = h / 2;
  const gold = '#e0b15a';
  const light = hsl(hue, 40, 92);
  const dark = hsl(hue, 45, 14);
  switch (m) {
    case 'voice':
    case 'opera': {
      const arcs = [1, 2, 3, 4]
        .map(
          (i) =>
            `<path d="M${cx + h * 0.12 + i * h * 0.06} ${cy - i * h * 0.08} a${i * h * 0.1} ${i * h * 0.1} 0 0 1 0 ${i * h * 0.16}" stroke="${gold}" stroke-width="${h * 0.012}" fill="none" opacity="${1 - i * 0.18}"/>`,
        )
        .join('');
      const head = `<circle cx="${cx - h * 0.08}" cy="${cy - h * 0.08}" r="${h * 0.13}" fill="${light}"/><path d="M${cx - h * 0.3} ${h} q${h * 0.22} -${h * 0.42} ${h * 0.44} 0z" fill="${light}"/>`;
      const extra =
        m === 'opera'
          ? `<path d="M0 ${h * 0.15} q${w / 2} ${h * 0.25} ${w} 0 v-${h * 0.15} h-${w}z" fill="${hsl(350, 60, 35)}"/>`
          : '';
      return extra + head + arcs;
    }
    case 'piano': {
      const keys: string[] = [];
      const n = 14;
      const kw = (w * 0.8) / n;
      const x0 = w * 0.1;
      const y0 = h * 0.42;
      for (let i = 0; i < n; i++)
        keys.push(
          `<rect x="${x0 + i * kw}" y="${y0}" width="${kw - 2}" height="${h * 0.4}" rx="3" fill="${light}"/>`,
        );
      for (let i = 0; i < n - 1; i++) {
        if ([2, 6, 9, 13].includes(i % 7 === 2 ? 2 : i % 7 === 6 ? 6 : -1)) continue;
        if (i % 7 === 2 || i % 7 === 6) continue;
        keys.push(
          `<rect x="${x0 + (i + 0.68) * kw}" y="${y0}" width="${kw * 0.6}" height="${h * 0.24}" rx="2" fill="${dark}"/>`,
        );
      }
      return keys.join('');
    }
    case 'guitar':
    case 'violin': {
      const s = m === 'violin' ? 0.8 : 1;
      const body = `<g transform="rotate(-30 ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy + h * 0.16 * s}" rx="${h * 0.2 * s}" ry="${h * 0.17 * s}" fill="${m === 'violin' ? hsl(25, 60, 40) : gold}"/><ellipse cx="${cx}" cy="${cy - h * 0.06 * s}" rx="${h * 0.15 * s}" ry="${h * 0.13 * s}" fill="${m === 'violin' ? hsl(25, 60, 40) : gold}"/><circle cx="${cx}" cy="${cy + h * 0.08 * s}" r="${h * 0.05}" fill="${dark}"/><rect x="${cx - h * 0.025}" y="${cy - h * 0.55}" width="${h * 0.05}" height="${h * 0.5}" fill="${dark}"/>${[-1, 0, 1].map((k) => `<line x1="${cx + k * h * 0.012}" y1="${cy - h * 0.55}" x2="${cx + k * h * 0.012}" y2="${cy + h * 0.28 * s}" stroke="${light}" stroke-width="1.5"/>`).join('')}</g>`;
      const bow =
        m === 'violin'
          ? `<line x1="${cx - h * 0.5}" y1="${cy - h * 0.1}" x2="${cx + h * 0.5}" y2="${cy + h * 0.25}" stroke="${light}" stroke-width="${h * 0.012}"/>`
          : '';
      return body + bow;
    }
    case 'mixer': {
      const parts: string[] = [
        `<rect x="${w * 0.15}" y="${h * 0.25}" width="${w * 0.7}" height="${h * 0.55}" rx="14" fill="${dark}"/>`,
      ];
      for (let i = 0; i < 8; i++) {
        const x = w * 0.2 + i * w * 0.0857;
        const knob = h * (0.35 + ((i * 37) % 30) / 100);
        parts.push(
          `<rect x="${x}" y="${h * 0.32}" width="4" height="${h * 0.4}" fill="${hsl(hue, 30, 40)}"/><rect x="${x - 10}" y="${knob}" width="24" height="12" rx="3" fill="${i % 3 ? light : gold}"/>`,
        );
      }
      return parts.join('');
    }
    case 'duo':
    case 'trio': {
      const n = m === 'duo' ? 2 : 3;
      return Array.from({ length: n }, (_, i) => {
        const x = w * ((i + 1) / (n + 1));
        return `<circle cx="${x}" cy="${cy}" r="${h * 0.2}" fill="${i % 2 ? gold : light}" opacity="0.85"/>${note(x - h * 0.03, cy + h * 0.06, h * 0.04, dark)}`;
      }).join('');
    }
    case 'laptop':
      return `<rect x="${cx - h * 0.4}" y="${cy - h * 0.28}" width="${h * 0.8}" height="${h * 0.5}" rx="10" fill="${dark}"/><rect x="${cx - h * 0.36}" y="${cy - h * 0.24}" width="${h * 0.72}" height="${h * 0.42}" fill="${hsl(hue, 40, 60)}"/><circle cx="${cx}" cy="${cy - h * 0.06}" r="${h * 0.1}" fill="${light}"/><path d="M${cx - h * 0.16} ${cy + h * 0.18} q${h * 0.16} -${h * 0.2} ${h * 0.32} 0z" fill="${light}"/><path d="M${cx - h * 0.5} ${cy + h * 0.22} h${h} l-${h * 0.06} ${h * 0.06} h-${h * 0.88}z" fill="${light}"/>`;
    case 'campus':
    case 'classroom': {
      const cols = m === 'campus' ? 5 : 3;
      const parts = [
        `<path d="M${cx - h * 0.55} ${cy - h * 0.1} L${cx} ${cy - h * 0.4} L${cx + h * 0.55} ${cy - h * 0.1}z" fill="${gold}"/><rect x="${cx - h * 0.5}" y="${cy - h * 0.1}" width="${h}" height="${h * 0.45}" fill="${light}"/>`,
      ];
      for (let i = 0; i < cols; i++)
        parts.push(
          `<rect x="${cx - h * 0.42 + i * ((h * 0.84) / cols)}" y="${cy}" width="${(h * 0.84) / cols - h * 0.04}" height="${h * 0.25}" fill="${hsl(hue, 40, 35)}"/>`,
        );
      return parts.join('');
    }
    case 'portrait':
      return `<circle cx="${cx}" cy="${cy - h * 0.12}" r="${h * 0.16}" fill="${light}"/><path d="M${cx - h * 0.32} ${h} q0 -${h * 0.42} ${h * 0.32} -${h * 0.42} q${h * 0.32} 0 ${h * 0.32} ${h * 0.42}z" fill="${light}"/><path d="M${cx - h * 0.2} ${cy + h * 0.2} l${h * 0.2} ${h * 0.12} l${h * 0.2} -${h * 0.12}" stroke="${gold}" stroke-width="${h * 0.015}" fill="none"/>`;
    case 'stage':
      return `<path d="M0 0 h${w * 0.22} q-${w * 0.05} ${h * 0.5} 0 ${h} h-${w * 0.22}z M${w} 0 h-${w * 0.22} q${w * 0.05} ${h * 0.5} 0 ${h} h${w * 0.22}z" fill="${hsl(350, 60, 32)}"/><ellipse cx="${cx}" cy="${h * 0.9}" rx="${w * 0.3}" ry="${h * 0.06}" fill="${gold}" opacity="0.5"/><circle cx="${cx}" cy="${cy - h * 0.05}" r="${h * 0.09}" fill="${light}"/><path d="M${cx - h * 0.18} ${h * 0.9} q${h * 0.18} -${h * 0.5} ${h * 0.36} 0z" fill="${light}"/>`;
    default:
      return '';
  }
}

function sceneSvg({ width: w, height: h, hue, motif: m, seed }: Scene, phase = 0): string {
  const rnd = random(seed);
  const glow = Array.from({ length: 6 }, () => {
    const x = rnd() * w;
    const y = rnd() * h;
    const r = (0.1 + rnd() * 0.25) * h;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${hsl(hue + rnd() * 60, 60, 60, 0.12)}"/>`;
  }).join('');
  const notes = Array.from({ length: 5 }, (_, i) => {
    const a = phase + i * 1.3;
    return note(
      w * (0.1 + 0.2 * i) + Math.cos(a) * 10,
      h * 0.25 + Math.sin(a) * h * 0.06,
      h * 0.022,
      hsl(hue + 40, 70, 80, 0.55),
    );
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 14)}"/><stop offset="1" stop-color="${hsl(hue + 25, 50, 32)}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${glow}${staff(w, h, hue, phase)}${notes}${motif(m, w, h, hue)}</svg>`;
}

async function picture(scene: Scene) {
  const file = path.join(out, scene.file);
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(sceneSvg(scene)))
    .webp({ quality: 62, effort: 6 })
    .toFile(file);
}

const card = { width: 640, height: 420 };
const scenes: Scene[] = [
  { file: 'hero-poster.webp', width: 1280, height: 720, hue: 285, motif: 'notes', seed: 1 },
  { file: 'about-teaser.webp', width: 800, height: 600, hue: 280, motif: 'classroom', seed: 2 },
  { file: 'all-in-one.webp', width: 800, height: 600, hue: 265, motif: 'trio', seed: 3 },
  { file: 'opera-centre.webp', width: 800, height: 600, hue: 300, motif: 'stage', seed: 4 },
  { file: 'founder.webp', width: 600, height: 720, hue: 290, motif: 'portrait', seed: 5 },
  { file: 'online-learning.webp', ...card, hue: 230, motif: 'laptop', seed: 6 },
  { file: 'campus-learning.webp', ...card, hue: 300, motif: 'campus', seed: 7 },
  { file: 'about-intro.webp', width: 800, height: 600, hue: 275, motif: 'piano', seed: 8 },
  ...(
    [
      ['opera', 'opera', 300],
      ['hindustani-vocals', 'voice', 20],
      ['western-vocals', 'voice', 210],
      ['bollywood', 'voice', 330],
      ['guitar', 'guitar', 260],
      ['piano', 'piano', 240],
      ['violin', 'violin', 15],
      ['music-production', 'mixer', 190],
      ['dual', 'duo', 280],
      ['all-in-one', 'trio', 45],
    ] as const
  ).map(
    ([value, m, hue], i): Scene => ({ file: `courses/${value}.webp`, ...card, hue, motif: m, seed: 20 + i }),
  ),
  ...(['voice', 'piano', 'guitar', 'mixer'] as const).map(
    (m, i): Scene => ({
      file: `blog/post-${i + 1}.webp`,
      ...card,
      hue: 200 + i * 40,
      motif: m,
      seed: 40 + i,
    }),
  ),
  ...(['classroom', 'stage', 'piano', 'violin', 'mixer', 'duo'] as const).map(
    (m, i): Scene => ({
      file: `campus/training-${i + 1}.webp`,
      ...card,
      hue: 250 + i * 18,
      motif: m,
      seed: 60 + i,
    }),
  ),
];

/** 48 frames of drifting notes and waves, one full cycle, so the loop has no seam. */
async function heroVideo() {
  const dir = mkdtempSync(path.join(tmpdir(), 'hero-'));
  try {
    const frames = 48;
    const scene: Scene = { file: '', width: 640, height: 360, hue: 285, motif: 'notes', seed: 1 };
    for (let i = 0; i < frames; i++) {
      const svg = sceneSvg(scene, (2 * Math.PI * i) / frames);
      await sharp(Buffer.from(svg))
        .png()
        .toFile(path.join(dir, `f${String(i).padStart(3, '0')}.png`));
    }
    const input = ['-y', '-loglevel', 'error', '-framerate', '12', '-i', path.join(dir, 'f%03d.png')];
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-pix_fmt',
      'yuv420p',
      '-an',
      path.join(out, 'hero-loop.webm'),
    ]);
    execFileSync('ffmpeg', [
      ...input,
      '-c:v',
      'libx264',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      path.join(out, 'hero-loop.mp4'),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const AREA_MAP = 'area-map.webp';

/** The academy map's stand-in while no embedded map is configured (SCHOOL_MAP_EMBED_URL). */
async function areaMap() {
  await sharp(Buffer.from(areaMapSvg(960, 540)))
    .webp({ quality: 72 })
    .toFile(path.join(out, AREA_MAP));
}

await Promise.all([...scenes.map(picture), areaMap()]);
await heroVideo();
let total = 0;
for (const f of [...scenes.map((s) => s.file), AREA_MAP, 'hero-loop.webm', 'hero-loop.mp4'])
  total += statSync(path.join(out, f)).size;
console.log(`${scenes.length + 3} files, ${(total / 1024).toFixed(0)} KB in client/public/media`);
