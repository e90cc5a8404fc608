import type { CharacterId } from './engine.ts';
import { PALETTE } from './palette.ts';

/**
 * The game's figures, drawn as vectors each frame. Each function draws at the origin, with the
 * figure's feet on y = 0 and up being negative y (the renderer translates to the figure's place).
 * Nothing here allocates: gradients are made once per context, and shapes are plain paths.
 */

export interface SpriteGradients {
  orb: CanvasGradient;
  thrust: CanvasGradient;
  pickupGlow: CanvasGradient;
}

export function createSpriteGradients(ctx: CanvasRenderingContext2D): SpriteGradients {
  const orb = ctx.createRadialGradient(14, -30, 2, 20, -22, 22);
  orb.addColorStop(0, PALETTE.violetPale);
  orb.addColorStop(0.45, PALETTE.violet);
  orb.addColorStop(1, PALETTE.space700);
  const thrust = ctx.createLinearGradient(0, -12, 0, 4);
  thrust.addColorStop(0, 'rgb(56 214 245 / 0.7)');
  thrust.addColorStop(1, 'rgb(56 214 245 / 0)');
  const pickupGlow = ctx.createRadialGradient(0, 0, 2, 0, 0, 20);
  pickupGlow.addColorStop(0, 'rgb(56 214 245 / 0.55)');
  pickupGlow.addColorStop(1, 'rgb(56 214 245 / 0)');
  return { orb, thrust, pickupGlow };
}

/** Node positions of the orb's inner network: angle and distance from its centre. */
const ORB_NODES = [0, 8, 1.3, 13, 2.4, 9, 3.5, 14, 4.6, 10, 5.6, 12] as const;

/**
 * @param phase running cycle in radians (legs, rotors, rolling)
 * @param airborne in the air: legs tucked, thrusters on
 */
export function drawCharacter(
  ctx: CanvasRenderingContext2D,
  id: CharacterId,
  phase: number,
  airborne: boolean,
  gradients: SpriteGradients,
): void {
  if (id === 'robot') drawRobot(ctx, phase, airborne);
  else if (id === 'drone') drawDrone(ctx, phase, airborne, gradients);
  else drawOrb(ctx, phase, gradients);
}

