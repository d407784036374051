/**
 * Draws the site's original illustrations as SVG files. Every picture takes its small
 * variations from a generator seeded with its own file name, so running the script
 * again rewrites byte-identical files.
 *
 * Each file goes where content expects its logical path "/images/…": the brand
 * (logo, favicon, partner) to public/images/marque/, served as it is; every other
 * picture to content/images/, the sources of the image pipeline.
 *
 *   npm run generate:artwork            (writes content/images/ and public/images/marque/)
 *   node scripts/generate-artwork.ts DIR  (writes everything under DIR instead; the tests compare it with the committed files)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { imageSourceFile } from "#app/content/image-sources.server.ts";
import { IMAGE_PREFIX } from "#app/model/images.ts";
import { CONTENT_DIR, PUBLIC_DIR } from "./lib/paths.ts";

const OUT_DIR = process.argv[2];
const target = (file: string) => (OUT_DIR ? join(OUT_DIR, file) : imageSourceFile(`${IMAGE_PREFIX}${file}`, { contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR }));

const C = {
  paper: "#FCFBF8",
  lime: "#F6F3EE",
  lime2: "#EDE8E0",
  stone: "#C9C2B8",
  stoneMid: "#8A837A",
  stoneDark: "#5E5953",
  ink: "#24211E",
  green: "#1F5A4E",
  green2: "#3E7D6F",
  green3: "#A9C9BF",
  yellow: "#F3E3A1",
  blue: "#BFD6EA",
  red: "#EBC0BB",
  mint: "#C7E3C9",
  // Natural colours (food, soil, wood, glass), muted so they sit with the mineral palette.
  tomato: "#CF5F52",
  apricot: "#E8B26E",
  terracotta: "#C4876B",
  soil: "#5E4B3C",
  wood: "#D8C4A5",
  oil: "#C4B052",
  bottle: "#26392F",
  gold: "#D4BC74",
} as const;

// ---------------------------------------------------------------------------
// SVG writing

type Attrs = Record<string, string | number | undefined>;
type Pt = readonly [number, number];

interface Scene {
  width: number;
  height: number;
  rand: () => number;
  ids: Map<string, string>;
  defs: string[];
}

/** One decimal is plenty at these sizes and keeps the files small. */
function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** Path data with rounded numbers: d`M${x} ${y}h${w}`. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? n(values[i]) : ""), "");
}

function el(tag: string, attrs: Attrs, children = ""): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${key}="${typeof value === "number" ? n(value) : value}"`;
  }
  return children ? `${out}>${children}</${tag}>` : `${out}/>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
const path = (data: string, fill: string, extra: Attrs = {}) => el("path", { d: data, fill, ...extra });
const group = (transform: string | undefined, children: string, extra: Attrs = {}) =>
  el("g", { transform, ...extra }, children);
const stroke = (color: string, width: number, extra: Attrs = {}): Attrs => ({
  fill: "none",
  stroke: color,
  "stroke-width": width,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
  ...extra,
});
/** Fine warm outline shared by the objects that need a crisp edge. */
const EDGE: Attrs = { stroke: C.ink, "stroke-opacity": 0.3, "stroke-width": 1.5, "stroke-linejoin": "round" };

function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  let out = "#";
  for (const shift of [16, 8, 0]) {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    out += Math.round(ca + (cb - ca) * t).toString(16).padStart(2, "0");
  }
  return out.toUpperCase();
}
const darker = (color: string, t: number) => mix(color, C.ink, t);
const lighter = (color: string, t: number) => mix(color, "#FFFFFF", t);

/** Adds a definition once per picture and returns its id. */
function define(s: Scene, key: string, make: (id: string) => string): string {
  let id = s.ids.get(key);
  if (!id) {
    id = `d${s.ids.size}`;
    s.ids.set(key, id);
    s.defs.push(make(id));
  }
  return id;
}
const url = (id: string) => `url(#${id})`;

type Stop = readonly [offset: number, color: string, opacity?: number];
const stops = (list: readonly Stop[]) =>
  list.map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity })).join("");

/** Linear gradient across the shape's box: "v" top to bottom, "h" left to right, "d" diagonal. */
function linear(s: Scene, list: readonly Stop[], direction: "v" | "h" | "d" = "v"): string {
  const end = { v: { x2: 0, y2: 1 }, h: {}, d: { x2: 1, y2: 1 } }[direction];
  const key = `l${direction}${stops(list)}`;
  return url(define(s, key, (id) => el("linearGradient", { id, ...end }, stops(list))));
}

function radial(s: Scene, list: readonly Stop[], extra: Attrs = {}): string {
  const key = `r${JSON.stringify(extra)}${stops(list)}`;
  return url(define(s, key, (id) => el("radialGradient", { id, ...extra }, stops(list))));
}

/** Tiled fill; the tile is drawn in its own 0..w, 0..h space. */
function pattern(s: Scene, key: string, w: number, h: number, tile: string, extra: Attrs = {}): string {
  return url(
    define(s, `p${key}`, (id) => el("pattern", { id, width: w, height: h, patternUnits: "userSpaceOnUse", ...extra }, tile)),
  );
}

/** Reuses a definition, drawn around the origin, at (x, y) with an optional scale and rotation. */
function use(id: string, x: number, y: number, scale = 1, extra: Attrs = {}, angle = 0): string {
  let transform = `translate(${n(x)} ${n(y)})`;
  if (scale !== 1) transform += ` scale(${Math.round(scale * 100) / 100})`;
  if (angle !== 0) transform += ` rotate(${n(angle)})`;
  return el("use", { href: `#${id}`, transform, ...extra });
}

function svgDocument(s: Scene, body: string): string {
  const defs = s.defs.length > 0 ? `<defs>${s.defs.join("")}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s.width}" height="${s.height}" viewBox="0 0 ${s.width} ${s.height}">${defs}${body}</svg>\n`;
}

// ---------------------------------------------------------------------------
// Randomness and geometry

function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const jitter = (s: Scene, amount: number) => (s.rand() * 2 - 1) * amount;
const pick = <T>(s: Scene, list: readonly T[]): T => list[Math.floor(s.rand() * list.length)];

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];

function polygon(points: readonly Pt[]): string {
  return points.map(([x, y], i) => (i === 0 ? "M" : "L") + d`${x} ${y}`).join("") + "Z";
}

/** Polygon with its corners rounded by radius r. */
function roundPoly(points: readonly Pt[], r: number): string {
  const toward = (from: Pt, to: Pt): Pt => {
    const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const k = Math.min(r, len / 2) / len;
    return [from[0] + (to[0] - from[0]) * k, from[1] + (to[1] - from[1]) * k];
  };
  let out = "";
  points.forEach((corner, i) => {
    const before = toward(corner, points[(i - 1 + points.length) % points.length]);
    const after = toward(corner, points[(i + 1) % points.length]);
    out += (i === 0 ? d`M${before[0]} ${before[1]}` : d`L${before[0]} ${before[1]}`) +
      d`Q${corner[0]} ${corner[1]} ${after[0]} ${after[1]}`;
  });
  return out + "Z";
}

/** Smooth closed pebble outline through jittered points around an ellipse. */
function blob(s: Scene, cx: number, cy: number, rx: number, ry: number, wobble = 0.12, count = 7): string {
  const pts: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + jitter(s, 0.2);
    const k = 1 + jitter(s, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  // Catmull-Rom through the points, written as cubic Béziers.
  let out = d`M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 0; i < count; i++) {
    const p0 = pts[(i - 1 + count) % count];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % count];
    const p3 = pts[(i + 2) % count];
    out += d`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return out + "Z";
}

/** Moves a quad's corners inward: a trapezoid seen from above shrinks into its rim. */
function inset(q: readonly Pt[], ix: number, iy: number, dropY = 0): Pt[] {
  const [tl, tr, br, bl] = q;
  return [
    [tl[0] + ix, tl[1] + iy + dropY],
    [tr[0] - ix, tr[1] + iy + dropY],
    [br[0] - ix, br[1] - iy + dropY],
    [bl[0] + ix, bl[1] - iy + dropY],
  ];
}

/** Oblique projection used for every box: depth recedes up and to the right. */
const recede = (depth: number): Pt => [depth * 0.62, -depth * 0.5];

// ---------------------------------------------------------------------------
// Drawing helpers

function room(s: Scene, wall: string, floor: string, horizon: number): string {
  return rect(0, 0, s.width, horizon, linear(s, [[0, lighter(wall, 0.35)], [1, wall]])) +
    rect(0, horizon, s.width, s.height - horizon, linear(s, [[0, darker(floor, 0.07)], [1, floor]]));
}

/** Top-down scenes: a soft central light keeps a flat background from looking dead. */
function surface(s: Scene, color: string): string {
  return rect(0, 0, s.width, s.height, color) +
    rect(0, 0, s.width, s.height, radial(s, [[0, "#FFFFFF", 0.4], [1, "#FFFFFF", 0]]));
}

function shadow(s: Scene, cx: number, cy: number, rx: number, ry: number, opacity = 0.25): string {
  return ellipse(cx, cy, rx, ry, radial(s, [[0, C.ink], [1, C.ink, 0]]), { opacity });
}

/** Oblique box; faces are fills, drawn back to front. */
function box(
  x: number, y: number, w: number, h: number, depth: number,
  faces: { front: string; top?: string; side: string },
): string {
  const [dx, dy] = recede(depth);
  return (faces.top ? path(d`M${x} ${y}l${dx} ${dy}h${w}l${-dx} ${-dy}z`, faces.top) : "") +
    path(d`M${x + w} ${y}l${dx} ${dy}v${h}l${-dx} ${-dy}z`, faces.side) +
    rect(x, y, w, h, faces.front);
}

/** Light from the top left over a rounded object: highlight, then a shaded far side. */
const roundShine = (s: Scene) =>
  radial(s, [[0, "#FFFFFF", 0.75], [0.35, "#FFFFFF", 0], [1, C.ink, 0.28]], { cx: 0.35, cy: 0.3, r: 0.8 });

/** Shaded ball drawn from currentColor, reused for fruit, berries and tomatoes. */
function sphere(s: Scene): string {
  return define(s, "sphere", (id) => el("g", { id }, circle(0, 0, 1, "currentColor") + circle(0, 0, 1, roundShine(s))));
}

function tomato(s: Scene): string {
  const ball = sphere(s);
  const star: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    const r = i % 2 === 0 ? 0.42 : 0.12;
    star.push([Math.cos(a) * r, Math.sin(a) * r * 0.8 - 0.55]);
  }
  const calyx = el("path", {
    d: star.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(2)} ${y.toFixed(2)}`).join("") + "Z",
    fill: C.green2,
  });
  return define(s, "tomato", (id) => el("g", { id, color: C.tomato }, use(ball, 0, 0) + calyx));
}

/** Pointed leaf growing from (x, y) along `angle` degrees. */
function leaf(x: number, y: number, length: number, width: number, angle: number, fill: string): string {
  return path(d`M0 0Q${length * 0.45} ${-width} ${length} 0Q${length * 0.45} ${width} 0 0Z`, fill,
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` });
}

function pencil(x: number, y: number, length: number, angle: number, body: string = C.yellow): string {
  return group(
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
    rect(0, -11, length, 22, body) + rect(0, -11, length, 7, lighter(body, 0.4)) + rect(0, 4, length, 7, darker(body, 0.12)) +
      path("M0 -11L-48 0L0 11Z", C.wood) + path("M-32 -4L-48 0L-32 4Z", C.stoneDark) +
      rect(length, -11, 26, 22, C.stone) + path(d`M${length + 26} -11h22q8 0 8 8v6q0 8-8 8h-22z`, C.red),
  );
}

/** Ruled paper lines as a tiled fill. */
function ruledLines(s: Scene, color: string, gap: number): string {
  return pattern(s, `rule${color}${gap}`, 16, gap, rect(0, gap - 2, 16, 1.6, color));
}

/** Bottle profile: straight body, curved shoulder, neck; base at (cx, base). */
function bottle(
  cx: number, base: number,
  shape: { r: number; body: number; shoulder: number; neckR: number; neck: number },
  fill: string,
): string {
  const { r, body, shoulder, neckR, neck } = shape;
  const y1 = base - body;
  const y2 = y1 - shoulder;
  const y3 = y2 - neck;
  return path(
    d`M${cx - r} ${base - 12}L${cx - r} ${y1}C${cx - r} ${y1 - shoulder * 0.55} ${cx - neckR} ${y2 + shoulder * 0.45} ${cx - neckR} ${y2}` +
      d`L${cx - neckR} ${y3}L${cx + neckR} ${y3}L${cx + neckR} ${y2}` +
      d`C${cx + neckR} ${y2 + shoulder * 0.45} ${cx + r} ${y1 - shoulder * 0.55} ${cx + r} ${y1}L${cx + r} ${base - 12}` +
      d`Q${cx + r} ${base} ${cx + r - 12} ${base}L${cx - r + 12} ${base}Q${cx - r} ${base} ${cx - r} ${base - 12}Z`,
    fill,
  );
}

/** Glass shine: a soft light band down the left of a bottle. */
function glassShine(s: Scene, x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, linear(s, [[0, "#FFFFFF", 0], [0.5, "#FFFFFF", 0.45], [1, "#FFFFFF", 0]], "h"), { rx: w / 2 });
}

interface Tray {
  back: string;
  front: string;
  floor: Pt[];
}

/** Tray seen from the front and above: outer rim quad, cavity, floor, and a front lip drawn last. */
function tray(s: Scene, outer: readonly Pt[], opts: { rim: number; wall: number; color: string; depth: number }): Tray {
  const { rim, wall, color, depth } = opts;
  const inner = inset(outer, rim, rim * 0.7);
  const floor = inset(inner, wall, wall * 0.35, wall * 0.3);
  const [, , br, bl] = outer;
  const base: Pt[] = [bl, br, [br[0] - depth * 0.4, br[1] + depth], [bl[0] + depth * 0.4, bl[1] + depth]];
  const back = shadow(s, (bl[0] + br[0]) / 2, bl[1] + depth, (br[0] - bl[0]) * 0.55, depth * 0.9, 0.3) +
    path(roundPoly(base, 26), linear(s, [[0, darker(color, 0.08)], [1, darker(color, 0.2)]])) +
    path(roundPoly(outer, 34), color, EDGE) +
    path(roundPoly(inner, 24), linear(s, [[0, darker(color, 0.22)], [0.7, darker(color, 0.06)], [1, color]])) +
    path(roundPoly(floor, 18), lighter(darker(color, 0.05), 0.1));
  const front = path(roundPoly([bl, br, inner[2], inner[3]], 14), linear(s, [[0, darker(color, 0.04)], [1, color]]));
  return { back, front, floor };
}

