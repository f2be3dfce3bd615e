// Pictures for the demo content, drawn as SVG (a one-point-perspective room, or a villa outside) and
// rendered by sharp. No fonts and no files: the same code draws the same picture on any machine.
import sharp from 'sharp';

export type Scene = 'living' | 'bedroom' | 'kitchen' | 'bathroom' | 'office' | 'shop' | 'clinic' | 'painting' | 'villa';

export type Palette = {
  wall: [string, string];
  side: string;
  ceiling: string;
  floor: [string, string];
  accent: string;
  wood: string;
  fabric: string;
  light: string;
};

/** The palettes, one a line, each colour in the order of Palette's fields. */
const paletteRows: [
  wall: Palette['wall'],
  side: string,
  ceiling: string,
  floor: Palette['floor'],
  accent: string,
  wood: string,
  fabric: string,
  light: string,
][] = [
  [['#f3e7d7', '#e2cdb2'], '#d9c2a4', '#faf4ec', ['#a0714c', '#6d4a30'], '#c8793f', '#7a5236', '#efe3d0', '#ffe7b8'], // warm sand and walnut
  [['#e9ecef', '#cfd5dc'], '#c3cad2', '#f6f8fa', ['#9aa3ad', '#5f6973'], '#27466b', '#4b5563', '#2f4d74', '#e8f1ff'], // stone grey and navy
  [['#e6ece1', '#c9d6c1'], '#bccab3', '#f5f7f2', ['#c8a679', '#94754f'], '#6f8f5f', '#a57f52', '#7d9a6d', '#fff3d6'], // sage and oak
  [['#f6ebe2', '#e9cdb8'], '#ddb9a0', '#fbf6f1', ['#d9c3a6', '#b3967a'], '#c0603c', '#8a5a3c', '#d98c63', '#ffe2c4'], // terracotta and cream
  [['#4a4d52', '#2f3236'], '#3a3d42', '#55585d', ['#6b5a4a', '#3f342b'], '#c9a55a', '#2a2622', '#8b7d6b', '#ffd98a'], // charcoal and brass
  [['#fbf1ef', '#ecd7d3'], '#e3c9c4', '#fffaf9', ['#efe9e4', '#cfc5bd'], '#b86b77', '#c9a27e', '#e8b4b8', '#fff0e6'], // blush and white marble
];

export const palettes: Palette[] = paletteRows.map(([wall, side, ceiling, floor, accent, wood, fabric, light]) => ({
  wall,
  side,
  ceiling,
  floor,
  accent,
  wood,
  fabric,
  light,
}));

const W = 1200;
const H = 800;
// The back wall of the room and the vanishing point it is drawn towards.
const BX0 = 170;
const BX1 = 1030;
const BY0 = 90;
const BY1 = 560;
const VX = 600;
const VY = 330;

