// An illustrative street map of the academy's area (not a survey of the real streets): a park,
// a river, a street grid with main roads, and the academy's pin in the middle. Drawn here so the
// site shows a map without loading anything from a map provider.

/** A small deterministic random source, so runs redraw the same picture. */
function random(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

export function areaMapSvg(w: number, h: number): string {
  const rnd = random(11);
  const blocks: string[] = [];
  const step = 80;
  for (let x = -step / 2; x < w; x += step) {
    for (let y = -step / 2; y < h; y += step) {
      const shade = 90 + Math.round(rnd() * 4);
      blocks.push(
        `<rect x="${x + 8}" y="${y + 8}" width="${step - 16}" height="${step - 16}" rx="6" fill="hsl(35,25%,${shade}%)"/>`,
      );
    }
  }
  const park = `<rect x="${w * 0.08}" y="${h * 0.12}" width="${step * 2.6}" height="${step * 1.8}" rx="18" fill="#cfe6c4"/>`;
  const trees = Array.from({ length: 14 }, () => {
    const x = w * 0.08 + 18 + rnd() * (step * 2.6 - 36);
    const y = h * 0.12 + 18 + rnd() * (step * 1.8 - 36);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(7 + rnd() * 6).toFixed(1)}" fill="#9fcb8f"/>`;
  }).join('');
  const river = `<path d="M${w * 0.72} -10 C ${w * 0.62} ${h * 0.3}, ${w * 0.9} ${h * 0.55}, ${w * 0.78} ${h + 10}" stroke="#a9cfe8" stroke-width="34" fill="none"/>`;
  const road = (d: string, width: number, color: string) =>
    `<path d="${d}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
  const mainRoads = [
    road(`M0 ${h * 0.52} L${w} ${h * 0.46}`, 22, '#ffffff'),
    road(`M${w * 0.44} 0 L${w * 0.5} ${h}`, 22, '#ffffff'),
    road(`M0 ${h * 0.52} L${w} ${h * 0.46}`, 4, '#f3d38a'),
    road(`M${w * 0.44} 0 L${w * 0.5} ${h}`, 4, '#f3d38a'),
  ].join('');
  // The pin stands where the two main roads cross, a little off the corner.
  const px = w * 0.53;
  const py = h * 0.4;
  const pin = `<g transform="translate(${px} ${py})"><ellipse cx="0" cy="46" rx="20" ry="7" fill="rgba(0,0,0,0.22)"/><path d="M0 44 C -8 26, -30 8, -30 -12 A 30 30 0 1 1 30 -12 C 30 8, 8 26, 0 44 Z" fill="#5b1f6e" stroke="#ffffff" stroke-width="4"/><circle cx="0" cy="-12" r="11" fill="#e0b15a"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#eef0f2"/>${blocks.join('')}${park}${trees}${river}${mainRoads}${pin}</svg>`;
}
