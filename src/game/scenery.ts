import { nextTask } from '../shared/next-task.ts';
import { PALETTE } from './palette.ts';
import { SeededRandom } from './random.ts';

/**
 * The still backdrop, painted once per canvas size into off-screen layers that the renderer then
 * copies (and slides, for parallax) each frame: a sky with a ringed planet, a star field and a
 * skyline of Istanbul (domes, minarets, the Galata Tower) with lit windows of an AI campus.
 */

export interface SceneryLayers {
  /** Sky, planet, stars and the floor: everything that never moves, in one copy per frame. */
  sky: ImageBitmap;
  /** Only the band the buildings stand in, so the sliding copies stay small. */
  skyline: ImageBitmap;
}

interface SceneryMetrics {
  /** Canvas size in device pixels. */
  width: number;
  height: number;
  /** Device pixels per world unit. */
  unit: number;
  /** Ground line, in device pixels from the top. */
  ground: number;
}

/** Height of the skyline band in world units: the tallest minaret with its cap. */
const SKYLINE_HEIGHT = 112;

type Context = OffscreenCanvasRenderingContext2D;

/** A layer's pixels: taking the bitmap is what rasterizes the drawing, so it happens here. */
function layer(width: number, height: number, paint: (ctx: Context) => void): ImageBitmap {
  const canvas = new OffscreenCanvas(width, height);
  paint(canvas.getContext('2d')!);
  return canvas.transferToImageBitmap();
}

/**
 * Paints both layers, each in a task of its own. In the task of the frame that first showed them
 * they held a slow phone's main thread (6x CPU) for 70 to 100 ms; each now takes about 30.
 */
export async function paintScenery(metrics: SceneryMetrics): Promise<SceneryLayers> {
  await nextTask();
  const sky = layer(metrics.width, metrics.height, (ctx) => {
    paintSky(ctx, metrics);
    paintStars(ctx, metrics);
    paintFloor(ctx, metrics);
  });
  await nextTask();
  const band = Math.ceil(SKYLINE_HEIGHT * metrics.unit);
  const skyline = layer(metrics.width, band, (ctx) =>
    paintSkyline(ctx, { ...metrics, ground: band }),
  );
  return { sky, skyline };
}

function paintFloor(ctx: Context, { width, height, ground }: SceneryMetrics): void {
  const floor = ctx.createLinearGradient(0, ground, 0, height);
  floor.addColorStop(0, PALETTE.space900);
  floor.addColorStop(1, PALETTE.space950);
  ctx.fillStyle = floor;
  ctx.fillRect(0, ground, width, height - ground);
}

function paintSky(ctx: Context, { width, height, unit, ground }: SceneryMetrics): void {
  const sky = ctx.createLinearGradient(0, 0, 0, ground);
  sky.addColorStop(0, PALETTE.space950);
  sky.addColorStop(1, PALETTE.space800);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);

  const violet = ctx.createRadialGradient(width * 0.85, 0, 0, width * 0.85, 0, width * 0.55);
  violet.addColorStop(0, 'rgb(109 62 245 / 0.35)');
  violet.addColorStop(1, 'rgb(109 62 245 / 0)');
  ctx.fillStyle = violet;
  ctx.fillRect(0, 0, width, height);

  const cyan = ctx.createRadialGradient(0, ground, 0, 0, ground, width * 0.45);
  cyan.addColorStop(0, 'rgb(56 214 245 / 0.16)');
  cyan.addColorStop(1, 'rgb(56 214 245 / 0)');
  ctx.fillStyle = cyan;
  ctx.fillRect(0, 0, width, height);

  // A ringed planet high on the right
  const radius = 26 * unit;
  const cx = width - 90 * unit;
  const cy = Math.min(ground * 0.3, 80 * unit);
  const planet = ctx.createLinearGradient(cx - radius, cy - radius, cx + radius, cy + radius);
  planet.addColorStop(0, PALETTE.violet);
  planet.addColorStop(0.7, PALETTE.space700);
  planet.addColorStop(1, PALETTE.space800);
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(-0.3);
  ctx.strokeStyle = 'rgb(56 214 245 / 0.35)';
  ctx.lineWidth = 2 * unit;
  ctx.beginPath();
  ctx.ellipse(0, 0, radius * 1.8, radius * 0.45, 0, Math.PI, Math.PI * 2);
  ctx.stroke();
  ctx.rotate(0.3);
  // Half-lit into the sky: a backdrop, not something to jump at.
  ctx.globalAlpha = 0.7;
  ctx.fillStyle = planet;
  ctx.beginPath();
  ctx.arc(0, 0, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.rotate(-0.3);
  ctx.beginPath();
  ctx.ellipse(0, 0, radius * 1.8, radius * 0.45, 0, 0, Math.PI);
  ctx.stroke();
  ctx.restore();
}