/** Ice cube: rounded translucent square with a bright corner. */
function iceCube(s: Scene, x: number, y: number, size: number, angle: number): string {
  return group(
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
    rect(-size / 2, -size / 2, size, size, linear(s, [[0, "#FFFFFF", 0.95], [1, C.blue, 0.9]], "d"), { rx: size * 0.22, ...EDGE }) +
      rect(-size * 0.3, -size * 0.3, size * 0.3, size * 0.14, "#FFFFFF", { rx: size * 0.07 }),
  );
}

/** Seedling: a stem with paired leaves; base at (x, y). */
function seedling(x: number, y: number, scale: number, tones: readonly string[]): string {
  let leaves = path(d`M${x} ${y}q${2 * scale} ${-40 * scale} 0 ${-70 * scale}`, "none", stroke(C.green2, 4 * scale));
  [[-0.4, 38, -150], [-0.4, 34, -30], [-0.75, 30, -125], [-0.75, 28, -55], [-1, 22, -95]].forEach(([at, len, angle], i) => {
    leaves += leaf(x, y + at * 70 * scale, len * scale, 12 * scale, angle, tones[i % tones.length]);
  });
  return leaves;
}

/** Printed sheet (no glyphs: colour blocks and grey bars stand for the layout). */
function printedSheet(s: Scene, accent: string): string {
  const lines = define(s, "printlines", (id) =>
    el("g", { id, fill: C.stone }, [0, 22, 44, 66, 88].map((y, i) => rect(0, y, i === 4 ? 90 : 160, 8, C.stone, { rx: 4 })).join("")));
  return rect(0, 0, 220, 310, C.paper, EDGE) + rect(20, 22, 180, 34, accent, { rx: 4 }) +
    rect(20, 72, 80, 80, lighter(accent, 0.45), { rx: 4 }) + circle(60, 112, 22, accent) +
    rect(112, 76, 88, 8, C.stoneMid, { rx: 4 }) + rect(112, 96, 70, 8, C.stone, { rx: 4 }) + use(lines, 20, 178);
}

// ---------------------------------------------------------------------------
// Brand

/** The layered pebble of the brand mark, in a 64×64 box. */
function pebble(s: Scene): string {
  const clip = define(s, "pebble", (id) => el("clipPath", { id }, path("M6 36C4 19 17 6 33 6c15 0 27 11 27 27S48 59 31 59C17 59 7 50 6 36Z", "#000")));
  return group(undefined,
    rect(0, 0, 64, 23, C.green) + rect(0, 27, 64, 12, C.green2) + rect(0, 43, 64, 22, C.stoneMid),
    { "clip-path": url(clip) });
}

function logo(s: Scene): string {
  // A pebble cut into layers, its strata sliding out as thin sheets: stone becoming paper.
  const layers = pebble(s);
  const sheets = path("M70 14h88l-8 9H62z", C.green3) + path("M74 27h126l-8 12H66z", C.stone) + path("M74 43h92l-8 12H66z", lighter(C.stoneMid, 0.35));
  return layers + sheets;
}

function partner(_s: Scene): string {
  const cx = 42;
  const cy = 40;
  const r = 30;
  const v: Pt[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
    v.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  const c: Pt = [cx, cy];
  return path(polygon([v[5], v[0], v[1], c]), C.stone) + path(polygon([c, v[1], v[2], v[3]]), C.stoneMid) +
    path(polygon([c, v[3], v[4], v[5]]), C.stoneDark) +
    rect(88, 28, 94, 10, C.stoneMid, { rx: 5 }) + rect(88, 46, 62, 8, C.stone, { rx: 4 });
}

// ---------------------------------------------------------------------------
// Product sheets (800×600)

function ficheRbn(s: Scene): string {
  let out = room(s, C.lime2, lighter(C.stone, 0.45), 360);
  const w = 400;
  const t = 15;
  const depth = 240;
  const [dx, dy] = recede(depth);
  out += shadow(s, 125 + w / 2 + dx / 2, 500 + dy / 2 + 8, 330, 92, 0.3);
  let boards = "";
  for (let i = 0; i < 9; i++) {
    const x = 125 + jitter(s, 7);
    const y = 500 - (i + 1) * t;
    boards += box(x, y, w, t, depth, {
      front: i % 3 === 1 ? "#F7F6F3" : C.paper,
      side: "#E6E1D9",
      top: linear(s, [[0, "#FFFFFF"], [1, "#EEEAE3"]], "d"),
    });
  }
  return out + group(undefined, boards, EDGE);
}

function ficheStn(s: Scene): string {
  let out = room(s, lighter(C.green3, 0.55), C.lime2, 250);
  const t = tray(s, [[230, 210], [570, 210], [650, 410], [150, 410]], { rim: 22, wall: 34, color: C.paper, depth: 46 });
  out += t.back;
  const [tl, tr, br, bl] = t.floor;
  // Moulded ribs on the floor, typical of thermoformed trays.
  for (const k of [0.33, 0.66]) {
    const a = lerpPt(tl, tr, k);
    const b = lerpPt(bl, br, k);
    out += path(d`M${a[0]} ${a[1] + 12}L${b[0]} ${b[1] - 12}`, "none", stroke(C.stone, 4, { "stroke-opacity": 0.7 }));
  }
  return out + t.front;
}

function ficheSpn(s: Scene): string {
  let out = room(s, lighter(C.yellow, 0.45), C.lime2, 470);
  out += shadow(s, 410, 532, 210, 30, 0.3);
  out += path("M352 236C352 84 508 84 508 236", "none", stroke(darker(C.green2, 0.25), 13));
  const body = "M262 232Q400 250 538 232C566 320 576 430 556 512Q400 540 244 512C224 430 234 320 262 232Z";
  out += path("M262 232Q400 214 538 232Q400 250 262 232Z", darker(C.lime2, 0.25));
  out += path(body, linear(s, [[0, C.paper], [0.7, "#F1EEE8"], [1, "#DCD6CC"]], "h"), EDGE);
  // Soft creases: the bag is a supple synthetic sheet, not rigid board.
  out += path("M300 260C320 340 300 420 316 500M480 256C470 330 498 420 472 510M250 450Q400 470 552 440", "none",
    stroke(C.stone, 3, { "stroke-opacity": 0.55 }));
  out += circle(400, 380, 44, C.green3) + path("M378 398q22-50 44 0z", C.green);
  out += path("M318 238C318 96 482 96 482 238", "none", stroke(C.green2, 14));
  return out;
}

function ficheRpn(s: Scene): string {
  let out = surface(s, lighter(C.stone, 0.35));
  out += shadow(s, 400, 470, 300, 90, 0.22);
  const accents = [C.blue, C.yellow, C.green2, C.red, C.mint];
  [-32, -16, 0, 16, 32].forEach((angle, i) => {
    out += group(`rotate(${angle + jitter(s, 2).toFixed(0)} 400 540)`, group("translate(290 150)", printedSheet(s, accents[i])));
  });
  return out;
}

// ---------------------------------------------------------------------------
// Papeterie

function papeteriePrincipale(s: Scene): string {
  let out = surface(s, C.lime2);
  // Cup of tea at the corner: it is a desk, not a table.
  out += circle(150, 140, 100, darker(C.lime2, 0.12), { opacity: 0.5 }) + circle(140, 128, 96, C.paper, EDGE) +
    circle(140, 128, 72, "#C9A77C") + rect(224, 110, 70, 34, C.paper, { rx: 17, ...EDGE });
  const ruled = ruledLines(s, "#C9D6DE", 30);
  out += group(
    "rotate(-4 600 420)",
    rect(215, 180, 790, 520, C.ink, { rx: 16, opacity: 0.12 }) +
      rect(200, 160, 800, 520, C.green, { rx: 16 }) +
      rect(212, 168, 776, 504, "#E2DDD4", { rx: 6 }) +
      rect(215, 165, 385, 500, linear(s, [[0, C.paper], [0.85, C.paper], [1, "#E6E0D6"]], "h")) +
      rect(600, 165, 385, 500, linear(s, [[0, "#E6E0D6"], [0.15, C.paper], [1, C.paper]], "h")) +
      rect(250, 210, 320, 420, ruled) +
      rect(630, 210, 320, 190, ruled) +
      // A quick sketch on the right page instead of handwriting.
      path("M650 600C700 520 740 520 780 560S860 470 930 560", "none", stroke(C.green2, 4)) +
      circle(880, 470, 24, "none", stroke(C.green2, 4)) +
      path("M596 660h14v70l-7-8-7 8z", C.red) +
      rect(994, 160, 12, 520, darker(C.green, 0.35)),
  );
  out += pencil(1110, 560, 300, -100, C.green3);
  return out;
}

function papeterieGalerie1(s: Scene): string {
  let out = room(s, lighter(C.mint, 0.5), C.wood, 560);
  const depth = 240;
  const [dx, dy] = recede(depth);
  out += shadow(s, 620 + dx / 2, 690 + dy / 2, 420, 90, 0.3);
  const covers = [C.green, C.green2, darker(C.green, 0.25), C.green3, C.green2, C.green];
  const edges = pattern(s, "pages", 20, 6, rect(0, 0, 20, 2, C.stone, { opacity: 0.6 }));
  let y = 690;
  covers.forEach((cover, i) => {
    const h = 42 + Math.round(s.rand() * 16);
    const w = 520 + Math.round(s.rand() * 60);
    const x = 600 - w / 2 - dx / 2 + jitter(s, 24);
    y -= h;
    out += box(x, y, w, h, depth, { front: cover, top: lighter(cover, 0.12), side: darker(cover, 0.18) });
    // Fore-edge of the pages between the two boards.
    out += rect(x + 14, y + 7, w - 14, h - 14, C.paper) + rect(x + 14, y + 7, w - 14, h - 14, edges);
    if (i === covers.length - 1) {
      out += path(d`M${x + 140} ${y - 40}l${dx * 0.55} ${dy * 0.55}h160l${-dx * 0.55} ${-dy * 0.55}z`, C.paper, { opacity: 0.9 });
    }
  });
  out += pencil(990, 730, 240, -8, C.yellow);
  return out;
}

function papeterieGalerie2(s: Scene): string {
  let out = surface(s, lighter(C.blue, 0.35));
  const ruled = ruledLines(s, "#DCE3E8", 32);
  const rings = pattern(s, "rings", 60, 26,
    circle(12, 13, 4, C.stoneDark) + circle(48, 13, 4, C.stoneDark) + path("M12 13C12 0 48 0 48 13", "none", stroke("#4A4743", 4)),
    { x: 570 });
  let pages = rect(168, 118, 884, 600, C.ink, { rx: 18, opacity: 0.12 }) + rect(150, 100, 900, 590, C.green, { rx: 18 }) +
    rect(165, 115, 420, 560, C.paper) + rect(615, 115, 420, 560, C.paper);
  const dayBlock = (x: number, y: number, w: number, h: number, event?: string) =>
    rect(x, y, w, h, ruled) + rect(x, y, 36, 26, C.green2, { rx: 4 }) + rect(x, y + h - 2, w, 2, C.stone) +
    (event ? rect(x + 50 + jitter(s, 10), y + 64 + Math.round(s.rand() * 2) * 32, 120 + jitter(s, 40), 20, event, { rx: 4 }) : "");
  pages += rect(185, 135, 380, 26, C.green3, { rx: 4 }) + rect(635, 135, 380, 26, C.green3, { rx: 4 });
  pages += dayBlock(185, 180, 380, 160, C.yellow) + dayBlock(185, 344, 380, 160) + dayBlock(185, 508, 380, 150, C.red);
  pages += dayBlock(635, 180, 380, 160, C.blue) + dayBlock(635, 344, 380, 160, C.mint) +
    dayBlock(635, 508, 186, 150) + dayBlock(829, 508, 186, 150, C.yellow);
  pages += rect(570, 118, 60, 554, rings);
  pages += path("M1000 690h16v80l-8-9-8 9z", C.red);
  out += group("rotate(2 600 400)", pages);
  return out;
}

function papeterieGalerie3(s: Scene): string {
  let out = surface(s, "#E2DCD2");
  out += group("rotate(6 500 420)", rect(186, 76, 640, 880, C.ink, { opacity: 0.1 }) + rect(170, 60, 640, 880, C.paper));
  const ruled = ruledLines(s, lighter("#8FB3CF", 0.3), 30);
  out += group(
    "rotate(-9 560 420)",
    rect(392, 192, 380, 480, C.ink, { opacity: 0.14 }) + rect(380, 184, 380, 480, "#E7E2DA") +
      rect(376, 180, 380, 480, C.paper) + rect(400, 240, 336, 400, ruled) + rect(440, 236, 2, 408, C.red) +
      rect(370, 150, 392, 58, C.green, { rx: 8 }) +
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => circle(402 + i * 47, 196, 6, darker(C.green, 0.4))).join(""),
  );
  out += pencil(820, 720, 340, -32);
  return out;
}

