import { PHYSICS, RunnerEvent, type CharacterId, type RunnerEngine } from './engine.ts';
import { PALETTE } from './palette.ts';
import { paintScenery, type SceneryLayers } from './scenery.ts';
import {
  createSpriteGradients,
  drawCharacter,
  drawObstacle,
  drawPickup,
  type SpriteGradients,
} from './sprites.ts';

/** The smallest world the canvas shows: the ground and a full jump always fit. */
const VIEW = { width: 480, height: 290, groundDepth: 56 } as const;
/** More pixels than this per CSS pixel cost a phone fill rate and show no difference. */
const MAX_PIXEL_RATIO = 2;
const PARTICLES = 48;
/** The skyline slides at this share of the runner's speed: far away, so slower. */
const PARALLAX = 0.22;

interface RendererSize {
  /** Canvas size in CSS pixels. */
  width: number;
  height: number;
  pixelRatio: number;
}

/**
 * Draws the engine's world to a canvas. `resize` does the costly work (backing store, backdrop);
 * `draw` runs every frame and only reads the engine and copies layers, so it allocates nothing.
 * With `decorations` off (prefers-reduced-motion), the backdrop stands still and there are no
 * particles; the game itself stays the same.
 */
export class RunnerRenderer {
  decorations = true;
  /** The character shown before one is chosen. */
  fallbackCharacter: CharacterId = 'robot';

  private readonly canvas: HTMLCanvasElement;
  private readonly engine: RunnerEngine;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly gradients: SpriteGradients;
  private layers: SceneryLayers | null = null;
  /** Counts `resize` calls, so a size that a newer one replaced while painting is dropped. */
  private sizes = 0;
  private groundLine: CanvasGradient | null = null;
  private width = 0;
  /** Device pixels per world unit, and the ground line in device pixels. */
  private unit = 1;
  private ground = 0;
  private viewWidth: number = VIEW.width;
  private clock = 0;
  private readonly particles = {
    x: new Float32Array(PARTICLES),
    y: new Float32Array(PARTICLES),
    vx: new Float32Array(PARTICLES),
    vy: new Float32Array(PARTICLES),
    life: new Float32Array(PARTICLES),
    cyan: new Uint8Array(PARTICLES),
  };
  private nextParticle = 0;

  constructor(canvas: HTMLCanvasElement, engine: RunnerEngine) {
    this.canvas = canvas;
    this.engine = engine;
    this.ctx = canvas.getContext('2d', { alpha: false })!;
    this.gradients = createSpriteGradients(this.ctx);
  }

  /**
   * Paints the backdrop for a new canvas size, then sizes the backing store to the device's
   * pixels. Until then the canvas keeps its last frame. Resolves with the visible world width for
   * the engine, or null when a newer size came first.
   */
  async resize({ width, height, pixelRatio }: RendererSize): Promise<number | null> {
    const ratio = Math.min(pixelRatio, MAX_PIXEL_RATIO);
    const scale = Math.min(width / VIEW.width, height / VIEW.height);
    const unit = scale * ratio;
    const pixelHeight = Math.max(1, Math.round(height * ratio));
    const size = {
      width: Math.max(1, Math.round(width * ratio)),
      height: pixelHeight,
      unit,
      ground: Math.round(pixelHeight - VIEW.groundDepth * unit),
    };
    const request = ++this.sizes;
    const layers = await paintScenery(size);
    if (request !== this.sizes) {
      layers.sky.close();
      layers.skyline.close();
      return null;
    }
    this.layers?.sky.close();
    this.layers?.skyline.close();
    this.layers = layers;
    this.width = size.width;
    this.unit = size.unit;
    this.ground = size.ground;
    this.canvas.width = this.width;
    this.canvas.height = size.height;
    this.viewWidth = width / scale;

    const ctx = this.ctx;
    this.groundLine = ctx.createLinearGradient(0, 0, this.width, 0);
    this.groundLine.addColorStop(0, PALETTE.cyan);
    this.groundLine.addColorStop(1, PALETTE.violetLight);
    return this.viewWidth;
  }

  /**
   * @param alpha how far the world is between its last two steps (0..1)
   * @param seconds time since the last frame, for the effects
   */
  draw(alpha: number, seconds: number): void {
    if (this.layers === null) return;
    const engine = this.engine;
    const moving = this.decorations;
    this.clock += seconds;
    const travelled = engine.distance - engine.speed * PHYSICS.step * (1 - alpha);
    const distance = engine.state === 'running' ? Math.max(0, travelled) : engine.distance;

    this.drawBackdrop(moving ? distance : 0);
    this.drawGround(moving ? distance : 0);

    const ctx = this.ctx;
    ctx.setTransform(this.unit, 0, 0, this.unit, 0, this.ground);
    const phase = distance / 9;

    for (const pickup of engine.pickups) {
      if (!pickup.active) continue;
      const x = pickup.previousX + (pickup.x - pickup.previousX) * alpha;
      ctx.translate(x, -pickup.y);
      drawPickup(ctx, moving ? Math.sin(this.clock * 5 + x) * 0.5 + 0.5 : 0, this.gradients);
      ctx.translate(-x, pickup.y);
    }

    for (const obstacle of engine.obstacles) {
      if (!obstacle.active) continue;
      const x = obstacle.previousX + (obstacle.x - obstacle.previousX) * alpha;
      ctx.translate(x, 0);
      drawObstacle(
        ctx,
        obstacle.kind,
        obstacle.width,
        obstacle.height,
        moving ? this.clock * 14 : 0,
      );
      ctx.translate(-x, 0);
    }

    this.drawPlayer(alpha, phase);
    this.updateParticles(seconds);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }

