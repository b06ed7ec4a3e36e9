import type { DeviceType } from '@lodestar/contract';

/**
 * Pictures of the demo devices: flat illustrations drawn as SVG, one per device type, in the device's accent colour.
 *
 * Why SVG kept here as markup rather than PNG or JPEG files: a 256 px drawing is about 2 KB of SVG (2.4–2.8 KB as
 * base64) against 34–39 KB as a PNG rendered by Chromium (the gradients do not compress), and every device picture
 * travels in the device list, including the menus' fetch of up to 999 devices. SVG stays sharp at any size; an SVG shown through a
 * data: URL in an <img> runs no script; and the web app already tells SVG by its base64 start (`PHN2Zy`). Keeping
 * the markup in a TypeScript module means the compiled server (tsc into dist/, which copies no other files) needs
 * no file at run time, and a drawing is changed by editing it here.
 *
 * To look at one: `npx tsx -e "import('./apps/server/src/demo/pictures.ts').then(m => process.stdout.write(
 * m.deviceIllustration('shield_gps', '#4682B4')))" > gps.svg` and open it in a browser.
 */

/** `hex` mixed with black (amount < 0) or white (amount > 0), amount in -1..1. */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((at) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16);
    return Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${channels.join('')}`;
}

const background = (from: string, to: string) =>
  `<radialGradient id="bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`;

const floorShadow = (color: string) =>
  `<radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${color}" stop-opacity=".34"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

/**
 * A 256 px square picture: the background fills it, and the drawing (drawn on a 256 grid) is scaled about its
 * centre (x, y) into the middle of the square. The device cards show pictures cropped to about 2:1 (object-fit:
 * cover) and the list rows as 44 px squares, so the device itself keeps to the middle half of the height.
 */
const framed = (
  backdrop: [string, string],
  defs: string,
  centre: { x: number; y: number; scale: number },
  drawing: string,
) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs>${background(...backdrop)}${defs}</defs>
<rect width="256" height="256" fill="url(#bg)"/>
<g transform="translate(128 128) scale(${centre.scale}) translate(${-centre.x} ${-centre.y})">
${drawing}
</g>
</svg>`;

/** Two signal arcs and a dot, the "it reports over the air" mark every device carries. */
const signal = (
  x: number,
  y: number,
  color: string,
) => `<g fill="none" stroke="${color}" stroke-linecap="round" stroke-width="6">
<path d="M${x} ${y - 22}a22 22 0 0 1 22 22" opacity=".9"/><path d="M${x + 2} ${y - 44}a44 44 0 0 1 42 42" opacity=".5"/></g>
<circle cx="${x}" cy="${y}" r="6" fill="${color}"/>`;

/** A palm-sized GPS tracker on a key ring, a location pin on its face. */
const gpsTracker = (accent: string) =>
  framed(
    ['#f4f8fb', '#cfdbe6'],
    `${floorShadow('#1b2836')}
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a5868"/><stop offset="1" stop-color="#1e2833"/></linearGradient>
<linearGradient id="face" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6f8196"/><stop offset="1" stop-color="#3a4756"/></linearGradient>`,
    { x: 135, y: 137, scale: 0.88 },
    `<ellipse cx="132" cy="206" rx="92" ry="16" fill="url(#shadow)"/>
<circle cx="52" cy="104" r="22" fill="none" stroke="#9aa8b6" stroke-width="6"/>
<rect x="62" y="86" width="150" height="110" rx="30" fill="url(#body)"/>
<rect x="70" y="90" width="134" height="92" rx="25" fill="url(#face)"/>
<rect x="70" y="90" width="134" height="10" rx="5" fill="#fff" opacity=".12"/>
<rect x="62" y="168" width="150" height="8" fill="${accent}"/>
<path d="M137 108c-13 0-23 10-23 23 0 17 23 37 23 37s23-20 23-37c0-13-10-23-23-23z" fill="#fff" opacity=".92"/>
<circle cx="137" cy="131" r="9" fill="${accent}"/>
<circle cx="188" cy="106" r="9" fill="#3ddc84" opacity=".25"/><circle cx="188" cy="106" r="5" fill="#3ddc84"/>
${signal(196, 88, accent)}`,
  );

