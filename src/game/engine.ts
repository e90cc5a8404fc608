import { SeededRandom } from './random.ts';

/**
 * The AI Runner's rules: states, physics, obstacles, collisions and score. No DOM here, so the
 * whole game can be played (and tested) in Node; the island only draws it and feeds it input.
 *
 * World units: x grows to the right, y is the height above the ground. At scale 1 a unit is one
 * CSS pixel; the renderer scales the world to the canvas.
 */

export const CHARACTERS = ['robot', 'drone', 'orb'] as const;
export type CharacterId = (typeof CHARACTERS)[number];

export const isCharacter = (value: unknown): value is CharacterId =>
  typeof value === 'string' && (CHARACTERS as readonly string[]).includes(value);

export type RunnerState = 'select' | 'start' | 'running' | 'paused' | 'over';

export const PHYSICS = {
  /** Fixed update step: the same course on a 60 Hz phone and a 144 Hz monitor. */
  step: 1 / 120,
  /** A longer frame (a stalled tab) is cut to this, so the game never leaps ahead. */
  maxFrame: 0.25,
  playerX: 72,
  playerWidth: 40,
  playerHeight: 48,
  gravity: 2600,
  /** Gives a jump apex of about 129 units, well above the tallest obstacle (52). */
  jumpVelocity: 820,
  /** Releasing the key early keeps this share of the upward speed: a short hop. */
  jumpCut: 0.6,
  /** A press this long before landing still jumps on landing. */
  jumpBuffer: 0.12,
  startSpeed: 340,
  maxSpeed: 700,
  /** Speed gained per second of running. */
  acceleration: 7,
  /** Distance run before the first obstacle appears at the right edge. */
  firstGap: 420,
  pointsPerUnit: 1 / 20,
  pickupPoints: 25,
  pickupRadius: 11,
  minViewWidth: 480,
  maxViewWidth: 1600,
} as const;

/** Obstacle shapes: width and height in world units. */
export const OBSTACLE_KINDS = [
  { name: 'bug', width: 34, height: 28 },
  { name: 'swarm', width: 64, height: 28 },
  { name: 'glitch', width: 28, height: 52 },
] as const;

/** Heights a data packet floats at: one on the run, one on a low hop, one at the top of a full jump. */
const PICKUP_HEIGHTS = [24, 76, 116] as const;

/** Bits of `RunnerEngine.events`, for effects that follow a moment in the game. */
export const RunnerEvent = { jump: 1, land: 2, pickup: 4, crash: 8 } as const;

interface Obstacle {
  active: boolean;
  kind: number;
  x: number;
  /** Position at the previous step, for drawing between steps. */
  previousX: number;
  width: number;
  height: number;
}

interface Pickup {
  active: boolean;
  x: number;
  previousX: number;
  y: number;
}

interface Player {
  y: number;
  previousY: number;
  velocity: number;
  grounded: boolean;
}

interface RunnerOptions {
  /** Called at the start of every run: a constant replays the same course. */
  seed: () => number;
  onStateChange?: (state: RunnerState, previous: RunnerState) => void;
}

const POOL_SIZE = 8;

/** A free slot of a pool, found without a callback (no allocation in the loop). */
function firstInactive<Item extends { active: boolean }>(pool: Item[]): Item | undefined {
  for (const item of pool) if (!item.active) return item;
  return undefined;
}

export class RunnerEngine {
  state: RunnerState = 'select';
  character: CharacterId | null = null;
  readonly player: Player = { y: 0, previousY: 0, velocity: 0, grounded: true };
  /** Fixed pools: the hot loop reuses these objects and never allocates. */
  readonly obstacles: Obstacle[] = Array.from({ length: POOL_SIZE }, () => ({
    active: false,
    kind: 0,
    x: 0,
    previousX: 0,
    width: 0,
    height: 0,
  }));
  readonly pickups: Pickup[] = Array.from({ length: POOL_SIZE }, () => ({
    active: false,
    x: 0,
    previousX: 0,
    y: 0,
  }));
  speed: number = PHYSICS.startSpeed;
  distance = 0;
  bonus = 0;
  /** Seconds of running in this run. */
  time = 0;
  /** Bits of RunnerEvent raised since the last `takeEvents()`. */
  events = 0;
  /** Where the last data packet was collected, for its sparkle. */
  readonly lastPickup = { x: 0, y: 0 };
  viewWidth = 600;