  private drawBackdrop(distance: number): void {
    const ctx = this.ctx;
    const { sky, skyline } = this.layers!;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(sky, 0, 0);
    const top = this.ground - skyline.height;
    const shift = Math.round((distance * PARALLAX * this.unit) % this.width);
    ctx.drawImage(skyline, -shift, top);
    if (shift > 0) ctx.drawImage(skyline, this.width - shift, top);
  }

  /** The floor's bright edge and a perspective grid that runs with the world. */
  private drawGround(distance: number): void {
    const ctx = this.ctx;
    ctx.setTransform(this.unit, 0, 0, this.unit, 0, this.ground);
    const depth = VIEW.groundDepth;
    const spacing = 44;
    const centre = this.viewWidth / 2;
    const offset = distance % spacing;
    ctx.strokeStyle = 'rgb(139 99 255 / 0.28)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = -offset - spacing * 4; x < this.viewWidth + spacing * 4; x += spacing) {
      ctx.moveTo(x, 0);
      ctx.lineTo(centre + (x - centre) * 2.2, depth);
    }
    for (let row = 1; row < 4; row++) {
      const y = depth * (row / 4) ** 1.6;
      ctx.moveTo(0, y);
      ctx.lineTo(this.viewWidth, y);
    }
    ctx.stroke();

    ctx.strokeStyle = this.groundLine!;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(this.viewWidth, 0);
    ctx.stroke();
  }

  private drawPlayer(alpha: number, phase: number): void {
    const ctx = this.ctx;
    const engine = this.engine;
    const player = engine.player;
    const y = player.previousY + (player.y - player.previousY) * alpha;
    const airborne = !player.grounded;
    const events = engine.takeEvents();

    // A soft shadow that shrinks as the runner rises
    ctx.fillStyle = 'rgb(7 11 31 / 0.5)';
    ctx.beginPath();
    ctx.ellipse(PHYSICS.playerX + 20, 2, 18 * Math.max(0.35, 1 - y / 160), 3.5, 0, 0, Math.PI * 2);
    ctx.fill();

    ctx.translate(PHYSICS.playerX, -y);
    drawCharacter(ctx, engine.character ?? this.fallbackCharacter, phase, airborne, this.gradients);
    ctx.translate(-PHYSICS.playerX, y);

    if (engine.state === 'over') this.drawCrash(y);
    if (!this.decorations || events === 0) return;
    if (events & RunnerEvent.jump) this.burst(PHYSICS.playerX + 20, 0, 5, false);
    if (events & RunnerEvent.land) this.burst(PHYSICS.playerX + 20, 0, 4, false);
    if (events & RunnerEvent.pickup)
      this.burst(engine.lastPickup.x, -engine.lastPickup.y, 10, true);
  }

  /** A ring where the runner hit the bug; it stays on the still game-over frame. */
  private drawCrash(y: number): void {
    const ctx = this.ctx;
    ctx.strokeStyle = PALETTE.coral;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.arc(PHYSICS.playerX + PHYSICS.playerWidth, -y - 18, 12, 0, Math.PI * 2);
    ctx.moveTo(PHYSICS.playerX + PHYSICS.playerWidth + 17, -y - 18);
    ctx.arc(PHYSICS.playerX + PHYSICS.playerWidth, -y - 18, 17, 0, Math.PI * 2);
    ctx.stroke();
  }

  private burst(x: number, y: number, count: number, cyan: boolean): void {
    const p = this.particles;
    for (let i = 0; i < count; i++) {
      const slot = this.nextParticle;
      this.nextParticle = (slot + 1) % PARTICLES;
      const angle = Math.PI * (cyan ? 2 * (i / count) : 1 + 0.15 + 0.7 * (i / count));
      const speed = cyan ? 90 : 60 + (i % 3) * 20;
      p.x[slot] = x;
      p.y[slot] = y;
      p.vx[slot] = Math.cos(angle) * speed - (cyan ? 0 : this.engine.speed * 0.3);
      p.vy[slot] = Math.sin(angle) * speed;
      p.life[slot] = cyan ? 0.5 : 0.35;
      p.cyan[slot] = cyan ? 1 : 0;
    }
  }

  private updateParticles(seconds: number): void {
    if (!this.decorations) return;
    const ctx = this.ctx;
    const p = this.particles;
    for (let i = 0; i < PARTICLES; i++) {
      const left = p.life[i] ?? 0;
      if (left <= 0) continue;
      const life = left - seconds;
      const x = (p.x[i] ?? 0) + (p.vx[i] ?? 0) * seconds;
      const y = (p.y[i] ?? 0) + (p.vy[i] ?? 0) * seconds;
      p.life[i] = life;
      p.x[i] = x;
      p.y[i] = y;
      p.vy[i] = (p.vy[i] ?? 0) + 240 * seconds;
      ctx.globalAlpha = Math.max(0, Math.min(1, life * 2.5));
      ctx.fillStyle = p.cyan[i] ? PALETTE.cyan : PALETTE.muted;
      ctx.fillRect(x - 1.5, y - 1.5, 3, 3);
    }
    ctx.globalAlpha = 1;
  }
}