function papeterieGalerie4(s: Scene): string {
  let out = surface(s, "#9A938A");
  for (let i = 0; i < 7; i++) {
    const x = pick(s, [120, 200, 1040, 1100, 980, 160, 1120]) + jitter(s, 40);
    const y = 110 * i + 60 + jitter(s, 20);
    out += path(blob(s, x, y, 40 + s.rand() * 40, 28 + s.rand() * 20), pick(s, [C.stone, "#B3ACA2", C.stoneMid]), { opacity: 0.8 });
  }
  const drop = define(s, "drop", (id) =>
    el("g", { id },
      ellipse(0.14, 0.18, 1, 0.92, C.ink, { opacity: 0.28 }) + ellipse(0, 0, 1, 0.92, "#FFFFFF", { opacity: 0.2 }) +
        path("M0.75 0.1A0.8 0.75 0 0 1-0.5 0.7 0.95 0.9 0 0 0 0.75 0.1Z", "#FFFFFF", { opacity: 0.5 }) +
        ellipse(-0.38, -0.42, 0.3, 0.17, "#FFFFFF", { opacity: 0.9, transform: "rotate(-30 -0.38 -0.42)" })));
  out += group(
    "rotate(8 600 410)",
    rect(396, 150, 440, 560, C.ink, { rx: 24, opacity: 0.25 }) +
      rect(820, 138, 18, 540, C.paper, { rx: 6 }) +
      rect(380, 130, 450, 560, linear(s, [[0, C.green2], [1, C.green]], "d"), { rx: 24 }) +
      rect(740, 128, 18, 564, darker(C.green, 0.4)),
  );
  for (let i = 0; i < 18; i++) {
    const x = 380 + s.rand() * 480;
    const y = 140 + s.rand() * 540;
    out += use(drop, x, y, 7 + s.rand() * 20);
  }
  for (let i = 0; i < 6; i++) out += use(drop, pick(s, [240, 960, 300, 1000]) + jitter(s, 60), 100 + s.rand() * 600, 6 + s.rand() * 10);
  return out;
}

// ---------------------------------------------------------------------------
// Emballages alimentaires

function alimentairePrincipale(s: Scene): string {
  let out = room(s, "#EFE6D6", C.lime, 400);
  const t = tray(s, [[320, 300], [880, 300], [970, 600], [230, 600]], { rim: 22, wall: 30, color: C.paper, depth: 52 });
  out += t.back;
  const ball = sphere(s);
  const berry = define(s, "berry", (id) =>
    el("g", { id },
      path("M0-0.8C1-1 1.1 0.2 0 1.15-1.1 0.2-1-1 0-0.8Z", "currentColor") +
        path("M0-0.8C1-1 1.1 0.2 0 1.15-1.1 0.2-1-1 0-0.8Z", roundShine(s)) +
        path("M-0.6-0.85L0-0.6 0.6-0.85 0.3-0.55 0-0.7-0.3-0.55Z", C.green2)));
  const [tl, tr, br, bl] = t.floor;
  /** Point on the tray floor: u across, v from back to front. */
  const at = (u: number, v: number): Pt => lerpPt(lerpPt(tl, bl, v), lerpPt(tr, br, v), u);
  // Three fruits in three zones; each zone is painted back to front.
  let apricots = "";
  let berries = "";
  for (let row = 0; row < 4; row++) {
    const v = 0.1 + row * 0.27 + jitter(s, 0.03);
    for (let col = 0; col < 2; col++) {
      const [x, y] = at(0.1 + col * 0.16 + (row % 2) * 0.05 + jitter(s, 0.02), v);
      apricots += use(ball, x, y - 22, 37 + jitter(s, 3));
    }
    for (let col = 0; col < 3; col++) {
      const [x, y] = at(0.74 + col * 0.1 + (row % 2) * 0.04 + jitter(s, 0.02), v + jitter(s, 0.04));
      if (x < lerp(tr[0], br[0], v) - 30) berries += use(berry, x, y - 26, 31, {}, jitter(s, 25));
    }
  }
  // Grape bunches: berries in shrinking rows, drawn from the stalk end down.
  let bunch = path("M0-34V-58", "none", stroke(C.green2, 5));
  for (const [row, count] of [[0, 4], [1, 3], [2, 3], [3, 2], [4, 1]]) {
    for (let k = 0; k < count; k++) bunch += use(ball, (k - (count - 1) / 2) * 30, row * 26 - 16, 17);
  }
  const bunchId = define(s, "bunch", (id) => el("g", { id }, bunch));
  const [g1x, g1y] = at(0.52, 0.28);
  const [g2x, g2y] = at(0.56, 0.76);
  const grapes = use(bunchId, g1x, g1y - 30, 1, {}, -25) + use(bunchId, g2x, g2y - 40, 1.1, {}, 20);
  out += group(undefined, apricots, { color: C.apricot }) + group(undefined, grapes, { color: "#B5CC80" }) +
    group(undefined, berries, { color: C.tomato }) + t.front;
  return out + use(ball, 1040, 640, 36, { color: C.apricot });
}

function alimentaireGalerie1(s: Scene): string {
  let out = surface(s, lighter(C.mint, 0.25));
  out += rect(216, 160, 800, 520, C.ink, { rx: 50, opacity: 0.14 });
  out += rect(200, 140, 800, 520, C.paper, { rx: 50, ...EDGE });
  const cell = linear(s, [[0, "#E4DFD7"], [0.3, "#F3F0EA"], [1, "#F7F5F1"]]);
  out += rect(228, 168, 236, 464, cell, { rx: 30 }) + rect(482, 168, 236, 464, cell, { rx: 30 }) + rect(736, 168, 236, 464, cell, { rx: 30 });
  const tom = tomato(s);
  for (let i = 0; i < 9; i++) out += use(tom, 290 + (i % 3) * 56 + jitter(s, 8), 230 + Math.floor(i / 3) * 140 + jitter(s, 20), 34);
  const slice = define(s, "cucumber", (id) =>
    el("g", { id },
      circle(0, 0, 1, "#4E7A46") + circle(0, 0, 0.88, "#D7E8B8") + circle(0, 0, 0.45, "#C2DA9C") +
        [0, 1, 2, 3, 4, 5].map((k) => circle(Math.cos(k) * 0.3, Math.sin(k) * 0.3, 0.07, "#EFF5DF")).join("")));
  for (let i = 0; i < 10; i++) out += use(slice, 540 + (i % 2) * 110 + jitter(s, 10), 220 + Math.floor(i / 2) * 90 + jitter(s, 8), 46);
  for (let i = 0; i < 7; i++) {
    const x = 760 + i * 28 + jitter(s, 4);
    out += group(`rotate(${n(jitter(s, 5))} ${n(x + 14)} 400)`, rect(x, 196, 24, 410, "#DE9A5A", { rx: 12 }) + rect(x + 4, 196, 6, 410, "#EBB57F", { rx: 3 }));
  }
  out += group("rotate(-20 1100 700)", rect(1000, 690, 220, 30, "#DE9A5A", { rx: 15 }) +
    leaf(1000, 705, 90, 16, 160, C.green2) + leaf(1000, 705, 80, 14, 200, C.green));
  out += use(tom, 140, 710, 40);
  return out;
}

function alimentaireGalerie2(s: Scene): string {
  let out = room(s, lighter(C.yellow, 0.35), C.lime, 560);
  out += shadow(s, 600, 650, 260, 34, 0.3);
  const body = "M410 190H790L806 600Q806 646 762 646H438Q394 646 394 600Z";
  out += path(body, linear(s, [[0, "#E9E4DB"], [0.25, C.paper], [0.8, "#F2EFE9"], [1, "#D8D2C8"]], "h"), EDGE);
  // Serrated heat seal at the top: the pouch is closed.
  let teeth = "M410 190";
  for (let x = 410; x < 790; x += 12) teeth += `L${x + 6} 174L${x + 12} 190`;
  out += path(`${teeth}V232H410Z`, "#ECE7DF", EDGE);
  out += rect(410, 248, 380, 6, C.stone) + path("M394 200l22 10-22 10z", lighter(C.yellow, 0.35));
  const lentils = pattern(s, "lentils", 36, 30,
    rect(0, 0, 36, 30, "#B77A47") + ellipse(9, 8, 8, 6, "#D39A5F") + ellipse(27, 22, 8, 6, "#CB8E54") + ellipse(28, 6, 6, 4.5, "#A96F3F") + ellipse(8, 24, 6, 5, "#DCA86E"));
  out += rect(500, 320, 200, 210, lentils, { rx: 26 }) + rect(500, 320, 200, 210, "none", { rx: 26, stroke: "#FFFFFF", "stroke-width": 6, "stroke-opacity": 0.7 });
  out += path("M396 570H804L806 600Q806 646 762 646H438Q394 646 394 600Z", C.green);
  // A bowl of the same lentils, so the contents read without any label text.
  out += shadow(s, 960, 668, 120, 18, 0.3) + path("M860 600A100 56 0 0 0 1060 600Z", C.stone) + ellipse(960, 600, 100, 22, lentils);
  for (let i = 0; i < 5; i++) out += ellipse(820 + s.rand() * 300, 690 + s.rand() * 50, 8, 6, "#C58A52");
  return out;
}

function alimentaireGalerie3(s: Scene): string {
  let out = surface(s, C.lime2);
  out += rect(186, 186, 860, 470, C.ink, { rx: 40, opacity: 0.12 });
  out += rect(170, 170, 860, 470, linear(s, [[0, "#DCC7A6"], [1, "#CDB591"]], "d"), { rx: 40 });
  out += rect(1000, 345, 160, 120, "#D3BD9A", { rx: 50 }) + circle(1110, 405, 18, C.lime2);
  out += path("M220 260C420 240 700 290 980 250M230 540C500 560 760 520 970 560", "none", stroke(darker(C.wood, 0.2), 2, { "stroke-opacity": 0.5 }));
  const sandwich =
    rect(250, 320, 700, 170, C.ink, { rx: 85, opacity: 0.15, transform: "translate(10 14)" }) +
    path("M600 318Q700 300 820 312Q700 330 600 318ZM600 492Q700 512 830 496Q720 482 600 492Z", "#8FB86A") +
    path("M700 300q40-12 80 0q-40 8-80 0Z", C.tomato) +
    rect(250, 320, 700, 170, linear(s, [[0, "#E4BE84"], [0.5, "#D2A066"], [1, "#B9864E"]]), { rx: 85 }) +
    [0, 1, 2].map((i) => ellipse(720 + i * 70, 400, 26, 60, "#EBCB98", { transform: `rotate(30 ${720 + i * 70} 400)`, opacity: 0.85 })).join("") +
    path("M226 296H640L586 514H226Z", C.paper, EDGE) +
    path("M226 296H470L226 450Z", "#EFEBE4", EDGE) +
    path("M560 296L520 514M330 296L300 514", "none", stroke(C.stone, 2)) +
    circle(430, 420, 26, C.green) + circle(430, 420, 12, C.green3);
  out += group("rotate(-10 600 405)", sandwich);
  return out;
}

function alimentaireGalerie4(s: Scene): string {
  let out = room(s, lighter(C.red, 0.5), lighter(C.stone, 0.4), 540) + rect(0, 700, 1200, 100, darker(C.stone, 0.05));
  const x = 370;
  const y = 500;
  const w = 440;
  const h = 90;
  const [dx, dy] = recede(330);
  out += shadow(s, x + w / 2 + dx / 2, y + h + dy / 2 + 10, 370, 90, 0.28);
  // Lid hinged on the back edge, opened towards the wall.
  out += path(d`M${x + dx} ${y + dy}L${x + dx + w} ${y + dy}L${x + dx + w + 30} ${y + dy - 250}L${x + dx + 30} ${y + dy - 250}Z`, linear(s, [[0, "#E9E4DC"], [1, C.paper]]), EDGE);
  out += path(d`M${x + dx + 30} ${y + dy - 250}h${w}v-22h${-w}z`, C.green);
  out += path(d`M${x + w} ${y}l${dx} ${dy}v${h}l${-dx} ${-dy}z`, "#E2DDD5", EDGE);
  out += path(d`M${x} ${y}l${dx} ${dy}h${w}l${-dx} ${-dy}z`, linear(s, [[0, "#CFC8BE"], [1, "#E4DFD7"]]));
  out += path(d`M${x} ${y + 30}l${dx * 0.8} ${dy * 0.8}h${w}l${-dx * 0.8} ${-dy * 0.8}z`, "#F2EFE9");
  const tart = (cx: number, cy: number, r: number, top: string) =>
    ellipse(cx, cy + 6, r, r * 0.42, "#B9874F") + ellipse(cx, cy, r, r * 0.42, "#E2B577") + ellipse(cx, cy - 2, r * 0.78, r * 0.32, top) +
    ellipse(cx - r * 0.25, cy - r * 0.12, r * 0.2, r * 0.07, "#FFFFFF", { opacity: 0.5 });
  const tops = [C.tomato, C.yellow, "#8FB86A", C.yellow, C.tomato, "#E8B26E"];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      const f = 0.65 - row * 0.4;
      const cx = x + 90 + col * 135 + dx * f + jitter(s, 6);
      const cy = y + 34 + dy * f;
      out += tart(cx, cy, 52, tops[row * 3 + col]);
    }
  }
  out += rect(x, y, w, h, linear(s, [[0, C.paper], [1, "#EEEAE3"]]), EDGE) + rect(x, y + 58, w, 12, C.green);
  return out;
}

// ---------------------------------------------------------------------------
// Étiquettes de bouteilles

function bouteillesPrincipale(s: Scene): string {
  let out = room(s, lighter(C.green3, 0.3), C.lime, 600);
  const metal = linear(s, [[0, C.stoneMid], [0.22, "#ECE9E4"], [0.5, "#B8B1A7"], [0.78, "#F3F1ED"], [1, C.stoneMid]], "h");
  out += shadow(s, 600, 770, 260, 26, 0.35);
  out += ellipse(600, 520, 232, 48, metal) + ellipse(600, 522, 214, 40, "#4A4540");
  const cube = (cx: number, cy: number, sz: number) => iceCube(s, cx, cy, sz, jitter(s, 30));
  out += cube(440, 505, 60) + cube(760, 500, 64) + cube(520, 490, 54);
  const wine =
    bottle(0, 0, { r: 58, body: 380, shoulder: 80, neckR: 21, neck: 150 }, C.bottle) +
    glassShine(s, -46, -372, 14, 350) +
    rect(-23, -610, 46, 70, C.green, { rx: 6 }) + rect(-58, -345, 116, 120, C.paper) +
    rect(-46, -333, 92, 96, "none", { stroke: C.green, "stroke-width": 2 }) + circle(0, -296, 18, C.green3) + rect(-30, -262, 60, 8, C.green2, { rx: 4 });
  out += group("translate(600 745) rotate(-9)", wine);
  out += cube(690, 515, 58) + cube(600, 530, 50);
  out += path("M368 520A232 48 0 0 0 832 520L790 752Q600 792 410 752Z", metal);
  out += path("M368 520A232 48 0 0 0 832 520", "none", stroke("#F3F1ED", 6));
  out += ellipse(364, 600, 14, 34, "none", stroke(C.stoneMid, 6)) + ellipse(836, 600, 14, 34, "none", stroke(C.stoneMid, 6));
  for (let i = 0; i < 14; i++) out += circle(400 + s.rand() * 400, 580 + s.rand() * 160, 2 + s.rand() * 3, "#FFFFFF", { opacity: 0.7 });
  return out;
}