function drawRobot(ctx: CanvasRenderingContext2D, phase: number, airborne: boolean): void {
  const swing = airborne ? 0 : Math.sin(phase);
  const lift = airborne ? 4 : 0;
  // Legs
  ctx.fillStyle = PALETTE.space700;
  ctx.beginPath();
  ctx.roundRect(10, -12 - lift - Math.max(0, swing) * 4, 7, 12, 3);
  ctx.roundRect(23, -12 - lift - Math.max(0, -swing) * 4, 7, 12, 3);
  ctx.fill();
  // Antenna
  ctx.strokeStyle = PALETTE.violetPale;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(20, -50);
  ctx.lineTo(20, -57);
  ctx.stroke();
  ctx.fillStyle = PALETTE.cyan;
  ctx.beginPath();
  ctx.arc(20, -58, 3, 0, Math.PI * 2);
  ctx.fill();
  // Body and head
  ctx.fillStyle = PALETTE.violet;
  ctx.beginPath();
  ctx.roundRect(5, -36, 30, 25, 7);
  ctx.fill();
  ctx.fillStyle = PALETTE.violetLight;
  ctx.beginPath();
  ctx.roundRect(6, -51, 30, 17, 7);
  ctx.fill();
  ctx.fillStyle = PALETTE.ink;
  ctx.beginPath();
  ctx.roundRect(10, -47, 24, 10, 5);
  ctx.fill();
  ctx.fillStyle = PALETTE.cyan;
  ctx.fillRect(17, -44, 4, 4);
  ctx.fillRect(26, -44, 4, 4);
  // Chest light and arm
  ctx.beginPath();
  ctx.arc(17, -24, 3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = PALETTE.violetPale;
  ctx.beginPath();
  ctx.roundRect(26 + swing * 3, -32, 6, 13, 3);
  ctx.fill();
}

function drawDrone(
  ctx: CanvasRenderingContext2D,
  phase: number,
  airborne: boolean,
  gradients: SpriteGradients,
): void {
  // Thrust under the drone while it climbs
  if (airborne) {
    ctx.fillStyle = gradients.thrust;
    ctx.beginPath();
    ctx.moveTo(13, -12);
    ctx.lineTo(27, -12);
    ctx.lineTo(20, 4);
    ctx.closePath();
    ctx.fill();
  }
  // Skids
  ctx.strokeStyle = PALETTE.muted;
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(13, -19);
  ctx.lineTo(10, -9);
  ctx.moveTo(27, -19);
  ctx.lineTo(30, -9);
  ctx.moveTo(6, -9);
  ctx.lineTo(34, -9);
  ctx.stroke();
  // Arms and spinning rotors
  ctx.beginPath();
  ctx.moveTo(3, -40);
  ctx.lineTo(37, -40);
  ctx.stroke();
  const spin = 3 + Math.abs(Math.cos(phase * 3)) * 9;
  ctx.fillStyle = 'rgb(56 214 245 / 0.45)';
  ctx.beginPath();
  ctx.ellipse(3, -43, spin, 2.5, 0, 0, Math.PI * 2);
  ctx.ellipse(37, -43, spin, 2.5, 0, 0, Math.PI * 2);
  ctx.fill();
  // Body, band and camera eye
  ctx.fillStyle = PALETTE.white;
  ctx.beginPath();
  ctx.roundRect(7, -40, 26, 22, 10);
  ctx.fill();
  ctx.fillStyle = PALETTE.cyan;
  ctx.fillRect(7, -33, 26, 3);
  ctx.fillStyle = PALETTE.ink;
  ctx.beginPath();
  ctx.arc(24, -26, 6, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = PALETTE.cyan;
  ctx.beginPath();
  ctx.arc(25, -26, 2.5, 0, Math.PI * 2);
  ctx.fill();
}

function drawOrb(ctx: CanvasRenderingContext2D, phase: number, gradients: SpriteGradients): void {
  // Glow and sphere
  ctx.fillStyle = 'rgb(109 62 245 / 0.25)';
  ctx.beginPath();
  ctx.arc(20, -22, 25, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = gradients.orb;
  ctx.beginPath();
  ctx.arc(20, -22, 20, 0, Math.PI * 2);
  ctx.fill();
  // The inner network turns as the orb rolls
  ctx.strokeStyle = 'rgb(184 243 255 / 0.75)';
  ctx.lineWidth = 1.2;
  ctx.beginPath();
  for (let i = 0; i < ORB_NODES.length; i += 2) {
    const angle = ORB_NODES[i]! + phase * 0.5;
    const x = 20 + Math.cos(angle) * ORB_NODES[i + 1]!;
    const y = -22 + Math.sin(angle) * ORB_NODES[i + 1]!;
    ctx.moveTo(20, -22);
    ctx.lineTo(x, y);
  }
  ctx.stroke();
  ctx.fillStyle = PALETTE.cyanPale;
  ctx.beginPath();
  for (let i = 0; i < ORB_NODES.length; i += 2) {
    const angle = ORB_NODES[i]! + phase * 0.5;
    const x = 20 + Math.cos(angle) * ORB_NODES[i + 1]!;
    const y = -22 + Math.sin(angle) * ORB_NODES[i + 1]!;
    ctx.moveTo(x + 2, y);
    ctx.arc(x, y, 2, 0, Math.PI * 2);
  }
  ctx.moveTo(23, -22);
  ctx.arc(20, -22, 3, 0, Math.PI * 2);
  ctx.fill();
  // Orbit ring
  ctx.strokeStyle = PALETTE.cyan;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.ellipse(20, -22, 27, 7, -0.35, 0, Math.PI * 2);
  ctx.stroke();
}

/** One bug: a coral beetle facing the runner. */
function drawBug(ctx: CanvasRenderingContext2D, x: number, size: number, phase: number): void {
  const w = 34 * size;
  const h = 26 * size;
  // Legs
  ctx.strokeStyle = PALETTE.coralDark;
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (let leg = 0; leg < 3; leg++) {
    const lx = x + w * (0.3 + leg * 0.22);
    const step = Math.sin(phase + leg * 2) * 2;
    ctx.moveTo(lx, -h * 0.4);
    ctx.lineTo(lx - 4 + step, 0);
  }
  // Antennae
  ctx.moveTo(x + 6 * size, -h * 0.55);
  ctx.lineTo(x - 2, -h - 2);
  ctx.moveTo(x + 9 * size, -h * 0.6);
  ctx.lineTo(x + 5 * size, -h - 4);
  ctx.stroke();
  // Shell
  ctx.fillStyle = PALETTE.coral;
  ctx.beginPath();
  ctx.ellipse(x + w * 0.58, -h * 0.5, w * 0.42, h * 0.46, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = PALETTE.coralDark;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(x + w * 0.58, -h * 0.92);
  ctx.lineTo(x + w * 0.58, -h * 0.1);
  ctx.stroke();
  // Head and eyes
  ctx.fillStyle = PALETTE.coralDark;
  ctx.beginPath();
  ctx.arc(x + w * 0.2, -h * 0.45, h * 0.3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = PALETTE.white;
  ctx.fillRect(x + w * 0.12, -h * 0.55, 3, 3);
  ctx.fillRect(x + w * 0.22, -h * 0.55, 3, 3);
}

/** A stack of corrupted blocks: the tall obstacle. */
function drawGlitch(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  jitter: number,
): void {
  ctx.fillStyle = PALETTE.plum;
  ctx.strokeStyle = PALETTE.coral;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(1, -height + 1, width - 2, height / 2 - 2, 4);
  ctx.roundRect(1 + jitter, -height / 2 + 1, width - 2, height / 2 - 2, 4);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = PALETTE.coral;
  ctx.fillRect(5, -height + 8, width - 12, 3);
  ctx.fillRect(8 + jitter, -height + 16, width - 14, 3);
  ctx.fillStyle = PALETTE.cyan;
  ctx.fillRect(5 - jitter, -height / 2 + 9, width - 16, 3);
  ctx.fillStyle = PALETTE.white;
  ctx.fillRect(6, -14, 4, 4);
  ctx.fillRect(14, -14, 4, 4);
}

/**
 * @param kind index into OBSTACLE_KINDS
 * @param phase animation phase; 0 keeps the figure still
 */
export function drawObstacle(
  ctx: CanvasRenderingContext2D,
  kind: number,
  width: number,
  height: number,
  phase: number,
): void {
  if (kind === 0) drawBug(ctx, 0, 1, phase);
  else if (kind === 1) {
    drawBug(ctx, 0, 0.9, phase);
    drawBug(ctx, 31, 1, phase + 1);
  } else drawGlitch(ctx, width, height, Math.sin(phase * 3) > 0.6 ? 2 : 0);
}

/** A data packet: a glowing hexagon, drawn around its centre. */
export function drawPickup(
  ctx: CanvasRenderingContext2D,
  pulse: number,
  gradients: SpriteGradients,
): void {
  ctx.fillStyle = gradients.pickupGlow;
  ctx.beginPath();
  ctx.arc(0, 0, 16 + pulse * 4, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = PALETTE.cyan;
  ctx.strokeStyle = PALETTE.cyanPale;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    const x = Math.cos(angle) * 9;
    const y = Math.sin(angle) * 9;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = PALETTE.ink;
  ctx.fillRect(-4, -3, 2, 6);
  ctx.fillRect(1, -3, 3, 2);
  ctx.fillRect(1, 1, 3, 2);
}