  private readonly random = new SeededRandom(0);
  private readonly options: RunnerOptions;
  private accumulator = 0;
  private untilSpawn = 0;
  private jumpQueued = 0;

  constructor(options: RunnerOptions) {
    this.options = options;
  }

  get score(): number {
    return Math.floor(this.distance * PHYSICS.pointsPerUnit) + this.bonus;
  }

  /** The width of the visible world: obstacles appear at its right edge. */
  setViewWidth(width: number): void {
    this.viewWidth = Math.min(PHYSICS.maxViewWidth, Math.max(PHYSICS.minViewWidth, width));
  }

  /** Picks a character and shows the start screen. */
  selectCharacter(id: CharacterId): void {
    if (this.state === 'running') return;
    this.character = id;
    this.reset();
    this.transition('start');
  }

  /** Back to the character select. */
  chooseCharacter(): void {
    if (this.state === 'running') return;
    this.transition('select');
  }

  /** The one action key (Enter, Space, arrow up, a tap): start, jump, resume or run again. */
  press(): void {
    switch (this.state) {
      case 'start':
        this.transition('running');
        break;
      case 'running':
        this.jumpQueued = PHYSICS.jumpBuffer;
        break;
      case 'paused':
        this.resume();
        break;
      case 'over':
        this.restart();
        break;
      case 'select':
        break;
    }
  }

  /** The action key is let go: a jump still rising is cut short. */
  release(): void {
    const player = this.player;
    if (this.state === 'running' && !player.grounded && player.velocity > 0) {
      player.velocity *= PHYSICS.jumpCut;
    }
  }

  pause(): void {
    if (this.state === 'running') this.transition('paused');
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.accumulator = 0;
    this.transition('running');
  }

  togglePause(): void {
    if (this.state === 'running') this.pause();
    else this.resume();
  }

  /** A new run with the same character. */
  restart(): void {
    if (this.character === null || this.state === 'select' || this.state === 'running') return;
    this.reset();
    this.transition('running');
  }

  /**
   * Moves the game on by a frame's time in fixed steps, and returns how far the world is between
   * its last two steps (0..1), for smooth drawing.
   */
  advance(seconds: number): number {
    if (this.state !== 'running') return 1;
    this.accumulator += Math.min(Math.max(seconds, 0), PHYSICS.maxFrame);
    while (this.accumulator >= PHYSICS.step && this.state === 'running') {
      this.step();
      this.accumulator -= PHYSICS.step;
    }
    return this.state === 'running' ? this.accumulator / PHYSICS.step : 1;
  }

  /** Returns and clears the events raised since the last call. */
  takeEvents(): number {
    const events = this.events;
    this.events = 0;
    return events;
  }

  /** One fixed update. */
  step(): void {
    const dt = PHYSICS.step;
    this.time += dt;
    this.speed = Math.min(PHYSICS.maxSpeed, this.speed + PHYSICS.acceleration * dt);
    const travelled = this.speed * dt;
    this.distance += travelled;

    this.movePlayer(dt);
    this.moveWorld(travelled);

    this.untilSpawn -= travelled;
    if (this.untilSpawn <= 0) this.spawn();

    this.collectPickups();
    if (this.hitsObstacle()) {
      this.events |= RunnerEvent.crash;
      this.transition('over');
    }
  }

  private movePlayer(dt: number): void {
    const player = this.player;
    player.previousY = player.y;
    if (this.jumpQueued > 0) {
      if (player.grounded) {
        player.velocity = PHYSICS.jumpVelocity;
        player.grounded = false;
        this.jumpQueued = 0;
        this.events |= RunnerEvent.jump;
      } else {
        this.jumpQueued -= dt;
      }
    }
    if (player.grounded) return;
    player.velocity -= PHYSICS.gravity * dt;
    player.y += player.velocity * dt;
    if (player.y <= 0) {
      player.y = 0;
      player.velocity = 0;
      player.grounded = true;
      this.events |= RunnerEvent.land;
    }
  }