function bouteillesGalerie1(s: Scene): string {
  let out = room(s, lighter(C.yellow, 0.5), "#E3D6C2", 590);
  out += shadow(s, 560, 712, 150, 22, 0.35);
  const oil = linear(s, [[0, "#A6923A"], [0.3, "#D8C866"], [0.7, C.oil], [1, "#98842F"]], "h");
  out += bottle(560, 710, { r: 90, body: 400, shoulder: 70, neckR: 24, neck: 120 }, oil);
  // Square olive-oil bottle: darker side faces make the edges read.
  out += rect(470, 300, 22, 398, C.ink, { opacity: 0.12 }) + rect(628, 300, 22, 398, C.ink, { opacity: 0.16 }) +
    glassShine(s, 500, 250, 20, 440) + rect(526, 84, 68, 56, C.green, { rx: 8 }) + rect(532, 136, 56, 14, darker(C.green, 0.3));
  out += rect(482, 420, 156, 200, C.paper, EDGE) + rect(492, 430, 136, 180, "none", { stroke: C.green3, "stroke-width": 2 });
  const branch = (x: number, y: number, scale: number, angle: number) =>
    group(`translate(${x} ${y}) rotate(${angle}) scale(${scale})`,
      path("M0 0C30-10 60-10 90-30", "none", stroke(C.green, 3)) + leaf(20, -5, 40, 9, -40, C.green2) + leaf(38, -8, 38, 9, 30, C.green) +
        leaf(60, -16, 36, 8, -50, C.green2) + leaf(76, -22, 30, 8, 20, C.green) + ellipse(50, 4, 9, 12, "#5B6B3A") + ellipse(70, -6, 8, 11, "#6E7D45"));
  out += branch(515, 540, 1, -10);
  out += shadow(s, 860, 690, 120, 18, 0.3) + path("M760 660A100 30 0 0 0 960 660Z", C.paper, EDGE) + ellipse(860, 660, 100, 20, "#EFEBE4", EDGE);
  for (let i = 0; i < 7; i++) out += ellipse(810 + (i % 4) * 32 + jitter(s, 4), 652 + Math.floor(i / 4) * 14, 14, 10, pick(s, ["#5B6B3A", "#6E7D45", "#3E4A2E"]));
  out += branch(230, 700, 1.8, -5);
  return out;
}

function bouteillesGalerie2(s: Scene): string {
  let out = room(s, C.lime2, C.stone, 640);
  out += rect(0, 600, 1200, 44, lighter(C.wood, 0.3)) + rect(0, 644, 1200, 26, darker(C.wood, 0.15)) + rect(0, 670, 1200, 8, C.ink, { opacity: 0.1 });
  const glass = [C.bottle, "#6E5139", "#B9CBC2", darker(C.green, 0.3), "#5E5953", "#8DA89E"];
  const bands = [C.green, C.yellow, C.red, C.green3, C.blue, C.mint];
  glass.forEach((color, i) => {
    const cx = 160 + i * 176 + jitter(s, 8);
    const base = 622;
    const shape = { r: 50 + jitter(s, 4), body: 230 + jitter(s, 30), shoulder: 50 + s.rand() * 40, neckR: 16, neck: 100 + jitter(s, 14) };
    out += shadow(s, cx, base, 70, 10, 0.3) + bottle(cx, base, shape, color) + glassShine(s, cx - shape.r + 10, base - shape.body - 40, 12, shape.body + 20);
    const top = base - shape.body - shape.shoulder - shape.neck;
    out += rect(cx - 19, top - 6, 38, 50, i % 2 ? C.stoneDark : C.green, { rx: 5 });
    const ly = base - shape.body + 40;
    out += rect(cx - shape.r, ly, shape.r * 2, 110, C.paper) + rect(cx - shape.r, ly + 14, shape.r * 2, 10, bands[i]) +
      rect(cx - 20, ly + 52, 40, 6, C.stone, { rx: 3 });
  });
  return out;
}

function bouteillesGalerie3(s: Scene): string {
  let out = surface(s, lighter(C.stone, 0.3));
  const cx = 380;
  const cy = 380;
  const r = 250;
  // Seen from above: the roll lies on its side face and the liner twists flat as it leaves.
  out += circle(cx + 16, cy + 20, r, C.ink, { opacity: 0.14 });
  out += rect(560, 566, 660, 150, C.ink, { opacity: 0.12, transform: "translate(8 10)" });
  out += path(polygon([[cx, cy + r - 6], [600, 566], [600, 716], [cx, cy + r + 2]]), darker(lighter(C.yellow, 0.3), 0.12));
  out += rect(600, 566, 620, 150, lighter(C.yellow, 0.3), EDGE);
  for (let i = 0; i < 4; i++) out += rect(640 + i * 170, 584, 140, 114, C.paper, { rx: 14, ...EDGE });
  let rings = "";
  for (let k = 0; k < 9; k++) rings += circle(cx, cy, 100 + k * 17, "none", { stroke: k % 2 ? "#E8DFC6" : "#F1ECDD", "stroke-width": 8 });
  out += circle(cx, cy, r, C.paper, EDGE) + rings + circle(cx, cy, 94, "#C8B393") +
    circle(cx, cy, 74, linear(s, [[0, C.stoneDark], [1, "#8A7C66"]], "d"));
  return out;
}

function bouteillesGalerie4(s: Scene): string {
  let out = room(s, lighter(C.red, 0.45), lighter(C.red, 0.2), 560);
  out += ellipse(620, 800, 330, 60, darker(C.stone, 0.05)) + rect(290, 600, 660, 200, linear(s, [[0, C.stone], [0.4, C.lime2], [1, "#B7AFA4"]], "h")) +
    ellipse(620, 600, 330, 60, "#E2DCD2");
  out += shadow(s, 580, 598, 130, 18, 0.35);
  out += rect(480, 290, 200, 310, linear(s, [[0, "#CFE3D8"], [0.35, "#E6F1EA"], [1, "#B8D0C4"]], "h"), { rx: 44, ...EDGE });
  out += rect(540, 244, 80, 52, C.stoneMid, { rx: 8 }) + rect(566, 196, 28, 52, C.stone) +
    path("M540 178H640Q648 178 648 186V202H540Z", C.paper, EDGE) + rect(640, 182, 70, 14, C.paper, { rx: 4, ...EDGE });
  // Matte label: flat colour, no shine, unlike the glossy flask around it.
  out += rect(500, 390, 160, 160, "#F4F1EC") + circle(580, 444, 26, "none", stroke(C.green, 3)) + rect(540, 496, 80, 6, C.stone, { rx: 3 });
  out += glassShine(s, 492, 320, 14, 250);
  out += shadow(s, 820, 612, 80, 12, 0.3) + rect(750, 530, 140, 80, C.paper, { rx: 16, ...EDGE }) + rect(744, 500, 152, 40, C.green, { rx: 10 });
  out += path(blob(s, 400, 612, 44, 22), C.stoneMid) + path(blob(s, 448, 622, 26, 14), C.stone);
  return out;
}

// ---------------------------------------------------------------------------
// Emballages de luxe

function luxePrincipale(s: Scene): string {
  let out = room(s, "#E2DCD2", "#D2CABE", 560);
  const x = 370;
  const w = 440;
  const [dx, dy] = recede(300);
  out += shadow(s, x + w / 2 + dx / 2, 690 + dy / 2, 400, 96, 0.3);
  const faces = { front: C.paper, top: "#FFFFFF", side: "#E3DED6" };
  out += group(undefined, box(x, 440, w, 250, 300, faces) + box(x - 12, 400, w + 24, 70, 300, faces), EDGE);
  const mid = x + w / 2;
  const ribbon = C.green;
  const band = 32;
  // Ribbon: down the front, across the lid, and down the side.
  out += rect(mid - band / 2, 400, band, 290, ribbon) +
    path(d`M${mid - band / 2} 400l${dx} ${dy}h${band}l${-dx} ${-dy}z`, C.green2) +
    path(d`M${x - 12 + dx / 2 - band * 0.3} ${400 + dy / 2 + band * 0.25}h${w + 24}l${band * 0.6} ${-band * 0.5}h${-w - 24}z`, C.green2) +
    path(d`M${x + w + 12 + dx / 2 - band * 0.3} ${400 + dy / 2 + band * 0.25}l${band * 0.6} ${-band * 0.5}v${290}l${-band * 0.6} ${band * 0.5}z`, darker(ribbon, 0.2));
  const bx = mid + dx / 2;
  const by = 400 + dy / 2;
  out += path(d`M${bx} ${by}C${bx - 120} ${by - 110} ${bx - 150} ${by + 20} ${bx} ${by}Z`, C.green2) +
    path(d`M${bx} ${by}C${bx + 120} ${by - 110} ${bx + 150} ${by + 20} ${bx} ${by}Z`, C.green) +
    path(d`M${bx - 6} ${by}l-60 90l26-6 10 24zM${bx + 6} ${by}l50 96l8-24 24 4z`, darker(ribbon, 0.15)) +
    ellipse(bx, by, 20, 15, darker(ribbon, 0.1));
  return out;
}

function luxeGalerie1(s: Scene): string {
  let out = room(s, lighter(C.yellow, 0.55), lighter(C.stone, 0.35), 590);
  const [dx, dy] = recede(150);
  out += shadow(s, 470 + dx / 2, 680 + dy / 2, 220, 60, 0.3);
  out += group(undefined, box(340, 200, 260, 480, 150, { front: C.paper, top: "#FFFFFF", side: C.blue }), EDGE);
  out += path(d`M600 200l${dx} ${dy}v10l${-dx} ${-dy}z`, darker(C.blue, 0.15));
  out += rect(370, 230, 200, 420, "none", { stroke: C.stone, "stroke-width": 2 }) + circle(470, 360, 34, "none", stroke(C.blue, 4)) +
    path("M450 372l20-36 20 36z", C.blue);
  out += shadow(s, 820, 682, 120, 18, 0.32);
  out += rect(720, 440, 200, 240, lighter(C.blue, 0.55), { rx: 26, opacity: 0.85, ...EDGE }) +
    rect(740, 500, 160, 160, lighter(C.yellow, 0.35), { rx: 16, opacity: 0.9 }) + glassShine(s, 736, 460, 16, 200) +
    rect(790, 410, 60, 34, C.stone) + rect(776, 330, 88, 84, C.green, { rx: 8 }) + rect(786, 340, 14, 64, "#FFFFFF", { opacity: 0.2, rx: 6 });
  return out;
}

function luxeGalerie2(s: Scene): string {
  let out = room(s, lighter(C.blue, 0.45), lighter(C.stone, 0.3), 620);
  const x = 420;
  const y = 260;
  const w = 360;
  const h = 440;
  const [dx, dy] = recede(170);
  out += shadow(s, x + w / 2 + dx / 2, y + h + dy / 2 + 10, 300, 70, 0.3);
  const handle = (ox: number, oy: number, color: string) =>
    path(d`M${ox + 90} ${oy + 34}C${ox + 90} ${oy - 120} ${ox + 270} ${oy - 120} ${ox + 270} ${oy + 34}`, "none", stroke(color, 16, { "stroke-linecap": "butt" }));
  out += handle(x + dx, y + dy, darker(C.lime2, 0.18));
  out += path(d`M${x} ${y}l${dx} ${dy}h${w}l${-dx} ${-dy}z`, darker(C.green, 0.45));
  out += path(d`M${x + w} ${y}l${dx} ${dy}v${h}l${-dx} ${-dy}z`, darker(C.green, 0.2));
  // Side gusset folds inward: the triangle gives away a real shopping bag.
  out += path(d`M${x + w} ${y}l${dx / 2} ${dy / 2 + 80}l${dx / 2} ${-80 - dy / 2}`, "none", stroke(darker(C.green, 0.35), 2));
  out += rect(x, y, w, h, linear(s, [[0, C.green2], [1, C.green]], "d")) + rect(x, y, w, 34, darker(C.green, 0.12));
  out += handle(x, y, C.lime2) + path(d`M${x + 90} ${y + 34}C${x + 90} ${y - 120} ${x + 270} ${y - 120} ${x + 270} ${y + 34}`, "none", stroke("#FFFFFF", 3, { "stroke-opacity": 0.6 }));
  out += circle(x + 90, y + 30, 7, C.stone) + circle(x + 270, y + 30, 7, C.stone);
  out += path(blob(s, x + w / 2, y + 220, 44, 40), C.green3, { opacity: 0.9 });
  return out;
}

function luxeGalerie3(s: Scene): string {
  let out = room(s, C.stoneDark, "#46423D", 560);
  const x = 420;
  const y = 480;
  const w = 360;
  const h = 150;
  const [dx, dy] = recede(220);
  out += shadow(s, x + w / 2 + dx / 2, y + h + dy / 2 + 10, 340, 80, 0.5);
  // Open lid hinged on the back edge, lined inside.
  out += path(polygon([[x + dx, y + dy], [x + dx + w, y + dy], [x + dx + w + 20, y + dy - 240], [x + dx + 20, y + dy - 240]]), C.lime2, EDGE);
  out += path(roundPoly([[x + dx + 18, y + dy - 12], [x + dx + w - 14, y + dy - 12], [x + dx + w + 4, y + dy - 226], [x + dx + 34, y + dy - 226]], 14),
    linear(s, [[0, C.green3], [1, lighter(C.green3, 0.35)]]));
  out += path(d`M${x + w} ${y}l${dx} ${dy}v${h}l${-dx} ${-dy}z`, "#D6D0C6", EDGE);
  out += path(d`M${x} ${y}l${dx} ${dy}h${w}l${-dx} ${-dy}z`, C.lime2, EDGE);
  out += path(roundPoly([[x + 16, y - 8], [x + dx + 12, y + dy + 10], [x + dx + w - 14, y + dy + 10], [x + w - 18, y - 8]], 22), linear(s, [[0, C.green], [1, C.green2]]));
  const cx = x + w / 2 + dx / 2;
  const cy = y + dy / 2;
  out += path(d`M${cx - 150} ${cy + 10}L${cx + 150} ${cy + 10}`, "none", stroke(darker(C.green, 0.45), 6));
  out += ellipse(cx, cy - 30, 34, 44, "none", stroke(C.gold, 9)) + ellipse(cx - 6, cy - 34, 30, 40, "none", stroke("#FFFFFF", 2, { "stroke-opacity": 0.5 }));
  out += path(d`M${cx - 18} ${cy - 78}l18-22 18 22-18 16z`, lighter(C.blue, 0.4), EDGE) + path(d`M${cx - 18} ${cy - 78}h36`, "none", stroke("#FFFFFF", 2));
  out += rect(x, y, w, h, linear(s, [[0, C.paper], [1, "#E6E1D9"]]), EDGE) + rect(x + w / 2 - 20, y + 20, 40, 12, C.gold, { rx: 4 });
  return out;
}