function paintStars(ctx: Context, { width, unit, ground }: SceneryMetrics): void {
  const random = new SeededRandom(7);
  const count = Math.round((width * ground) / (unit * unit * 900));
  for (let i = 0; i < count; i++) {
    const size = random.between(0.5, 1.6) * unit;
    ctx.globalAlpha = random.between(0.3, 0.95);
    ctx.fillStyle = random.next() < 0.2 ? PALETTE.cyanPale : PALETTE.white;
    ctx.fillRect(random.next() * width, random.next() * ground * 0.85, size, size);
  }
  ctx.globalAlpha = 1;
}

/** Buildings from left to right across one tile, which repeats seamlessly. */
function paintSkyline(ctx: Context, { width, unit, ground }: SceneryMetrics): void {
  const random = new SeededRandom(1453);
  ctx.save();
  ctx.translate(0, ground);
  ctx.scale(unit, unit);
  const tile = width / unit;
  const windows: number[] = [];
  ctx.fillStyle = 'rgb(36 48 106 / 0.85)';
  ctx.beginPath();
  let x = 6;
  while (x < tile - 90) {
    const pick = random.next();
    if (pick < 0.3) x = mosque(ctx, x, random);
    else if (pick < 0.42) x = tower(ctx, x);
    else x = block(ctx, x, random, windows);
    x += random.between(4, 22);
  }
  ctx.fill();
  ctx.fillStyle = 'rgb(56 214 245 / 0.45)';
  for (let i = 0; i < windows.length; i += 2) ctx.fillRect(windows[i]!, windows[i + 1]!, 2.5, 2.5);
  ctx.restore();
}

function mosque(ctx: Context, x: number, random: SeededRandom): number {
  const dome = random.between(16, 24);
  const hall = dome * 2.6;
  const minaret = random.between(70, 96);
  // Minarets on both sides, with pointed caps
  for (const mx of [x, x + hall + 8]) {
    ctx.rect(mx, -minaret, 4, minaret);
    ctx.moveTo(mx - 1, -minaret);
    ctx.lineTo(mx + 2, -minaret - 12);
    ctx.lineTo(mx + 5, -minaret);
    ctx.rect(mx - 1, -minaret * 0.72, 6, 2);
  }
  const left = x + 6;
  ctx.rect(left, -dome * 1.1, hall, dome * 1.1);
  ctx.moveTo(left + hall / 2 + dome, -dome * 1.1);
  ctx.arc(left + hall / 2, -dome * 1.1, dome, 0, Math.PI, true);
  ctx.moveTo(left + dome * 0.7, -dome * 1.1);
  ctx.arc(left + dome * 0.35, -dome * 1.1, dome * 0.35, 0, Math.PI, true);
  ctx.moveTo(left + hall, -dome * 1.1);
  ctx.arc(left + hall - dome * 0.35, -dome * 1.1, dome * 0.35, 0, Math.PI, true);
  ctx.rect(left + hall / 2 - 1, -dome * 2.1 - 8, 2, 8);
  return x + hall + 12;
}

/** The Galata Tower: a round shaft and a conical cap. */
function tower(ctx: Context, x: number): number {
  ctx.rect(x, -62, 18, 62);
  ctx.rect(x - 2, -66, 22, 5);
  ctx.moveTo(x - 1, -66);
  ctx.lineTo(x + 9, -92);
  ctx.lineTo(x + 19, -66);
  return x + 20;
}

function block(ctx: Context, x: number, random: SeededRandom, windows: number[]): number {
  const width = random.between(18, 40);
  const height = random.between(24, 68);
  ctx.rect(x, -height, width, height);
  for (let wy = -height + 6; wy < -6; wy += 8) {
    for (let wx = x + 4; wx < x + width - 4; wx += 7) {
      if (random.next() < 0.22) windows.push(wx, wy);
    }
  }
  return x + width;
}