  private moveWorld(travelled: number): void {
    for (const obstacle of this.obstacles) {
      if (!obstacle.active) continue;
      obstacle.previousX = obstacle.x;
      obstacle.x -= travelled;
      if (obstacle.x + obstacle.width < -PHYSICS.playerX) obstacle.active = false;
    }
    for (const pickup of this.pickups) {
      if (!pickup.active) continue;
      pickup.previousX = pickup.x;
      pickup.x -= travelled;
      if (pickup.x < -PHYSICS.playerX) pickup.active = false;
    }
  }

  /** Places the next obstacle at the right edge, and sometimes a data packet in the gap after it. */
  private spawn(): void {
    const random = this.random;
    const kind = random.index(OBSTACLE_KINDS.length);
    const shape = OBSTACLE_KINDS[kind]!;
    const x = this.viewWidth + 24;
    // The gap always leaves time to land and jump again (a jump lasts about 0.63 s).
    const gap = this.speed * random.between(0.95, 1.85) + 60;
    this.untilSpawn = gap + shape.width;

    const obstacle = firstInactive(this.obstacles);
    if (obstacle) {
      obstacle.active = true;
      obstacle.kind = kind;
      obstacle.x = obstacle.previousX = x;
      obstacle.width = shape.width;
      obstacle.height = shape.height;
    }

    if (random.next() < 0.55) {
      const pickup = firstInactive(this.pickups);
      if (pickup) {
        pickup.active = true;
        pickup.x = pickup.previousX = x + shape.width + gap / 2;
        pickup.y = PICKUP_HEIGHTS[random.index(PICKUP_HEIGHTS.length)]!;
      }
    }
  }

  private collectPickups(): void {
    const player = this.player;
    const left = PHYSICS.playerX + 4;
    const right = PHYSICS.playerX + PHYSICS.playerWidth - 4;
    const bottom = player.y;
    const top = player.y + PHYSICS.playerHeight;
    const radius = PHYSICS.pickupRadius;
    for (const pickup of this.pickups) {
      if (!pickup.active) continue;
      if (pickup.x + radius < left || pickup.x - radius > right) continue;
      if (pickup.y + radius < bottom || pickup.y - radius > top) continue;
      pickup.active = false;
      this.bonus += PHYSICS.pickupPoints;
      this.lastPickup.x = pickup.x;
      this.lastPickup.y = pickup.y;
      this.events |= RunnerEvent.pickup;
    }
  }

  /** Hit boxes are a little smaller than the drawings, so a near miss feels like a miss. */
  private hitsObstacle(): boolean {
    const left = PHYSICS.playerX + 7;
    const right = PHYSICS.playerX + PHYSICS.playerWidth - 7;
    const bottom = this.player.y + 2;
    for (const obstacle of this.obstacles) {
      if (!obstacle.active) continue;
      if (
        left < obstacle.x + obstacle.width - 4 &&
        right > obstacle.x + 4 &&
        bottom < obstacle.height - 4
      )
        return true;
    }
    return false;
  }

  private reset(): void {
    this.random.reseed(this.options.seed());
    for (const obstacle of this.obstacles) obstacle.active = false;
    for (const pickup of this.pickups) pickup.active = false;
    const player = this.player;
    player.y = player.previousY = player.velocity = 0;
    player.grounded = true;
    this.speed = PHYSICS.startSpeed;
    this.distance = this.bonus = this.time = this.accumulator = this.jumpQueued = this.events = 0;
    this.untilSpawn = PHYSICS.firstGap;
  }

  private transition(next: RunnerState): void {
    const previous = this.state;
    if (previous === next) return;
    this.state = next;
    this.options.onStateChange?.(next, previous);
  }
}