function luxeGalerie4(s: Scene): string {
  let out = surface(s, "#D8D2C8");
  out += group("rotate(-12 420 300)", rect(170, 150, 560, 330, C.ink, { rx: 14, opacity: 0.15, transform: "translate(10 12)" }) +
    rect(170, 150, 560, 330, C.green, { rx: 14 }) + rect(190, 170, 520, 290, "none", { rx: 8, stroke: C.green3, "stroke-width": 2 }));
  const lattice = (color: string, shift: number) =>
    pattern(s, `emboss${color}`, 48, 48, path("M24 4L44 24 24 44 4 24ZM24 16L32 24 24 32 16 24Z", "none", { stroke: color, "stroke-width": 2.4 }), { x: 416 + shift, y: 336 + shift });
  // Embossing reads as a light edge above and a shadow below the same motif.
  const card = rect(380, 300, 600, 360, C.ink, { rx: 14, opacity: 0.18, transform: "translate(12 16)" }) +
    rect(380, 300, 600, 360, C.paper, { rx: 14 }) +
    rect(416, 336, 528, 288, lattice("#FFFFFF", -2)) + rect(416, 336, 528, 288, lattice("#CFC8BD", 2)) + rect(416, 336, 528, 288, lattice("#F6F4F0", 0));
  out += group("rotate(7 680 480)", card);
  return out;
}

// ---------------------------------------------------------------------------
// Agriculture

function agricolePrincipale(s: Scene): string {
  let out = room(s, lighter(C.mint, 0.4), C.wood, 610);
  out += shadow(s, 600, 742, 190, 26, 0.35);
  const clay = linear(s, [[0, "#D49A7D"], [0.4, C.terracotta], [1, "#A86C52"]], "h");
  out += path("M452 470L480 730Q600 760 720 730L748 470Z", clay);
  out += ellipse(600, 420, 162, 32, "#D8A286") + ellipse(600, 424, 142, 24, C.soil);
  out += seedling(560, 424, 2.2, [C.green2, C.green, "#6FA36A"]);
  const stake =
    path("M-40 0V-230Q-40-250-20-250H20Q40-250 40-230V0Z", C.paper, EDGE) + rect(-30, -236, 60, 22, C.green, { rx: 3 }) +
    leaf(-14, -150, 34, 12, -40, C.green2) + rect(-24, -100, 48, 6, C.stone, { rx: 3 }) + rect(-24, -84, 32, 6, C.stone, { rx: 3 });
  out += group("translate(690 428) rotate(9)", stake);
  out += ellipse(690, 430, 30, 7, C.soil);
  out += path("M438 420A162 32 0 0 0 762 420L756 468Q600 500 444 468Z", linear(s, [[0, "#D8A286"], [1, "#C28267"]]));
  return out;
}

function agricoleGalerie1(s: Scene): string {
  const vx = 600;
  const vy = 300;
  let out = rect(0, 0, 1200, vy, linear(s, [[0, lighter(C.blue, 0.2)], [1, lighter(C.blue, 0.7)]])) +
    rect(0, vy, 1200, 500, linear(s, [[0, "#B7AB98"], [1, "#9C8F7B"]]));
  const at = (x: number, t: number): Pt => [vx + (x - vx) * t, vy + (900 - vy) * t];
  // Three beds converging on the vanishing point.
  for (const [a, b] of [[-260, 280], [440, 760], [920, 1460]]) {
    out += path(polygon([at(a, 0.02), at(b, 0.02), at(b, 1.2), at(a, 1.2)]), C.soil);
  }
  const label = define(s, "stake", (id) => el("g", { id }, rect(-3, -40, 6, 40, C.paper) + rect(-14, -64, 28, 30, C.paper, { rx: 3 }) + rect(-14, -64, 28, 8, C.green, { rx: 3 })));
  const plant = define(s, "plant", (id) => el("g", { id }, seedling(0, 0, 1, [C.green2, "#6FA36A", C.green])));
  const depths = [0.12, 0.17, 0.24, 0.34, 0.48, 0.68, 0.95];
  for (const t of depths) {
    for (const x of [10, 600, 1190]) {
      const [px, py] = at(x + jitter(s, 20), t);
      out += use(plant, px, py, t * 2.2) + use(label, px + 50 * t * 2, py + 4, t * 1.9);
    }
  }
  // Greenhouse frame: arches and purlins in perspective.
  let frame = "";
  for (const t of [1.3, 0.7, 0.42, 0.27, 0.18]) {
    const [lx, ly] = at(-200, t);
    const [rx] = at(1400, t);
    frame += d`M${lx} ${ly}Q${vx} ${vy - 1100 * t} ${rx} ${ly}`;
  }
  // Purlins join the same point of every arch, so they run straight to the vanishing point.
  const [ax, ay] = at(-200, 1);
  for (const u of [0.32, 0.5, 0.68]) {
    const px = (1 - u) * (1 - u) * ax + 2 * u * (1 - u) * vx + u * u * (2 * vx - ax) - vx;
    const py = (1 - u) * (1 - u) * ay + 2 * u * (1 - u) * (vy - 1100) + u * u * ay - vy;
    frame += d`M${vx + px * 0.18} ${vy + py * 0.18}L${vx + px * 1.3} ${vy + py * 1.3}`;
  }
  out += path(frame, "none", stroke("#FFFFFF", 5, { "stroke-opacity": 0.85 }));
  return out;
}

function agricoleGalerie2(s: Scene): string {
  let out = room(s, "#E6DDCD", "#CFC5B5", 620);
  out += shadow(s, 600, 690, 260, 30, 0.35);
  out += path("M420 200C396 300 374 500 398 660Q600 712 802 660C826 500 804 300 780 200Z",
    linear(s, [[0, "#E2DBCF"], [0.3, "#F7F4EE"], [0.75, "#EFEAE2"], [1, "#CFC7BA"]], "h"), EDGE);
  out += path("M404 176L420 208H780L796 176Z", "#E7E1D7", EDGE);
  out += path("M416 196H784", "none", stroke(C.stoneDark, 3, { "stroke-dasharray": "8 8" }));
  out += path("M440 300C470 420 460 560 470 640M760 300C740 420 752 560 740 640", "none", stroke(C.stone, 3, { "stroke-opacity": 0.5 }));
  out += circle(600, 420, 90, C.green) + path("M600 470V398", "none", stroke(C.paper, 7)) +
    leaf(600, 410, 58, 18, -140, C.paper) + leaf(600, 420, 58, 18, -40, C.green3);
  out += rect(480, 540, 240, 26, C.green3, { rx: 13 });
  for (let i = 0; i < 12; i++) {
    const x = pick(s, [200, 300, 880, 980]) + jitter(s, 60);
    const y = 690 + s.rand() * 80;
    out += ellipse(x, y, 10, 6, pick(s, ["#8A7A62", "#6E604C", "#A99679"]), { transform: `rotate(${n(jitter(s, 80))} ${n(x)} ${n(y)})` });
  }
  return out;
}

/** A wooden crate of tomatoes, with a white traceability card on its front: the crate is wood, the card is stone paper. */
function agricoleGalerie3(s: Scene): string {
  const wood = "#C29469";
  let out = room(s, "#D6E6D3", "#CBB692", 500);
  const t = tray(s, [[300, 250], [900, 250], [990, 540], [210, 540]], { rim: 20, wall: 30, color: wood, depth: 120 });
  out += t.back;
  const tom = tomato(s);
  const [tl, tr, br, bl] = t.floor;
  for (let row = 0; row < 4; row++) {
    const v = 0.1 + row * 0.28;
    const left = lerpPt(tl, bl, v);
    const right = lerpPt(tr, br, v);
    const count = 7;
    for (let col = 0; col < count; col++) {
      const u = (col + 0.5 + jitter(s, 0.12)) / count;
      out += use(tom, lerp(left[0], right[0], u), lerp(left[1], right[1], u) - 22 + jitter(s, 5), 44 + row * 3 + jitter(s, 3));
    }
  }
  // Slats of the crate's front, its hand hole, then the card stapled on it.
  out += t.front + path("M262 600H938M290 640H910", "none", stroke(darker(wood, 0.25), 3)) + rect(540, 570, 120, 30, darker(wood, 0.4), { rx: 15 });
  out += rect(300, 560, 170, 86, "#FBFAF7", { rx: 6, ...EDGE }) + rect(318, 576, 90, 8, C.stoneMid, { rx: 4 }) + rect(318, 592, 120, 6, C.stone, { rx: 3 });
  for (let i = 0; i < 14; i++) out += rect(318 + i * 9, 608, i % 3 === 0 ? 5 : 3, 26, C.ink);
  return out;
}

function agricoleGalerie4(s: Scene): string {
  let out = room(s, "#DCD5CA", "#C2B9AB", 640);
  const x = 260;
  const y = 380;
  const w = 660;
  const h = 300;
  const [dx, dy] = recede(180);
  out += shadow(s, x + w / 2 + dx / 2, y + h + dy / 2, 440, 70, 0.35);
  out += path(d`M${x} ${y}l${dx} ${dy}h${w}l${-dx} ${-dy}z`, "#5A4A3A");
  const ball = sphere(s);
  for (let i = 0; i < 14; i++) {
    const f = (i % 2) * 0.45 + 0.25;
    out += use(ball, x + 60 + Math.floor(i / 2) * 90 + dx * f + jitter(s, 10), y + dy * f - 10 + jitter(s, 6), 46, { color: pick(s, ["#A9C47A", "#B7CF84", "#9DBB6C"]) });
  }
  const slat = (sx: number, sy: number, sw: number, sh: number) => rect(sx, sy, sw, sh, linear(s, [[0, "#DBC29E"], [1, "#C3A57E"]]), { rx: 4 });
  let side = "";
  for (let k = 0; k < 3; k++) side += path(d`M${x + w} ${y + k * 104}l${dx} ${dy}v80l${-dx} ${-dy}z`, "#B89A72");
  out += side;
  for (let k = 0; k < 3; k++) out += slat(x, y + k * 104, w, 84);
  out += rect(x, y, 34, h - 12, "#C9AE88") + rect(x + w - 34, y, 34, h - 12, "#C9AE88");
  // Traceability card on a string from the top slat.
  out += path(d`M${x + 370} ${y + 14}L${x + 352} ${y + 118}L${x + 410} ${y + 14}`, "none", stroke(C.stoneDark, 2.5));
  let barcode = "";
  let bx = 0;
  while (bx < 110) {
    const bw = 2 + Math.floor(s.rand() * 3) * 2;
    barcode += rect(bx, 0, bw, 40, C.ink);
    bx += bw + 2 + Math.floor(s.rand() * 3) * 2;
  }
  const card = rect(-80, 0, 170, 230, C.ink, { rx: 10, opacity: 0.2, transform: "translate(6 8)" }) +
    rect(-80, 0, 170, 230, C.paper, { rx: 10, ...EDGE }) + circle(5, 22, 10, "none", stroke(C.stone, 4)) +
    rect(-64, 44, 138, 28, C.green, { rx: 4 }) + rect(-64, 86, 100, 8, C.stone, { rx: 4 }) + rect(-64, 104, 128, 8, C.stone, { rx: 4 }) +
    rect(-64, 122, 80, 8, C.stone, { rx: 4 }) + group("translate(-60 160)", barcode);
  out += group(`translate(${x + 357} ${y + 96}) rotate(5)`, card);
  return out;
}

// ---------------------------------------------------------------------------
// Papiers peints

function mineralMotif(s: Scene, key: string, size: number, tones: readonly string[], ground: string): string {
  let tile = rect(0, 0, size, size, ground);
  const spots: Pt[] = [[0.25, 0.28], [0.72, 0.7], [0.75, 0.22], [0.22, 0.78]];
  spots.forEach(([u, v], i) => {
    tile += path(blob(s, u * size, v * size, size * (i < 2 ? 0.17 : 0.09), size * (i < 2 ? 0.12 : 0.07), 0.18), tones[i % tones.length]);
  });
  tile += path(d`M${size * 0.18} ${size * 0.3}l${size * 0.12} ${-size * 0.04}M${size * 0.66} ${size * 0.72}l${size * 0.1} ${-size * 0.05}`, "none",
    stroke(lighter(tones[0], 0.5), 2));
  return pattern(s, key, size, size, tile);
}

function papiersPrincipale(s: Scene): string {
  const motif = mineralMotif(s, "wall", 150, [C.green2, C.green3, C.green, C.green3], "#DDEBE5");
  let out = rect(0, 0, 1200, 640, motif);
  // Strip seams and a soft light from the left make it read as paper on a wall.
  for (let x = 260; x < 1200; x += 300) out += rect(x, 0, 1.5, 640, C.ink, { opacity: 0.08 });
  out += rect(0, 0, 1200, 640, linear(s, [[0, "#FFFFFF", 0.35], [0.6, "#FFFFFF", 0], [1, C.ink, 0.1]], "h"));
  out += rect(0, 640, 1200, 26, C.paper) + rect(0, 666, 1200, 134, linear(s, [[0, "#CDB99C"], [1, "#DCCBB2"]]));
  out += path("M0 720H1200M0 770H1200", "none", stroke(darker(C.wood, 0.15), 2, { "stroke-opacity": 0.5 }));
  out += shadow(s, 600, 706, 260, 16, 0.3);
  out += rect(390, 470, 420, 20, C.lime2, EDGE) + rect(410, 490, 14, 212, C.stoneDark) + rect(776, 490, 14, 212, C.stoneDark);
  out += path("M560 470C540 430 540 390 580 370H620C660 390 660 430 640 470Z", C.paper, EDGE);
  out += path("M600 372C590 300 560 260 520 230M604 372C620 300 650 270 690 250", "none", stroke(C.stoneDark, 3));
  for (const [lx, ly, a] of [[520, 230, -150], [560, 280, -120], [690, 250, -30], [650, 290, -60]]) out += leaf(lx, ly, 40, 12, a, C.green);
  return out;
}