/** A small deterministic random source, so a seed always draws the same picture. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function defs(p: Palette, id: string) {
  return `<defs>
  <linearGradient id="wall${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall[0]}"/><stop offset="1" stop-color="${p.wall[1]}"/></linearGradient>
  <linearGradient id="floor${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floor[1]}"/><stop offset="1" stop-color="${p.floor[0]}"/></linearGradient>
  <linearGradient id="sky${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc3ea"/><stop offset="1" stop-color="#e3f1fb"/></linearGradient>
  <linearGradient id="beam${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient>
  <radialGradient id="glow${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.light}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>
  <linearGradient id="shade${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
  <filter id="soft${id}" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="8"/></filter>
</defs>`;
}

/** Walls, ceiling with a cove light, and a plank or tile floor drawn towards the vanishing point. */
function room(p: Palette, id: string, floorKind: 'planks' | 'tiles') {
  const lines: string[] = [];
  if (floorKind === 'planks') {
    for (let i = -10; i <= 10; i++) {
      const x = VX + i * 60;
      const bottomX = VX + (x - VX) * ((H - VY) / (BY1 - VY));
      lines.push(`<line x1="${x}" y1="${BY1}" x2="${bottomX}" y2="${H}" stroke="#000" stroke-opacity="0.10" stroke-width="2"/>`);
    }
  } else {
    for (let i = -8; i <= 8; i++) {
      const x = VX + i * 90;
      const bottomX = VX + (x - VX) * ((H - VY) / (BY1 - VY));
      lines.push(`<line x1="${x}" y1="${BY1}" x2="${bottomX}" y2="${H}" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`);
    }
    for (const y of [585, 625, 690, 780])
      lines.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`);
  }
  return `
  <rect width="${W}" height="${H}" fill="${p.ceiling}"/>
  <polygon points="0,0 ${W},0 ${BX1},${BY0} ${BX0},${BY0}" fill="${p.ceiling}"/>
  <rect x="${BX0}" y="${BY0}" width="${BX1 - BX0}" height="${BY1 - BY0}" fill="url(#wall${id})"/>
  <polygon points="0,0 ${BX0},${BY0} ${BX0},${BY1} 0,${H}" fill="${p.side}"/>
  <polygon points="${W},0 ${BX1},${BY0} ${BX1},${BY1} ${W},${H}" fill="${p.side}" opacity="0.92"/>
  <polygon points="0,${H} ${BX0},${BY1} ${BX1},${BY1} ${W},${H}" fill="url(#floor${id})"/>
  ${lines.join('\n  ')}
  <polygon points="0,${H} ${BX0},${BY1} ${BX1},${BY1} ${W},${H}" fill="url(#shade${id})" opacity="0.6"/>
  <rect x="${BX0 + 20}" y="${BY0 - 4}" width="${BX1 - BX0 - 40}" height="8" rx="4" fill="${p.light}" opacity="0.9"/>
  <rect x="${BX0 + 20}" y="${BY0 + 2}" width="${BX1 - BX0 - 40}" height="60" fill="url(#beam${id})" opacity="0.7"/>
  <rect x="${BX0}" y="${BY1 - 12}" width="${BX1 - BX0}" height="12" fill="#000" opacity="0.06"/>`;
}

/** A tall window on the left wall with daylight falling on the floor. */
function sideWindow(p: Palette, id: string) {
  return `
  <polygon points="30,120 130,150 130,470 30,520" fill="url(#sky${id})" stroke="#fff" stroke-width="8"/>
  <line x1="80" y1="135" x2="80" y2="495" stroke="#fff" stroke-width="6"/>
  <polygon points="130,470 30,520 420,800 700,800" fill="${p.light}" opacity="0.18"/>`;
}

function pendant(x: number, y: number, p: Palette, id: string, size = 34) {
  return `
  <line x1="${x}" y1="${BY0 - 30}" x2="${x}" y2="${y}" stroke="#333" stroke-width="2"/>
  <ellipse cx="${x}" cy="${y + size * 0.9}" rx="${size * 2.2}" ry="${size * 1.4}" fill="url(#glow${id})" opacity="0.7"/>
  <path d="M ${x - size} ${y + size} Q ${x} ${y - size * 0.6} ${x + size} ${y + size} Z" fill="${p.accent}"/>`;
}

function plant(x: number, y: number, scale = 1) {
  const s = scale;
  return `
  <ellipse cx="${x}" cy="${y + 6 * s}" rx="${40 * s}" ry="${10 * s}" fill="#000" opacity="0.15"/>
  <path d="M ${x - 28 * s} ${y - 60 * s} L ${x + 28 * s} ${y - 60 * s} L ${x + 22 * s} ${y} L ${x - 22 * s} ${y} Z" fill="#e8e2d8"/>
  <circle cx="${x}" cy="${y - 120 * s}" r="${46 * s}" fill="#5f8a4e"/>
  <circle cx="${x - 34 * s}" cy="${y - 90 * s}" r="${32 * s}" fill="#6f9d5c"/>
  <circle cx="${x + 36 * s}" cy="${y - 95 * s}" r="${34 * s}" fill="#4d7a40"/>
  <circle cx="${x + 6 * s}" cy="${y - 160 * s}" r="${28 * s}" fill="#7fae69"/>`;
}

/** A framed abstract print: a few shapes clipped to the canvas by a nested SVG viewport. */
function frame(x: number, y: number, w: number, h: number, colors: string[], rnd: () => number) {
  const shapes = colors
    .map((c, i) => {
      const cx = 20 + rnd() * (w - 40);
      const cy = 20 + rnd() * (h - 40);
      return i % 2
        ? `<circle cx="${cx}" cy="${cy}" r="${18 + rnd() * 28}" fill="${c}" opacity="0.85"/>`
        : `<rect x="${cx - 30}" y="${cy - 20}" width="${40 + rnd() * 50}" height="${30 + rnd() * 40}" fill="${c}" opacity="0.8"/>`;
    })
    .join('');
  return `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="#2b2b2b"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f7f4ef"/>
  <svg x="${x}" y="${y}" width="${w}" height="${h}">${shapes}</svg>`;
}

function living(p: Palette, id: string, rnd: () => number) {
  return `
  ${sideWindow(p, id)}
  ${frame(480, 170, 240, 150, [p.accent, p.wood, p.fabric, '#e9c46a'], rnd)}
  <ellipse cx="600" cy="690" rx="360" ry="70" fill="${p.fabric}" opacity="0.55"/>
  <ellipse cx="600" cy="560" rx="330" ry="28" fill="#000" opacity="0.12" filter="url(#soft${id})"/>
  <rect x="300" y="420" width="600" height="110" rx="26" fill="${p.fabric}"/>
  <rect x="300" y="420" width="600" height="110" rx="26" fill="url(#shade${id})"/>
  <rect x="280" y="470" width="70" height="90" rx="22" fill="${p.fabric}" stroke="#000" stroke-opacity="0.08"/>
  <rect x="850" y="470" width="70" height="90" rx="22" fill="${p.fabric}" stroke="#000" stroke-opacity="0.08"/>
  <rect x="340" y="480" width="520" height="70" rx="18" fill="${p.fabric}" stroke="#000" stroke-opacity="0.1"/>
  <line x1="600" y1="485" x2="600" y2="545" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>
  <rect x="380" y="445" width="90" height="60" rx="16" fill="${p.accent}" transform="rotate(-8 425 475)"/>
  <rect x="730" y="445" width="90" height="60" rx="16" fill="${p.accent}" opacity="0.85" transform="rotate(7 775 475)"/>
  <rect x="300" y="555" width="14" height="20" fill="${p.wood}"/><rect x="886" y="555" width="14" height="20" fill="${p.wood}"/>
  <ellipse cx="600" cy="650" rx="150" ry="34" fill="${p.wood}"/>
  <rect x="520" y="650" width="10" height="50" fill="${p.wood}"/><rect x="670" y="650" width="10" height="50" fill="${p.wood}"/>
  <ellipse cx="640" cy="640" rx="26" ry="8" fill="#fff" opacity="0.8"/>
  ${plant(960, 600, 1.1)}
  ${pendant(330, 230, p, id, 28)}`;
}

function bedroom(p: Palette, id: string, rnd: () => number) {
  return `
  ${sideWindow(p, id)}
  <rect x="380" y="230" width="440" height="240" rx="18" fill="${p.wood}"/>
  <rect x="400" y="250" width="400" height="200" rx="12" fill="${p.fabric}" opacity="0.9"/>
  ${frame(530, 140, 140, 70, [p.accent, '#ffffff'], rnd)}
  <polygon points="330,520 870,520 960,720 240,720" fill="#fbfaf7"/>
  <polygon points="330,560 870,560 960,720 240,720" fill="${p.fabric}"/>
  <polygon points="240,720 960,720 960,745 240,745" fill="#000" opacity="0.15"/>
  <rect x="410" y="440" width="170" height="80" rx="24" fill="#fff"/>
  <rect x="620" y="440" width="170" height="80" rx="24" fill="#fff"/>
  <rect x="440" y="470" width="120" height="60" rx="18" fill="${p.accent}" opacity="0.8"/>
  <rect x="240" y="480" width="110" height="90" rx="6" fill="${p.wood}"/><rect x="850" y="480" width="110" height="90" rx="6" fill="${p.wood}"/>
  <line x1="240" y1="525" x2="350" y2="525" stroke="#000" stroke-opacity="0.2"/><line x1="850" y1="525" x2="960" y2="525" stroke="#000" stroke-opacity="0.2"/>
  <ellipse cx="295" cy="400" rx="80" ry="70" fill="url(#glow${id})"/><ellipse cx="905" cy="400" rx="80" ry="70" fill="url(#glow${id})"/>
  <path d="M 270 440 L 320 440 L 305 400 L 285 400 Z" fill="${p.light}"/><rect x="292" y="440" width="6" height="40" fill="#333"/>
  <path d="M 880 440 L 930 440 L 915 400 L 895 400 Z" fill="${p.light}"/><rect x="902" y="440" width="6" height="40" fill="#333"/>`;
}

function kitchen(p: Palette, id: string, rnd: () => number) {
  const tiles: string[] = [];
  for (let x = 200; x < 1000; x += 40)
    for (let y = 300; y < 380; y += 20)
      tiles.push(`<rect x="${x + ((y / 20) % 2) * 20}" y="${y}" width="38" height="18" fill="#fff" opacity="${0.35 + rnd() * 0.3}"/>`);
  const uppers = [200, 330, 460, 740, 870]
    .map(
      (x) =>
        `<rect x="${x}" y="130" width="125" height="160" rx="4" fill="${p.wood}"/><rect x="${x + 110}" y="200" width="4" height="40" fill="${p.accent}"/>`,
    )
    .join('');
  const lowers = [200, 320, 440, 560, 680, 800, 920]
    .map(
      (x) =>
        `<rect x="${x}" y="400" width="${x === 920 ? 90 : 115}" height="150" rx="4" fill="${p.wood}"/><rect x="${x + 10}" y="415" width="50" height="4" fill="${p.accent}"/>`,
    )
    .join('');
  return `
  ${tiles.join('')}
  ${uppers}
  <rect x="600" y="130" width="120" height="120" fill="#9aa0a6"/><polygon points="590,250 730,250 700,290 620,290" fill="#b9bec4"/>
  <rect x="190" y="382" width="830" height="20" fill="#f4f1ec"/><rect x="190" y="398" width="830" height="4" fill="#000" opacity="0.12"/>
  ${lowers}
  <rect x="640" y="360" width="60" height="24" rx="4" fill="#c9ced3"/>
  ${plant(300, 382, 0.35)}
  <ellipse cx="600" cy="760" rx="330" ry="26" fill="#000" opacity="0.18" filter="url(#soft${id})"/>
  <rect x="300" y="590" width="600" height="36" fill="#f7f5f2"/>
  <rect x="320" y="626" width="560" height="130" fill="${p.accent}"/>
  <rect x="320" y="626" width="560" height="130" fill="url(#shade${id})"/>
  <line x1="460" y1="640" x2="460" y2="745" stroke="#000" stroke-opacity="0.15"/><line x1="600" y1="640" x2="600" y2="745" stroke="#000" stroke-opacity="0.15"/><line x1="740" y1="640" x2="740" y2="745" stroke="#000" stroke-opacity="0.15"/>
  ${pendant(450, 470, p, id, 28)}${pendant(600, 470, p, id, 28)}${pendant(750, 470, p, id, 28)}`;
}

function bathroom(p: Palette, id: string, rnd: () => number) {
  const tiles: string[] = [];
  for (let x = BX0; x < BX1; x += 86)
    for (let y = BY0; y < BY1; y += 94)
      tiles.push(`<rect x="${x + 2}" y="${y + 2}" width="82" height="90" fill="#fff" opacity="${0.18 + rnd() * 0.2}"/>`);
  return `
  ${tiles.join('')}
  <rect x="640" y="110" width="370" height="450" fill="#bfe3f0" opacity="0.28" stroke="#fff" stroke-width="6"/>
  <line x1="825" y1="110" x2="825" y2="560" stroke="#fff" stroke-width="4" opacity="0.8"/>
  <circle cx="900" cy="170" r="34" fill="#d5d9dd"/><rect x="896" y="130" width="8" height="40" fill="#b8bdc2"/>
  <path d="M 880 210 L 860 330 M 900 210 L 900 330 M 920 210 L 940 330" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>
  <rect x="260" y="150" width="290" height="200" rx="100" fill="#dfe9ee" stroke="${p.accent}" stroke-width="8"/>
  <ellipse cx="405" cy="250" rx="130" ry="86" fill="#fff" opacity="0.25"/>
  <rect x="240" y="380" width="330" height="30" rx="4" fill="#f5f5f2"/>
  <ellipse cx="405" cy="388" rx="70" ry="10" fill="#d7dcdf"/>
  <rect x="400" y="355" width="10" height="30" fill="#b8bdc2"/>
  <rect x="250" y="410" width="310" height="110" rx="6" fill="${p.wood}"/>
  <line x1="405" y1="420" x2="405" y2="510" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>
  <ellipse cx="405" cy="560" rx="170" ry="14" fill="#000" opacity="0.12" filter="url(#soft${id})"/>
  <rect x="200" y="620" width="300" height="40" rx="20" fill="${p.fabric}" opacity="0.7"/>
  ${plant(590, 560, 0.45)}`;
}

function office(p: Palette, _id: string, rnd: () => number) {
  const lights = [250, 450, 650, 850].map((x) => `<rect x="${x}" y="40" width="140" height="14" rx="6" fill="${p.light}"/>`).join('');
  const desks = [0, 1].map((row) => {
    const y = 470 + row * 130;
    const scale = 1 + row * 0.25;
    return [0, 1, 2]
      .map((i) => {
        const x = 600 + (i - 1) * 260 * scale;
        return `<rect x="${x - 100 * scale}" y="${y}" width="${200 * scale}" height="${14 * scale}" fill="#f4f2ee"/>
    <rect x="${x - 95 * scale}" y="${y + 14 * scale}" width="${8 * scale}" height="${60 * scale}" fill="#555"/><rect x="${x + 87 * scale}" y="${y + 14 * scale}" width="${8 * scale}" height="${60 * scale}" fill="#555"/>
    <rect x="${x - 45 * scale}" y="${y - 70 * scale}" width="${90 * scale}" height="${58 * scale}" rx="4" fill="#1f2933"/>
    <rect x="${x - 40 * scale}" y="${y - 65 * scale}" width="${80 * scale}" height="${48 * scale}" fill="${rnd() > 0.5 ? '#3d7bd9' : '#43a08b'}" opacity="0.8"/>
    <rect x="${x - 4 * scale}" y="${y - 12 * scale}" width="${8 * scale}" height="${12 * scale}" fill="#333"/>
    <rect x="${x - 35 * scale}" y="${y + 20 * scale}" width="${70 * scale}" height="${60 * scale}" rx="${12 * scale}" fill="${p.accent}"/>`;
      })
      .join('');
  });
  return `
  ${lights}
  <rect x="${BX0}" y="${BY0}" width="${BX1 - BX0}" height="${BY1 - BY0}" fill="#cfe6f2" opacity="0.35"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${BX0 + i * 172}" y1="${BY0}" x2="${BX0 + i * 172}" y2="${BY1}" stroke="#fff" stroke-width="6" opacity="0.8"/>`).join('')}
  <rect x="${BX0}" y="300" width="${BX1 - BX0}" height="6" fill="#fff" opacity="0.7"/>
  <rect x="380" y="150" width="440" height="110" fill="${p.accent}" opacity="0.85"/>
  <rect x="420" y="190" width="360" height="10" fill="#fff" opacity="0.8"/><rect x="420" y="215" width="240" height="8" fill="#fff" opacity="0.6"/>
  ${desks.join('')}
  ${plant(120, 740, 0.9)}${plant(1090, 740, 0.9)}`;
}

function shop(p: Palette, id: string, rnd: () => number) {
  const shelves = [140, 240, 340].map((y) => {
    const goods = Array.from({ length: 14 }, (_, i) => {
      const h = 30 + rnd() * 40;
      return `<rect x="${210 + i * 55}" y="${y + 70 - h}" width="40" height="${h}" rx="4" fill="${[p.accent, p.fabric, '#e9c46a', '#2a9d8f', '#ffffff'][Math.floor(rnd() * 5)]}"/>`;
    }).join('');
    return `${goods}<rect x="190" y="${y + 70}" width="820" height="10" fill="${p.wood}"/>`;
  });
  return `
  ${shelves.join('')}
  <ellipse cx="600" cy="740" rx="360" ry="30" fill="#000" opacity="0.18" filter="url(#soft${id})"/>
  <rect x="300" y="560" width="600" height="30" fill="${p.wood}"/>
  <rect x="320" y="590" width="560" height="150" fill="${p.accent}"/>
  ${Array.from({ length: 8 }, (_, i) => `<rect x="${330 + i * 69}" y="600" width="58" height="130" fill="#000" opacity="0.07"/>`).join('')}
  <rect x="380" y="520" width="80" height="40" rx="6" fill="#333"/><rect x="700" y="530" width="60" height="30" rx="6" fill="#fff"/>
  ${[380, 600, 820].map((x) => `<rect x="${x - 4}" y="745" width="8" height="55" fill="#333"/><ellipse cx="${x}" cy="745" rx="36" ry="10" fill="${p.wood}"/>`).join('')}
  ${pendant(420, 420, p, id, 30)}${pendant(600, 420, p, id, 30)}${pendant(780, 420, p, id, 30)}
  ${plant(1080, 700, 0.9)}`;
}

function clinic(p: Palette, id: string, rnd: () => number) {
  return `
  ${sideWindow(p, id)}
  <rect x="${BX0}" y="${BY0}" width="${BX1 - BX0}" height="140" fill="#fff" opacity="0.35"/>
  <circle cx="600" cy="170" r="46" fill="${p.accent}"/><rect x="588" y="140" width="24" height="60" fill="#fff"/><rect x="570" y="158" width="60" height="24" fill="#fff"/>
  <rect x="260" y="330" width="680" height="30" fill="#f7f7f5"/>
  <rect x="280" y="360" width="640" height="190" fill="#fff"/>
  <rect x="280" y="360" width="640" height="190" fill="url(#shade${id})"/>
  <rect x="280" y="450" width="640" height="12" fill="${p.accent}" opacity="0.8"/>
  <rect x="340" y="270" width="90" height="60" rx="4" fill="#1f2933"/><rect x="346" y="276" width="78" height="48" fill="#60a5fa" opacity="0.7"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${240 + i * 200}" y="640" width="140" height="50" rx="14" fill="${p.fabric}"/><rect x="${240 + i * 200}" y="590" width="140" height="60" rx="14" fill="${p.fabric}" opacity="${0.8 + rnd() * 0.2}"/><rect x="${250 + i * 200}" y="690" width="8" height="40" fill="#666"/><rect x="${372 + i * 200}" y="690" width="8" height="40" fill="#666"/>`).join('')}
  ${plant(1060, 620, 0.9)}
  ${pendant(500, 230, p, id, 22)}${pendant(700, 230, p, id, 22)}`;
}

function painting(p: Palette, id: string, _rnd: () => number) {
  const swatches = [p.accent, p.fabric, p.wood, '#e9c46a', '#2a9d8f', '#264653', p.wall[1]]
    .map((c, i) => `<rect x="${230 + i * 62}" y="${200 + (i % 2) * 16}" width="52" height="120" rx="6" fill="${c}" stroke="#fff" stroke-width="4"/>`)
    .join('');
  const panels = [0, 1, 2, 3]
    .map((i) => `<rect x="${640 + i * 92}" y="140" width="76" height="360" rx="4" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="5"/>`)
    .join('');
  return `
  <rect x="620" y="${BY0}" width="${BX1 - 620}" height="${BY1 - BY0}" fill="${p.accent}"/>
  <rect x="620" y="${BY0}" width="${BX1 - 620}" height="${BY1 - BY0}" fill="url(#shade${id})"/>
  ${panels}
  ${swatches}
  <path d="M 250 420 C 330 380, 420 470, 540 410" stroke="${p.accent}" stroke-width="36" fill="none" stroke-linecap="round" opacity="0.85"/>
  <polygon points="300,800 360,430 380,430 330,800" fill="#c9a27e"/><polygon points="460,800 410,430 430,430 490,800" fill="#c9a27e"/>
  ${[480, 550, 620, 690, 760]
    .map((y) => {
      const left = 300 + ((800 - y) / 370) * 60 + 14;
      const right = 460 - ((800 - y) / 370) * 50 + 6;
      return `<rect x="${left}" y="${y}" width="${right - left}" height="10" fill="#b08a66"/>`;
    })
    .join('')}
  <rect x="700" y="640" width="120" height="90" rx="8" fill="#dcdcdc"/><ellipse cx="760" cy="640" rx="60" ry="14" fill="${p.accent}"/>
  <rect x="840" y="560" width="40" height="120" rx="8" fill="#f1f1f1" transform="rotate(25 860 620)"/><rect x="855" y="660" width="10" height="90" fill="#444" transform="rotate(25 860 620)"/>
  <ellipse cx="600" cy="770" rx="420" ry="24" fill="#fff" opacity="0.35"/>
  ${plant(1080, 720, 0.8)}`;
}

function villa(p: Palette, id: string, rnd: () => number) {
  const windows = [0, 1, 2]
    .map((i) => `<rect x="${470 + i * 120}" y="260" width="90" height="110" fill="url(#sky${id})" stroke="#fff" stroke-width="4" opacity="0.9"/>`)
    .join('');
  const palms = [110, 1080].map((x) => {
    const leaves = [-60, -25, 10, 45, 80, 130, 170]
      .map(
        (a) =>
          `<path d="M ${x} 300 q ${Math.cos((a * Math.PI) / 180) * 60} ${-30 + rnd() * 10} ${Math.cos((a * Math.PI) / 180) * 130} ${Math.sin((a * Math.PI) / 180) * 60 + 30}" stroke="#3f7a3a" stroke-width="16" fill="none" stroke-linecap="round"/>`,
      )
      .join('');
    return `<path d="M ${x - 14} 640 Q ${x + 20} 460 ${x} 300" stroke="#8a6b4a" stroke-width="20" fill="none"/>${leaves}`;
  });
  return `
  <rect width="${W}" height="${H}" fill="url(#sky${id})"/>
  <circle cx="980" cy="120" r="60" fill="#fff3c4"/><circle cx="980" cy="120" r="120" fill="url(#glow${id})"/>
  <ellipse cx="300" cy="130" rx="120" ry="26" fill="#fff" opacity="0.8"/><ellipse cx="380" cy="115" rx="80" ry="22" fill="#fff" opacity="0.8"/>
  <rect y="560" width="${W}" height="240" fill="#7fb069"/>
  <rect x="220" y="220" width="760" height="340" fill="${p.wall[0]}"/>
  <rect x="220" y="220" width="760" height="340" fill="url(#shade${id})"/>
  <rect x="180" y="200" width="840" height="26" fill="${p.wood}"/>
  <rect x="300" y="90" width="420" height="130" fill="${p.wall[1]}"/><rect x="280" y="76" width="460" height="20" fill="${p.wood}"/>
  <rect x="340" y="115" width="340" height="80" fill="url(#sky${id})" stroke="#fff" stroke-width="4"/>
  ${windows}
  <rect x="260" y="260" width="150" height="300" fill="${p.wood}"/><rect x="276" y="280" width="118" height="280" fill="#2f2f2f" opacity="0.8"/>
  <rect x="820" y="260" width="120" height="160" fill="url(#sky${id})" stroke="#fff" stroke-width="4"/>
  <rect x="780" y="440" width="200" height="120" fill="${p.accent}" opacity="0.9"/>
  <polygon points="160,640 1040,640 1120,760 80,760" fill="#4fb3d9"/>
  <polygon points="160,640 1040,640 1120,760 80,760" fill="#fff" opacity="0.15"/>
  <path d="M 250 690 q 60 -14 120 0 t 120 0 M 600 720 q 60 -14 120 0 t 120 0" stroke="#fff" stroke-opacity="0.6" stroke-width="4" fill="none"/>
  <polygon points="160,640 1040,640 1050,626 150,626" fill="#efe6d6"/>
  ${palms.join('')}`;
}

const draw: Record<Scene, (p: Palette, id: string, rnd: () => number) => string> = {
  living,
  bedroom,
  kitchen,
  bathroom,
  office,
  shop,
  clinic,
  painting,
  villa,
};

/** The SVG source of one demo picture. */
export function sceneSvg(scene: Scene, paletteIndex: number, seed: number): string {
  const p = palettes[paletteIndex % palettes.length];
  const id = `s${seed}`;
  const rnd = random(seed * 7919 + paletteIndex);
  const floorKind = scene === 'bathroom' || scene === 'clinic' || scene === 'shop' ? 'tiles' : 'planks';
  const base = scene === 'villa' ? '' : room(p, id, floorKind);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${defs(p, id)}
${base}
${draw[scene](p, id, rnd)}
</svg>`;
}

/**
 * One demo picture as a JPEG, 1200x800 unless a smaller width is asked for, ready for the media store. Each seed
 * frames the room its own way (up to a fifth closer, off centre), as two photographs of one room would differ. A
 * smaller picture is rendered at its own scale (a fraction of the full one's cost); the full one is rendered at full
 * size and its frame enlarged. The JPEG is only the store's input (it keeps WebP files): plain encoding, not mozjpeg's
 * slower smaller files.
 */
export async function scenePicture(scene: Scene, paletteIndex: number, seed: number, width = W): Promise<Buffer> {
  const rnd = random(seed * 104729 + 17);
  const zoom = 1 + rnd() * 0.2;
  const [cropW, cropH] = [Math.round(W / zoom), Math.round(H / zoom)];
  const [left, top] = [rnd() * (W - cropW), rnd() * (H - cropH)];
  const out = Math.min(width, W);
  const scale = Math.min(1, out / cropW);
  const svg = sharp(Buffer.from(sceneSvg(scene, paletteIndex, seed)), { density: 72 * scale });
  const { width: renderedW = W, height: renderedH = H } = await svg.metadata();
  const [frameW, frameH] = [Math.min(Math.round(cropW * scale), renderedW), Math.min(Math.round(cropH * scale), renderedH)];
  // One pipeline: the frame is cut before it is resized.
  return svg
    .extract({
      left: Math.min(Math.round(left * scale), renderedW - frameW),
      top: Math.min(Math.round(top * scale), renderedH - frameH),
      width: frameW,
      height: frameH,
    })
    .resize({ width: out, height: Math.round((out * H) / W) })
    .jpeg({ quality: 88 })
    .toBuffer();
}