/** A credit-card-thin tracker in front of a wallet card. */
const cardTracker = (accent: string) =>
  framed(
    ['#f5f9f9', '#d3e0e2'],
    `${floorShadow('#0d3533')}
<linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#e3ebef"/></linearGradient>
<linearGradient id="back" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(accent, 0.1)}"/><stop offset="1" stop-color="${shade(accent, -0.3)}"/></linearGradient>
<linearGradient id="chip" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6d77a"/><stop offset="1" stop-color="#c99a2e"/></linearGradient>`,
    { x: 136, y: 131, scale: 0.84 },
    `<ellipse cx="128" cy="204" rx="100" ry="14" fill="url(#shadow)"/>
<g transform="rotate(8 128 132)"><rect x="50" y="70" width="168" height="106" rx="12" fill="url(#back)"/>
<rect x="50" y="88" width="168" height="18" fill="${shade(accent, -0.55)}" opacity=".7"/></g>
<g transform="rotate(-7 128 132)">
<rect x="38" y="86" width="172" height="108" rx="12" fill="url(#card)" stroke="#b8c9cf" stroke-width="1.5"/>
<rect x="38" y="176" width="172" height="6" fill="${accent}"/>
<rect x="56" y="112" width="34" height="26" rx="5" fill="url(#chip)"/>
<path d="M56 125h34M73 112v26M64 112v8M82 130v8" stroke="#a07a1f" stroke-width="1.5" fill="none"/>
<path d="M182 104l4.7 9.6 10.6 1.5-7.7 7.4 1.8 10.5-9.4-5-9.4 5 1.8-10.5-7.7-7.4 10.6-1.5z" fill="${accent}"/>
<rect x="56" y="152" width="64" height="7" rx="3.5" fill="#9db1b8"/><rect x="126" y="152" width="36" height="7" rx="3.5" fill="#c3d2d7"/></g>
${signal(196, 78, shade(accent, -0.2))}`,
  );

/** A travel padlock with a keypad, its body in the accent colour. */
const smartLock = (accent: string) =>
  framed(
    ['#f9f6f4', '#e4d9d4'],
    `${floorShadow('#3a1a14')}
<linearGradient id="shackle" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8c96a1"/><stop offset=".45" stop-color="#eef2f5"/><stop offset="1" stop-color="#7d8792"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${shade(accent, -0.4)}"/></linearGradient>
<linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d3440"/><stop offset="1" stop-color="#171b22"/></linearGradient>`,
    { x: 140, y: 133, scale: 0.66 },
    `<ellipse cx="128" cy="222" rx="82" ry="13" fill="url(#shadow)"/>
<path d="M86 120V86a42 42 0 0 1 84 0v34" fill="none" stroke="url(#shackle)" stroke-width="18" stroke-linecap="round"/>
<rect x="60" y="108" width="136" height="108" rx="22" fill="url(#body)"/>
<rect x="60" y="108" width="136" height="14" rx="7" fill="#fff" opacity=".16"/>
<rect x="84" y="128" width="88" height="70" rx="14" fill="url(#panel)"/>
<g fill="#9fb0c4"><circle cx="106" cy="146" r="5"/><circle cx="128" cy="146" r="5"/><circle cx="150" cy="146" r="5"/>
<circle cx="106" cy="164" r="5"/><circle cx="128" cy="164" r="5"/><circle cx="150" cy="164" r="5"/>
<circle cx="106" cy="182" r="5"/><circle cx="128" cy="182" r="5" fill="#3ddc84"/><circle cx="150" cy="182" r="5"/></g>
${signal(196, 62, shade(accent, -0.1))}`,
  );

const illustrations: Record<DeviceType, (accent: string) => string> = {
  shield_gps: gpsTracker,
  shield_card: cardTracker,
  smart_lock: smartLock,
};

/** The SVG markup of a device type's illustration in an accent colour (`#RRGGBB`). */
export function deviceIllustration(type: DeviceType, accent: string): string {
  return illustrations[type](accent);
}

/** The illustration as a device's `devicePicture`: base64 without a data: prefix. */
export function devicePicture(type: DeviceType, accent: string): string {
  return Buffer.from(deviceIllustration(type, accent)).toString('base64');
}