function papiersGalerie1(s: Scene): string {
  let out = surface(s, C.wood);
  out += path("M0 160H1200M0 420H1200M0 680H1200", "none", stroke(darker(C.wood, 0.12), 3, { "stroke-opacity": 0.6 }));
  const waves = pattern(s, "waves", 120, 60,
    rect(0, 0, 120, 60, C.lime) + path("M0 30Q30 10 60 30T120 30", "none", stroke(C.green3, 5)) + path("M0 50Q30 34 60 50T120 50", "none", stroke(C.stone, 2)) +
      circle(30, 10, 4, C.yellow));
  out += rect(150, 140, 760, 540, C.ink, { opacity: 0.14, transform: "translate(10 12)" }) + rect(150, 140, 760, 540, waves, EDGE);
  // The free end curls up a little: a roll that was just unrolled.
  out += rect(126, 140, 44, 540, linear(s, [[0, "#D9D3C8"], [0.5, C.paper], [1, "#E7E2D8"]], "h"), { rx: 22 });
  out += rect(900, 150, 150, 540, C.ink, { opacity: 0.18, rx: 20, transform: "translate(14 10)" }) +
    rect(890, 120, 150, 580, linear(s, [[0, "#CFC8BD"], [0.35, C.paper], [0.7, C.lime2], [1, "#B9B1A5"]], "h"), { rx: 20 }) +
    rect(930, 120, 4, 580, C.green3) + rect(990, 120, 3, 580, C.stone);
  out += group("rotate(-4 600 740)", rect(250, 720, 520, 34, "#D9DDE0", EDGE) +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => rect(270 + i * 48, 720, 2, i % 2 ? 10 : 18, C.stoneDark)).join(""));
  out += pencil(1126, 200, 280, 90, C.green3);
  return out;
}

function papiersGalerie2(s: Scene): string {
  const light = pattern(s, "kitchen", 80, 80,
    rect(0, 0, 80, 80, C.lime) + path("M40 16L52 40 40 64 28 40Z", "none", stroke(C.blue, 3)) + circle(0, 0, 5, C.yellow) + circle(80, 0, 5, C.yellow) +
      circle(0, 80, 5, C.yellow) + circle(80, 80, 5, C.yellow));
  let out = rect(0, 0, 1200, 520, light) + rect(0, 0, 1200, 520, linear(s, [[0, "#FFFFFF", 0.3], [1, "#FFFFFF", 0]], "h"));
  out += rect(0, 520, 1200, 28, C.paper, EDGE) + rect(0, 548, 1200, 220, C.green3) + rect(0, 768, 1200, 32, C.stone);
  for (let i = 0; i < 5; i++) {
    out += rect(20 + i * 236, 566, 224, 190, lighter(C.green3, 0.15), { rx: 6, ...EDGE }) + rect(112 + i * 236, 584, 40, 8, C.stoneDark, { rx: 4 });
  }
  out += ellipse(720, 526, 120, 8, C.stoneMid) + path("M700 520V430Q700 390 740 390Q780 390 780 430V446", "none", stroke(C.stoneMid, 12));
  out += rect(150, 260, 340, 16, C.wood, EDGE);
  const jars = [C.yellow, C.red, C.blue];
  jars.forEach((color, i) => {
    out += rect(180 + i * 80, 180, 60, 80, lighter(color, 0.4), { rx: 10, ...EDGE }) + rect(184 + i * 80, 168, 52, 16, C.stoneMid, { rx: 4 });
  });
  out += rect(420, 214, 50, 46, C.paper, { rx: 6, ...EDGE }) + leaf(445, 214, 50, 14, -60, C.green) + leaf(445, 214, 50, 14, -120, C.green2);
  out += path("M960 0V120", "none", stroke(C.stoneDark, 3)) + path("M900 190Q900 120 960 120Q1020 120 1020 190Z", C.green) + ellipse(960, 196, 60, 10, C.yellow) +
    ellipse(960, 240, 160, 70, radial(s, [[0, C.yellow, 0.5], [1, C.yellow, 0]]));
  out += group("rotate(-6 1080 430)", rect(1020, 330, 120, 190, "#D3BD9A", { rx: 20 }) + circle(1080, 360, 10, C.lime));
  return out;
}

function papiersGalerie3(s: Scene): string {
  let out = room(s, C.lime2, "#CFC8BD", 620);
  const sky = linear(s, [[0, lighter(C.blue, 0.1)], [1, lighter(C.yellow, 0.6)]]);
  out += rect(130, 70, 940, 470, C.ink, { opacity: 0.1, transform: "translate(6 6)" }) + rect(130, 70, 940, 470, sky) + circle(840, 200, 60, C.yellow);
  out += path("M130 330C300 240 420 300 560 250S860 200 1070 280V540H130Z", C.green3) +
    path("M130 420C320 360 500 420 700 360S960 340 1070 390V540H130Z", C.green2) +
    path("M130 490C400 440 700 500 1070 460V540H130Z", C.green) + path("M130 470C400 420 700 480 1070 440", "none", stroke(C.mint, 3));
  out += rect(150, 320, 10, 400, C.stoneDark) + rect(560, 320, 10, 400, C.stoneDark) + rect(140, 316, 440, 10, C.stoneDark, { rx: 5 }) +
    rect(120, 714, 60, 10, C.stoneDark, { rx: 5 }) + rect(540, 714, 60, 10, C.stoneDark, { rx: 5 });
  const garments = [C.paper, C.red, C.stone, C.blue, C.yellow, C.mint];
  garments.forEach((color, i) => {
    const gx = 190 + i * 62 + jitter(s, 4);
    out += path(d`M${gx} 322v10M${gx - 30} 352L${gx} 334L${gx + 30} 352`, "none", stroke(C.stoneDark, 3)) +
      path(polygon([[gx - 20, 346], [gx + 20, 346], [gx + 50, 366], [gx + 42, 398], [gx + 34, 392], [gx + 36, 560 + jitter(s, 24)],
        [gx - 36, 570], [gx - 34, 392], [gx - 42, 398], [gx - 50, 366]]), color, EDGE);
  });
  out += shadow(s, 900, 712, 200, 18, 0.3) + rect(720, 600, 360, 22, C.paper, EDGE) + rect(740, 622, 14, 90, C.stoneDark) + rect(1046, 622, 14, 90, C.stoneDark);
  for (let i = 0; i < 3; i++) {
    for (let k = 0; k < 4; k++) out += rect(760 + i * 104, 576 - k * 22, 84, 20, [C.blue, C.paper, C.green3][i], { rx: 4, ...EDGE });
  }
  return out;
}

function papiersGalerie4(s: Scene): string {
  let out = rect(0, 0, 1200, 330, linear(s, [[0, C.lime], [1, lighter(C.green3, 0.6)]]));
  const frieze = pattern(s, "frieze", 80, 70,
    rect(0, 0, 80, 70, C.paper) + path("M0 50Q20 10 40 50T80 50", "none", stroke(C.green, 5)) + circle(40, 22, 7, C.green3) +
      rect(0, 4, 80, 3, C.green2) + rect(0, 63, 80, 3, C.green2), { y: 330 });
  out += rect(0, 330, 1200, 70, frieze) + rect(0, 398, 1200, 26, C.paper, EDGE) + rect(0, 424, 1200, 6, C.ink, { opacity: 0.08 });
  out += rect(0, 430, 1200, 300, C.lime2);
  for (let i = 0; i < 5; i++) {
    const px = 40 + i * 232;
    out += rect(px, 470, 200, 220, "none", { stroke: "#FFFFFF", "stroke-width": 4 }) + rect(px + 3, 473, 200, 220, "none", { stroke: C.stone, "stroke-width": 3 });
  }
  out += rect(0, 730, 1200, 24, C.paper, EDGE) + rect(0, 754, 1200, 46, "#CDB99C");
  out += shadow(s, 1010, 752, 90, 12, 0.3) + path("M950 640H1070L1050 750H970Z", C.terracotta) + ellipse(1010, 640, 60, 10, darker(C.terracotta, 0.2));
  for (const [a, len] of [[-120, 150], [-90, 190], [-60, 150], [-140, 110], [-40, 120]]) out += leaf(1010, 640, len, 22, a + jitter(s, 6), pick(s, [C.green, C.green2]));
  out += rect(588, 196, 24, 44, C.stoneMid, { rx: 6 }) + path("M600 214V150", "none", stroke(C.stoneMid, 5)) +
    path("M560 150H640L620 104H580Z", C.paper, EDGE) + ellipse(600, 190, 80, 60, radial(s, [[0, C.yellow, 0.45], [1, C.yellow, 0]]));
  return out;
}

// ---------------------------------------------------------------------------
// More gallery scenes (one section per application, same style as above)

function papeterieGalerie5(s: Scene): string {
  let out = room(s, lighter(C.stone, 0.55), "#CDB99C", 600);
  out += rect(0, 590, 1200, 22, lighter(C.wood, 0.3)) + rect(0, 612, 1200, 10, C.ink, { opacity: 0.08 });
  // Hardcover notebooks standing on the shelf, spines towards us: board covers in RBN.
  const covers = [C.green, C.stoneDark, C.green2, lighter(C.stone, 0.2), C.green, C.green3, C.stoneMid];
  const depth = 150;
  const [dx, dy] = recede(depth);
  let x = 170;
  let books = "";
  covers.forEach((cover, i) => {
    const w = 56 + Math.round(s.rand() * 30);
    const h = 300 + Math.round(s.rand() * 80);
    books += box(x, 592 - h, w, h, depth, { front: cover, top: C.paper, side: darker(cover, 0.15) }) +
      rect(x + 8, 592 - h + 30, w - 16, 10, lighter(cover, 0.35), { rx: 3 }) + rect(x + 8, 592 - 50, w - 16, 6, lighter(cover, 0.25), { rx: 3 });
    x += w + (i === 3 ? 14 : 4);
  });
  out += shadow(s, 420 + dx / 2, 592 + dy / 3, 330, 40, 0.3) + group(undefined, books, EDGE);
  // Metal bookend, then one notebook lying open on the shelf.
  out += path(d`M${x + 10} 592V330h12V592h90v-12h12v12z`, C.stoneMid);
  out += shadow(s, 900, 600, 190, 20, 0.3);
  out += path("M720 592L760 500H900L880 592Z", C.paper, EDGE) + path("M880 592L900 500H1040L1080 592Z", "#F3F0EA", EDGE) +
    path("M740 592h360v10H720z", C.green);
  for (let k = 0; k < 4; k++) out += path(d`M${772 + k * 6} ${520 + k * 18}h${100 - k * 4}M${906 + k * 4} ${520 + k * 18}h${100 + k * 4}`, "none", stroke(C.stone, 3));
  return out;
}

function papeterieGalerie6(s: Scene): string {
  let out = surface(s, lighter(C.yellow, 0.55));
  // Desk calendar seen from the front: an easel of board, coloured blocks for the days.
  out += shadow(s, 500, 640, 300, 40, 0.3);
  out += path("M240 630L300 220H700L760 630Z", darker(C.green, 0.15)) + path("M260 620L316 236H684L740 620Z", C.paper, EDGE);
  let days = "";
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 7; col++) {
      const t = row / 5;
      const left = lerp(316, 262, t) + 20;
      const width = lerp(368, 476, t) - 40;
      const cx = left + (col + 0.5) * (width / 7);
      const cy = 320 + row * 58;
      const mark = s.rand();
      days += rect(cx - 18, cy - 16, 36, 30, mark > 0.86 ? C.green2 : mark > 0.74 ? C.yellow : C.lime2, { rx: 5 });
    }
  }
  out += days + rect(316, 252, 368, 36, C.green, { rx: 4 });
  for (let k = 0; k < 12; k++) out += circle(330 + k * 31, 228, 7, C.stoneDark) + path(d`M${330 + k * 31} 228v-16`, "none", stroke("#4A4743", 4));
  // Sticky notes and a pen beside it.
  out += group("rotate(8 940 360)", rect(850, 260, 190, 190, C.ink, { opacity: 0.1, transform: "translate(6 8)" }) + rect(850, 260, 190, 190, lighter(C.green3, 0.4)) +
    rect(870, 300, 140, 8, C.stoneMid, { rx: 4 }) + rect(870, 326, 110, 8, C.stone, { rx: 4 }));
  out += group("rotate(-6 920 560)", rect(830, 500, 170, 170, C.ink, { opacity: 0.1, transform: "translate(6 8)" }) + rect(830, 500, 170, 170, C.yellow));
  out += pencil(1080, 700, 330, -150, C.green2);
  return out;
}

function alimentaireGalerie5(s: Scene): string {
  let out = room(s, lighter(C.mint, 0.45), C.lime, 520);
  // Thermoformed egg tray: a grid of cups, an egg in most of them.
  const x0 = 250;
  const y0 = 330;
  const cols = 6;
  const rows = 3;
  const cw = 120;
  const rh = 110;
  out += shadow(s, 610, 700, 420, 50, 0.3);
  out += path(roundPoly([[x0 - 30, y0 - 40], [x0 + cols * cw - 10, y0 - 40], [x0 + cols * cw + 60, y0 + rows * rh + 20], [x0 - 90, y0 + rows * rh + 20]], 24),
    linear(s, [[0, "#E9E5DE"], [1, C.paper]]), EDGE);
  const egg = define(s, "egg", (id) => el("g", { id }, path("M0-1.15C0.75-1.15 0.95-0.1 0.9 0.3 0.85 0.85 0.45 1 0 1-0.45 1-0.85 0.85-0.9 0.3-0.95-0.1-0.75-1.15 0-1.15Z", "currentColor") +
    path("M0-1.15C0.75-1.15 0.95-0.1 0.9 0.3 0.85 0.85 0.45 1 0 1-0.45 1-0.85 0.85-0.9 0.3-0.95-0.1-0.75-1.15 0-1.15Z", roundShine(s))));
  for (let row = 0; row < rows; row++) {
    const t = row / rows;
    const left = lerp(x0, x0 - 60, t);
    const width = lerp(cols * cw - 40, cols * cw + 80, t);
    for (let col = 0; col < cols; col++) {
      const cx = left + (col + 0.5) * (width / cols);
      const cy = y0 + 30 + row * rh;
      out += ellipse(cx, cy, 44 + row * 3, 26 + row * 2, linear(s, [[0, "#D6D0C6"], [1, "#F1EEE8"]]));
      if (!(row === 0 && col === 4) && !(row === 2 && col === 1)) out += use(egg, cx, cy - 22, 40 + row * 2, { color: pick(s, ["#E7C9A6", "#F1DFC8", "#EBD3B5"]) });
    }
  }
  out += path(d`M${x0 - 90} ${y0 + rows * rh + 20}h${cols * cw + 150}l-12 40h${-cols * cw - 126}z`, "#DDD7CD", EDGE);
  out += use(egg, 1040, 680, 44, { color: "#EBD3B5" }, 70);
  return out;
}

function alimentaireGalerie6(s: Scene): string {
  let out = room(s, lighter(C.wood, 0.4), C.wood, 600);
  out += path("M0 640H1200M0 720H1200", "none", stroke(darker(C.wood, 0.15), 2, { "stroke-opacity": 0.5 }));
  // Bakery bag, rolled open, bread inside: dry food in direct contact.
  out += shadow(s, 520, 700, 220, 28, 0.32);
  // Two baguettes lean out of the bag, their scores showing.
  for (const [bx, angle, len] of [[470, -14, 300], [560, 10, 260]] as const) {
    let scores = "";
    for (let k = 0; k < 4; k++) scores += ellipse(24 + k * 52, 0, 18, 6, "#F0CF9A", { transform: `rotate(-25 ${24 + k * 52} 0)` });
    out += group(`translate(${bx} 330) rotate(${angle - 90})`, rect(-10, -26, len, 52, linear(s, [[0, "#E4B473"], [0.6, "#D39A5A"], [1, "#B9864E"]]), { rx: 26 }) + scores);
  }
  out += path("M360 300H680L700 690Q520 712 340 690Z", linear(s, [[0, "#E6E1D8"], [0.3, C.paper], [1, "#DDD7CC"]], "h"), EDGE);
  out += path("M360 300H680L676 340H364Z", "#ECE7DE", EDGE) + rect(380, 420, 280, 40, C.green, { opacity: 0.9 });
  // A croissant and a few crumbs on the board beside it.
  out += shadow(s, 880, 690, 140, 18, 0.3) + rect(740, 660, 300, 30, "#C9AE88", { rx: 10 }) + rect(740, 650, 300, 16, "#D8C09A", { rx: 8 });
  const c = (t: number) => path(d`M${820 + t * 40} 650Q${860 + t * 40} ${560 - t * 10} ${900 + t * 40} 650Z`, t % 2 ? "#D9A35E" : "#E4B473", EDGE);
  out += c(0) + c(1) + c(2) + c(3) + c(1.5);
  for (let i = 0; i < 6; i++) out += ellipse(760 + s.rand() * 260, 700 + s.rand() * 40, 5, 3, "#D9A35E");
  return out;
}

function bouteillesGalerie5(s: Scene): string {
  let out = room(s, lighter(C.blue, 0.4), lighter(C.stone, 0.35), 600);
  out += rect(0, 580, 1200, 30, C.paper, EDGE) + rect(0, 610, 1200, 8, C.ink, { opacity: 0.08 });
  // Jars of honey, jam and olives: wrap-around labels that handle oily fingers and the fridge.
  const jars = [
    { x: 260, fill: "#D9A441", band: C.yellow, lid: C.stoneDark },
    { x: 560, fill: "#A8434B", band: C.red, lid: C.green },
    { x: 860, fill: "#6E7D45", band: C.mint, lid: C.stoneMid },
  ];
  for (const jar of jars) {
    const w = 220;
    out += shadow(s, jar.x, 586, 130, 14, 0.3);
    out += rect(jar.x - w / 2, 300, w, 286, lighter(jar.fill, 0.15), { rx: 40, ...EDGE }) + rect(jar.x - w / 2 + 14, 316, w - 28, 256, jar.fill, { rx: 30 });
    if (jar.fill === "#6E7D45") for (let k = 0; k < 8; k++) out += ellipse(jar.x - 70 + (k % 4) * 46, 340 + Math.floor(k / 4) * 190, 18, 24, "#55622F");
    out += glassShine(s, jar.x - w / 2 + 18, 320, 14, 240);
    out += rect(jar.x - w / 2 - 4, 250, w + 8, 60, jar.lid, { rx: 10 }) + rect(jar.x - w / 2, 296, w, 14, darker(jar.lid, 0.2));
    out += rect(jar.x - w / 2, 380, w, 140, C.paper) + rect(jar.x - w / 2, 392, w, 14, jar.band) + circle(jar.x, 448, 24, "none", stroke(C.green, 3)) +
      rect(jar.x - 40, 486, 80, 8, C.stone, { rx: 4 });
  }
  return out;
}

function bouteillesGalerie6(s: Scene): string {
  let out = surface(s, lighter(C.green3, 0.35));
  // A chilled bottle fresh out of the fridge: condensation beads on the glass and the label stays flat.
  const cx = 560;
  out += shadow(s, cx + 30, 760, 170, 26, 0.35);
  const shape = { r: 120, body: 470, shoulder: 120, neckR: 42, neck: 130 };
  out += bottle(cx, 760, shape, linear(s, [[0, "#9DB8A9"], [0.35, "#C9DCD1"], [1, "#86A394"]], "h"));
  out += glassShine(s, cx - 100, 310, 22, 420);
  out += rect(cx - 44, 30, 88, 70, C.gold, { rx: 8 });
  out += rect(cx - 120, 430, 240, 220, C.paper) + rect(cx - 120, 450, 240, 16, C.green) + rect(cx - 70, 500, 140, 100, "none", { stroke: C.green3, "stroke-width": 3 }) +
    circle(cx, 550, 26, C.green3);
  // Neck collar.
  out += path(d`M${cx - 44} 190h88l10 70h-108z`, C.green);
  const drop = define(s, "bead", (id) => el("g", { id }, circle(0, 0, 1, "#FFFFFF", { opacity: 0.35 }) + circle(-0.3, -0.35, 0.35, "#FFFFFF", { opacity: 0.9 })));
  for (let i = 0; i < 60; i++) {
    const y = 220 + s.rand() * 520;
    const half = y < 300 ? 44 : y < 340 ? 90 : 118;
    out += use(drop, cx + jitter(s, half), y, 3 + s.rand() * 6);
  }
  // A small pool of water where it stood.
  out += path(blob(s, 880, 740, 120, 24, 0.2), "#FFFFFF", { opacity: 0.45 }) + ellipse(860, 734, 40, 6, "#FFFFFF", { opacity: 0.7 });
  return out;
}

function luxeGalerie5(s: Scene): string {
  let out = surface(s, "#E3DDD3");
  // Envelope and invitation card, closed with a wax-style seal.
  out += group("rotate(-6 480 420)", rect(196, 216, 620, 420, C.ink, { opacity: 0.14, transform: "translate(10 12)" }) +
    rect(196, 216, 620, 420, C.green, { ...EDGE }) + path("M196 216L506 440L816 216", "none", stroke(darker(C.green, 0.3), 3)) +
    path("M196 636L430 420M816 636L582 420", "none", stroke(darker(C.green, 0.15), 2)) + circle(506, 440, 46, "#9E3B35") +
    circle(506, 440, 30, "none", stroke("#C2564D", 4)) + path("M490 440l16-20 16 20-16 20z", "#C2564D"));
  out += group("rotate(8 860 470)", rect(700, 250, 360, 480, C.ink, { opacity: 0.12, transform: "translate(8 10)" }) + rect(700, 250, 360, 480, C.paper, EDGE) +
    rect(730, 280, 300, 420, "none", { stroke: C.gold, "stroke-width": 3 }) + leaf(880, 360, 60, 16, -60, C.green2) + leaf(880, 360, 60, 16, -120, C.green) +
    rect(790, 440, 180, 10, C.stoneMid, { rx: 5 }) + rect(810, 470, 140, 8, C.stone, { rx: 4 }) + rect(830, 620, 100, 8, C.gold, { rx: 4 }));
  out += path("M120 720C220 690 300 740 400 700", "none", stroke(C.gold, 6));
  return out;
}

function luxeGalerie6(s: Scene): string {
  let out = room(s, lighter(C.red, 0.55), "#D9CFC4", 560);
  // Chocolate box: the lid leans behind, pralines sit in a board insert.
  out += path("M300 130H900L940 470H260Z", C.green, EDGE) + rect(330, 160, 540, 280, "none", { stroke: C.gold, "stroke-width": 3 });
  const x = 250;
  const y = 560;
  const w = 700;
  const h = 110;
  const [dx, dy] = recede(260);
  out += shadow(s, x + w / 2 + dx / 2, y + h + dy / 2, 440, 80, 0.3);
  out += path(d`M${x} ${y}l${dx} ${dy}h${w}l${-dx} ${-dy}z`, C.paper, EDGE);
  out += path(d`M${x + w} ${y}l${dx} ${dy}v${h}l${-dx} ${-dy}z`, "#E3DED6", EDGE);
  const ball = sphere(s);
  const tones = ["#5E3B2A", "#7A4E36", "#E6D3B3", "#4A2E22"];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 5; col++) {
      const f = 0.82 - row * 0.3;
      const cx = x + 80 + col * 130 + dx * f;
      const cy = y + dy * f + 6;
      out += ellipse(cx, cy + 6, 48, 18, "#E6E1D9") + use(ball, cx, cy - 14, 34, { color: pick(s, tones) });
    }
  }
  out += rect(x, y, w, h, linear(s, [[0, C.paper], [1, "#ECE8E1"]]), EDGE) + rect(x, y + 44, w, 22, C.gold);
  return out;
}

function agricoleGalerie5(s: Scene): string {
  let out = surface(s, "#CFC5B5");
  // Seedling plug tray seen from above, each row marked with a plant label.
  out += rect(96, 116, 860, 600, C.ink, { rx: 20, opacity: 0.15 });
  out += rect(80, 100, 860, 600, C.stoneDark, { rx: 20 });
  const cell = 100;
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 8; col++) {
      const cx = 130 + col * cell + cell / 2 - 25;
      const cy = 150 + row * 110 + 30;
      out += rect(cx - 42, cy - 46, 84, 92, "#4A4540", { rx: 10 }) + circle(cx, cy, 36, C.soil);
      if (s.rand() > 0.12) {
        const r = 14 + s.rand() * 10;
        out += leaf(cx, cy, r * 1.8, r * 0.6, -40 + jitter(s, 20), C.green2) + leaf(cx, cy, r * 1.8, r * 0.6, 140 + jitter(s, 20), "#6FA36A") + circle(cx, cy, 4, C.green);
      }
    }
  }
  for (let row = 0; row < 5; row++) {
    const y = 150 + row * 110 + 30;
    out += group(`rotate(${n(-8 + jitter(s, 4))} 1050 ${y})`, rect(980, y - 18, 170, 36, C.ink, { rx: 4, opacity: 0.15, transform: "translate(4 5)" }) +
      rect(980, y - 18, 170, 36, C.paper, { rx: 4, ...EDGE }) + rect(1000, y - 5, 30, 10, pick(s, [C.green, C.yellow, C.red, C.blue]), { rx: 3 }) + rect(1040, y - 4, 80, 8, C.stone, { rx: 4 }));
  }
  return out;
}

function agricoleGalerie6(s: Scene): string {
  let out = rect(0, 0, 1200, 800, linear(s, [[0, lighter(C.blue, 0.35)], [0.7, lighter(C.mint, 0.3)], [1, C.mint]]));
  out += ellipse(300, 820, 700, 160, "#9DBB6C", { opacity: 0.6 }) + ellipse(1000, 840, 600, 140, "#A9C47A", { opacity: 0.6 });
  // Orchard branch with a tree tag tied on: fruit variety and row for traceability.
  out += path("M-20 180C200 210 420 260 640 240S1000 180 1220 220", "none", stroke("#6E5139", 26));
  out += path("M420 252C470 320 500 360 520 420M820 210C800 270 790 320 800 380", "none", stroke("#6E5139", 10));
  const ball = sphere(s);
  for (const [lx, ly, a] of [[200, 200, -30], [300, 220, 40], [560, 250, -60], [700, 240, 30], [980, 200, -40], [1100, 214, 50], [460, 300, 120], [840, 260, 140]] as const) {
    out += leaf(lx, ly, 110, 30, a + jitter(s, 10), pick(s, [C.green, C.green2, "#6FA36A"]));
  }
  out += use(ball, 520, 470, 54, { color: C.tomato }) + use(ball, 800, 430, 50, { color: "#C9BF5A" }) + use(ball, 860, 470, 46, { color: C.tomato });
  out += path("M620 246L600 420", "none", stroke(C.stoneDark, 3));
  const tag = rect(-70, 0, 150, 240, C.ink, { rx: 10, opacity: 0.18, transform: "translate(6 8)" }) + rect(-70, 0, 150, 240, C.paper, { rx: 10, ...EDGE }) +
    circle(5, 22, 10, "none", stroke(C.stone, 4)) + rect(-52, 50, 114, 30, C.green, { rx: 4 }) + rect(-52, 100, 90, 8, C.stone, { rx: 4 }) +
    rect(-52, 120, 110, 8, C.stone, { rx: 4 }) + circle(-30, 180, 20, C.tomato) + rect(0, 172, 60, 8, C.stoneMid, { rx: 4 });
  out += group("translate(600 410) rotate(-6)", tag);
  return out;
}

function papiersGalerie5(s: Scene): string {
  let out = surface(s, lighter(C.wood, 0.25));
  // Sample book fanned out on the table: one strip per motif and colourway.
  const motifs = [
    mineralMotif(s, "fan1", 60, [C.green2, C.green3], "#DDEBE5"),
    pattern(s, "fan2", 40, 40, rect(0, 0, 40, 40, lighter(C.yellow, 0.4)) + circle(20, 20, 6, C.green2)),
    pattern(s, "fan3", 36, 36, rect(0, 0, 36, 36, C.paper) + rect(0, 0, 12, 36, C.blue)),
    pattern(s, "fan4", 48, 48, rect(0, 0, 48, 48, lighter(C.red, 0.3)) + path("M24 6L42 24 24 42 6 24Z", "none", stroke(C.paper, 3))),
    pattern(s, "fan5", 60, 30, rect(0, 0, 60, 30, C.lime) + path("M0 20Q15 4 30 20T60 20", "none", stroke(C.green, 4))),
    pattern(s, "fan6", 40, 40, rect(0, 0, 40, 40, C.green) + circle(10, 10, 4, C.green3) + circle(30, 30, 4, C.green3)),
  ];
  out += shadow(s, 420, 700, 240, 40, 0.3);
  motifs.forEach((fill, i) => {
    const angle = -70 + i * 22;
    out += group(`rotate(${angle} 420 680)`, rect(380, 120, 120, 560, C.ink, { rx: 12, opacity: 0.12, transform: "translate(6 6)" }) +
      rect(380, 120, 120, 560, fill, { rx: 12, ...EDGE }) + rect(380, 600, 120, 80, C.paper, { rx: 12 }));
  });
  out += circle(420, 680, 16, C.stoneDark) + circle(420, 680, 7, C.stone);
  // A roll of the chosen design and a pair of scissors.
  out += shadow(s, 960, 640, 160, 22, 0.3) + group("rotate(-12 960 560)", rect(820, 500, 280, 110, motifs[4], { rx: 55, ...EDGE }) + ellipse(1100, 555, 26, 55, C.paper, EDGE) + ellipse(1100, 555, 10, 22, "#C8B393"));
  out += group("rotate(20 960 260)", circle(900, 220, 34, "none", stroke(C.green, 10)) + circle(900, 310, 34, "none", stroke(C.green, 10)) +
    path("M930 234L1120 280M930 296L1120 264", "none", stroke(C.stoneMid, 12)));
  return out;
}

function papiersGalerie6(s: Scene): string {
  // Entrance hall: striped paper above a bench, coats on hooks.
  const stripes = pattern(s, "stripes", 90, 90, rect(0, 0, 90, 90, C.lime) + rect(0, 0, 30, 90, lighter(C.green3, 0.35)) + circle(60, 45, 5, C.green2));
  let out = rect(0, 0, 1200, 660, stripes) + rect(0, 0, 1200, 660, linear(s, [[0, "#FFFFFF", 0.25], [1, C.ink, 0.08]], "h"));
  out += rect(0, 640, 1200, 24, C.paper, EDGE) + rect(0, 664, 1200, 136, linear(s, [[0, "#C9B28E"], [1, "#B9A07A"]]));
  out += rect(250, 200, 700, 20, C.wood, EDGE);
  const coats = [C.green, C.stoneMid, C.red];
  coats.forEach((coat, i) => {
    const hx = 360 + i * 220;
    out += circle(hx, 230, 10, C.stoneDark) + path(d`M${hx - 70} 250Q${hx} 220 ${hx + 70} 250L${hx + 80} 480Q${hx} 500 ${hx - 80} 480Z`, coat, EDGE) +
      path(d`M${hx} 250V490`, "none", stroke(darker(coat, 0.2), 3));
  });
  out += shadow(s, 600, 650, 330, 20, 0.35);
  out += rect(290, 520, 620, 30, "#C9AE88", EDGE) + rect(310, 550, 24, 96, "#B89A72") + rect(866, 550, 24, 96, "#B89A72") + rect(320, 600, 560, 14, "#B89A72");
  out += rect(380, 470, 150, 50, C.green3, { rx: 20 }) + rect(680, 560, 110, 60, C.stone, { rx: 8 });
  out += shadow(s, 1060, 660, 60, 10, 0.3) + rect(1020, 560, 80, 100, C.terracotta, { rx: 6 }) + leaf(1060, 560, 140, 20, -100, C.green) + leaf(1060, 560, 120, 20, -70, C.green2) + leaf(1060, 560, 120, 20, -125, C.green2);
  return out;
}

// ---------------------------------------------------------------------------
// Accueil (1600×1100): the products side by side, as in a showroom.

/** Roll lying on its side, seen from the front: body to the left, spiral end face at (x, cy). */
function lyingRoll(s: Scene, x: number, cy: number, length: number, r: number, paper: string): string {
  const body = linear(s, [[0, lighter(paper, 0.5)], [0.35, paper], [0.8, darker(paper, 0.08)], [1, darker(paper, 0.18)]]);
  let rings = "";
  for (let k = 0; k < 8; k++) rings += ellipse(x, cy, r * 0.34 * (0.42 + k * 0.075), r * (0.42 + k * 0.075), "none", { stroke: k % 2 ? "#E6E0D3" : "#F3EFE6", "stroke-width": 5 });
  return rect(x - length, cy - r, length, r * 2, body) +
    ellipse(x - length, cy, r * 0.34, r, darker(paper, 0.1)) +
    ellipse(x, cy, r * 0.34, r, C.paper, EDGE) + rings +
    ellipse(x, cy, r * 0.34 * 0.38, r * 0.38, "#C8B393") + ellipse(x + 2, cy, r * 0.34 * 0.28, r * 0.28, C.stoneDark);
}

/** Standing roll seen from slightly above, its loose end unrolled on the floor towards the viewer. */
function standingRoll(s: Scene, cx: number, base: number, r: number, height: number, paper: string): string {
  const top = base - height;
  const body = linear(s, [[0, darker(paper, 0.12)], [0.25, lighter(paper, 0.4)], [0.7, paper], [1, darker(paper, 0.2)]], "h");
  let rings = "";
  for (let k = 0; k < 6; k++) rings += ellipse(cx, top, r * (0.45 + k * 0.09), r * 0.3 * (0.45 + k * 0.09), "none", { stroke: k % 2 ? "#E6E0D3" : "#F4F0E8", "stroke-width": 4 });
  return path(d`M${cx - r} ${top}V${base}A${r} ${r * 0.3} 0 0 0 ${cx + r} ${base}V${top}Z`, body, EDGE) +
    ellipse(cx, top, r, r * 0.3, C.paper, EDGE) + rings + ellipse(cx, top, r * 0.36, r * 0.11, "#C8B393") + ellipse(cx, top + 2, r * 0.26, r * 0.08, C.stoneDark);
}

function accueilVisuel(s: Scene): string {
  let out = room(s, C.lime2, "#E0D9CE", 700);
  // A wide soft light on the wall and a plinth line: calm, like a product photograph.
  out += ellipse(820, 380, 760, 420, radial(s, [[0, "#FFFFFF", 0.55], [1, "#FFFFFF", 0]]));
  out += rect(0, 690, 1600, 12, darker(C.lime2, 0.06));

  // Back left: two large rolls lying on a low pallet.
  out += shadow(s, 470, 720, 420, 40, 0.3);
  out += rect(120, 640, 700, 60, linear(s, [[0, "#DCC8A8"], [1, "#C4AB86"]]), { rx: 6 }) + rect(120, 690, 700, 10, darker(C.wood, 0.2));
  out += lyingRoll(s, 760, 540, 560, 100, "#F1EDE5");
  out += lyingRoll(s, 600, 370, 420, 78, "#DCE9E3");

  // Right: a tall standing roll whose end runs across the floor.
  const rollX = 1290;
  out += shadow(s, rollX, 770, 200, 34, 0.32);
  out += path("M1180 780C1250 840 1330 950 1370 1100H1600C1540 960 1450 850 1390 790Z", linear(s, [[0, "#E8E3DA"], [1, C.paper]], "d"), EDGE);
  out += path("M1290 830C1350 900 1410 990 1450 1100", "none", stroke(C.stone, 2, { "stroke-opacity": 0.6 }));
  out += standingRoll(s, rollX, 770, 130, 470, "#F4F1EB");

  // Front centre: a stack of sheets and boards, one of them mineral green.
  const [dx, dy] = recede(260);
  out += shadow(s, 640 + dx / 2, 960 + dy / 2, 420, 90, 0.3);
  let stack = "";
  let y = 960;
  const layers = [C.paper, C.paper, "#F7F6F3", C.green3, C.paper, C.paper, "#F7F6F3", C.paper, C.green, C.paper];
  layers.forEach((color, i) => {
    const h = i === 8 ? 22 : 14;
    y -= h;
    stack += box(400 + jitter(s, 8), y, 520, h, 260, { front: color, side: darker(color, 0.1), top: linear(s, [[0, lighter(color, 0.5)], [1, color]], "d") });
  });
  out += group(undefined, stack, EDGE);
  // On the stack: a printed sheet and a small label roll.
  out += group(`translate(${560 + dx * 0.45} ${y + dy * 0.55}) rotate(-8) scale(0.9 0.42) skewX(-30)`, rect(0, 0, 300, 220, C.paper, EDGE) +
    rect(24, 24, 120, 90, C.green3, { rx: 6 }) + rect(164, 30, 110, 12, C.stoneMid, { rx: 6 }) + rect(164, 56, 90, 12, C.stone, { rx: 6 }) +
    rect(24, 140, 250, 10, C.stone, { rx: 5 }) + rect(24, 164, 200, 10, C.stone, { rx: 5 }));
  const lx = 860 + dx * 0.35;
  const ly = y + dy * 0.35 - 4;
  out += shadow(s, lx, ly + 4, 80, 18, 0.35) + rect(lx - 70, ly - 70, 140, 70, linear(s, [[0, "#E6E0D3"], [0.5, C.paper], [1, "#D9D2C5"]], "h")) +
    ellipse(lx, ly, 70, 20, "#E2DBCE") + ellipse(lx, ly - 70, 70, 20, C.paper, EDGE) + ellipse(lx, ly - 70, 26, 8, "#C8B393") + ellipse(lx, ly - 69, 18, 5, C.stoneDark);

  // Left front: a shopping bag in synthetic paper, and a thermoformed tray leaning on it.
  out += shadow(s, 250, 1000, 170, 26, 0.32);
  out += path("M160 760C160 650 330 650 330 760", "none", stroke(darker(C.green2, 0.25), 12));
  out += path("M110 760Q245 776 380 760C404 840 412 930 394 1000Q245 1024 96 1000C80 930 88 840 110 760Z",
    linear(s, [[0, C.paper], [0.7, "#F1EEE8"], [1, "#DCD6CC"]], "h"), EDGE);
  out += path("M140 780C156 860 140 930 152 990M350 780C342 850 366 930 344 996", "none", stroke(C.stone, 3, { "stroke-opacity": 0.55 }));
  out += circle(245, 880, 40, C.green3) + path("M225 896q20-46 40 0z", C.green);
  out += path("M180 764C180 670 310 670 310 764", "none", stroke(C.green2, 12));

  // Pebbles in the foreground: the calcium carbonate the sheets are made of.
  for (const [px, py, rx, ry, tone] of [[1080, 1010, 46, 26, C.stone], [1150, 1036, 30, 18, "#B3ACA2"], [1010, 1044, 24, 14, C.stoneMid]] as const) {
    out += shadow(s, px + 6, py + ry * 0.8, rx * 1.1, ry * 0.5, 0.3) + path(blob(s, px, py, rx, ry, 0.15), tone) +
      ellipse(px - rx * 0.3, py - ry * 0.35, rx * 0.35, ry * 0.2, "#FFFFFF", { opacity: 0.35 });
  }
  out += leaf(1240, 1060, 110, 22, -150, C.green2) + leaf(1240, 1060, 90, 18, -115, C.green);
  return out;
}

// ---------------------------------------------------------------------------

type Draw = (s: Scene) => string;

const APPLICATIONS: Record<string, Draw[]> = {
  papeterie: [papeteriePrincipale, papeterieGalerie1, papeterieGalerie2, papeterieGalerie3, papeterieGalerie4, papeterieGalerie5, papeterieGalerie6],
  "emballages-alimentaire": [alimentairePrincipale, alimentaireGalerie1, alimentaireGalerie2, alimentaireGalerie3, alimentaireGalerie4, alimentaireGalerie5, alimentaireGalerie6],
  "etiquette-bouteilles": [bouteillesPrincipale, bouteillesGalerie1, bouteillesGalerie2, bouteillesGalerie3, bouteillesGalerie4, bouteillesGalerie5, bouteillesGalerie6],
  "emballages-luxe": [luxePrincipale, luxeGalerie1, luxeGalerie2, luxeGalerie3, luxeGalerie4, luxeGalerie5, luxeGalerie6],
  "stone-paper-agricole": [agricolePrincipale, agricoleGalerie1, agricoleGalerie2, agricoleGalerie3, agricoleGalerie4, agricoleGalerie5, agricoleGalerie6],
  "papiers-peints": [papiersPrincipale, papiersGalerie1, papiersGalerie2, papiersGalerie3, papiersGalerie4, papiersGalerie5, papiersGalerie6],
};

const ARTWORK: [file: string, width: number, height: number, draw: Draw][] = [
  ["marque/logo.svg", 240, 64, logo],
  ["marque/favicon.svg", 64, 64, pebble],
  ["marque/partenaire.svg", 200, 80, partner],
  ["fiches/rbn.svg", 800, 600, ficheRbn],
  ["fiches/stn.svg", 800, 600, ficheStn],
  ["fiches/spn.svg", 800, 600, ficheSpn],
  ["fiches/rpn.svg", 800, 600, ficheRpn],
  ["accueil/visuel.svg", 1600, 1100, accueilVisuel],
  ...Object.entries(APPLICATIONS).flatMap(([slug, draws]) =>
    draws.map((draw, i): [string, number, number, Draw] => [
      `applications/${slug}/${i === 0 ? "principale" : `galerie-${i}`}.svg`, 1200, 800, draw,
    ])),
];

for (const [file, width, height, draw] of ARTWORK) {
  const scene: Scene = { width, height, rand: seededRandom(file), ids: new Map(), defs: [] };
  const svg = svgDocument(scene, draw(scene));
  mkdirSync(dirname(target(file)), { recursive: true });
  writeFileSync(target(file), svg);
  console.log(`${file.padEnd(48)} ${Buffer.byteLength(svg)} octets`);
}
