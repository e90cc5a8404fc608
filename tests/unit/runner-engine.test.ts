import { describe, expect, it, vi } from 'vitest';
import {
  OBSTACLE_KINDS,
  PHYSICS,
  RunnerEngine,
  RunnerEvent,
  type RunnerState,
} from '../../src/game/engine.ts';
import { SeededRandom } from '../../src/game/random.ts';
import {
  SCORES_STORAGE_KEY,
  addScore,
  loadScores,
  saveScores,
  type ScoreEntry,
} from '../../src/game/scores.ts';

const SEED = 20261122;

function createEngine(seed = SEED) {
  const changes: [RunnerState, RunnerState][] = [];
  const engine = new RunnerEngine({
    seed: () => seed,
    onStateChange: (state, previous) => changes.push([state, previous]),
  });
  engine.setViewWidth(600);
  return { engine, changes };
}

function running(seed = SEED) {
  const created = createEngine(seed);
  created.engine.selectCharacter('robot');
  created.engine.press();
  return created;
}

/** Steps until the condition holds or the time runs out; returns the seconds it took. */
function stepUntil(engine: RunnerEngine, condition: () => boolean, limit = 30): number {
  let seconds = 0;
  while (!condition() && seconds < limit) {
    engine.step();
    seconds += PHYSICS.step;
  }
  return seconds;
}

const nearestObstacle = (engine: RunnerEngine) =>
  engine.obstacles.filter((obstacle) => obstacle.active).sort((a, b) => a.x - b.x)[0];

/** Plays like a careful player: jumps when the next obstacle is close. */
function autopilot(engine: RunnerEngine, seconds: number) {
  let elapsed = 0;
  while (elapsed < seconds && engine.state === 'running') {
    const next = nearestObstacle(engine);
    const gap = next ? next.x - (PHYSICS.playerX + PHYSICS.playerWidth) : Infinity;
    if (engine.player.grounded && gap > 0 && gap < engine.speed * 0.12) {
      engine.press();
      engine.release();
    }
    engine.step();
    elapsed += PHYSICS.step;
  }
}

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new SeededRandom(7);
    const b = new SeededRandom(7);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new SeededRandom(8).next()).not.toBe(first[0]);
  });
});

describe('runner states', () => {
  it('goes from character select to the start screen to running', () => {
    const { engine, changes } = createEngine();
    expect(engine.state).toBe('select');
    engine.press();
    expect(engine.state).toBe('select');

    engine.selectCharacter('drone');
    expect(engine.character).toBe('drone');
    expect(engine.state).toBe('start');

    engine.press();
    expect(engine.state).toBe('running');
    expect(changes).toEqual([
      ['start', 'select'],
      ['running', 'start'],
    ]);
  });

  it('pauses and resumes, and does not move while paused', () => {
    const { engine } = running();
    engine.advance(0.5);
    engine.pause();
    expect(engine.state).toBe('paused');
    const distance = engine.distance;
    engine.advance(1);
    expect(engine.distance).toBe(distance);

    engine.press();
    expect(engine.state).toBe('running');
    engine.togglePause();
    expect(engine.state).toBe('paused');
    engine.togglePause();
    expect(engine.state).toBe('running');
  });

  it('can go back to the character select from the start screen and after a run, not while running', () => {
    const { engine } = createEngine();
    engine.selectCharacter('orb');
    engine.chooseCharacter();
    expect(engine.state).toBe('select');

    engine.selectCharacter('orb');
    engine.press();
    engine.chooseCharacter();
    expect(engine.state).toBe('running');
  });

  it('ends the run on the first obstacle when the player never jumps', () => {
    const { engine, changes } = running();
    const seconds = stepUntil(engine, () => engine.state !== 'running');
    expect(engine.state).toBe('over');
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(5);
    expect(changes.at(-1)).toEqual(['over', 'running']);
    expect(engine.takeEvents() & RunnerEvent.crash).toBeTruthy();
  });

  it('restarts a new run with the same character from game over', () => {
    const { engine } = running();
    stepUntil(engine, () => engine.state === 'over');
    expect(engine.score).toBeGreaterThan(0);

    engine.press();
    expect(engine.state).toBe('running');
    expect(engine.character).toBe('robot');
    expect(engine.score).toBe(0);
    expect(engine.obstacles.some((obstacle) => obstacle.active)).toBe(false);
  });
});

describe('runner physics', () => {
  it('jumps on a press, rises above the tallest obstacle and lands again', () => {
    const { engine } = running();
    engine.press();
    engine.step();
    expect(engine.player.grounded).toBe(false);
    expect(engine.takeEvents() & RunnerEvent.jump).toBeTruthy();

    let apex = 0;
    const airtime = stepUntil(engine, () => {
      apex = Math.max(apex, engine.player.y);
      return engine.player.grounded;
    });
    const tallest = Math.max(...OBSTACLE_KINDS.map((kind) => kind.height));
    expect(apex).toBeGreaterThan(tallest * 2);
    expect(airtime).toBeGreaterThan(0.5);
    expect(airtime).toBeLessThan(0.8);
    expect(engine.player.y).toBe(0);
    expect(engine.takeEvents() & RunnerEvent.land).toBeTruthy();
  });

  it('makes a short hop when the key is let go early', () => {
    const full = running().engine;
    full.press();
    const short = running().engine;
    short.press();
    let fullApex = 0;
    let shortApex = 0;
    for (let i = 0; i < 12; i++) {
      full.step();
      short.step();
    }
    short.release();
    for (let i = 0; i < 120; i++) {
      full.step();
      short.step();
      fullApex = Math.max(fullApex, full.player.y);
      shortApex = Math.max(shortApex, short.player.y);
    }
    expect(shortApex).toBeLessThan(fullApex * 0.75);
  });

  it('remembers a press just before landing', () => {
    const { engine } = running();
    engine.press();
    stepUntil(engine, () => engine.player.velocity < 0 && engine.player.y < 10);
    engine.press();
    stepUntil(engine, () => engine.player.grounded, 0.2);
    engine.step();
    expect(engine.player.grounded).toBe(false);
  });

  it('runs at the same pace whatever the frame rate', () => {
    const at60 = running().engine;
    const at144 = running().engine;
    for (let i = 0; i < 60; i++) at60.advance(1 / 60);
    for (let i = 0; i < 144; i++) at144.advance(1 / 144);
    // Both ran a second; what is left in the accumulator is less than one step.
    expect(Math.abs(at144.distance - at60.distance)).toBeLessThanOrEqual(
      at60.speed * PHYSICS.step + 1e-9,
    );
    expect(at60.time).toBeGreaterThan(1 - 2 * PHYSICS.step);
  });

  it('cuts a long stall to a quarter second instead of leaping ahead', () => {
    const { engine } = running();
    engine.advance(5);
    expect(engine.time).toBeCloseTo(PHYSICS.maxFrame, 2);
  });

  it('speeds up over time, up to the limit', () => {
    const { engine } = running();
    autopilot(engine, 2);
    expect(engine.speed).toBeGreaterThan(PHYSICS.startSpeed);
    expect(engine.speed).toBeLessThanOrEqual(PHYSICS.maxSpeed);
  });
});

describe('runner course', () => {
  const layout = (seed: number) => {
    const { engine } = running(seed);
    const seen: string[] = [];
    for (let i = 0; i < 1200 && seen.length < 6; i++) {
      engine.step();
      for (const obstacle of engine.obstacles) {
        if (obstacle.active && obstacle.x === obstacle.previousX)
          seen.push(`${obstacle.kind}@${engine.distance.toFixed(1)}`);
      }
      if (engine.state !== 'running') break;
    }
    return seen;
  };

  it('lays out the same course for the same seed and another for another seed', () => {
    expect(layout(1).length).toBeGreaterThan(0);
    expect(layout(1)).toEqual(layout(1));
    expect(layout(1)).not.toEqual(layout(2));
  });

  it('spawns obstacles at the right edge of the view, far enough apart to land and jump again', () => {
    const { engine } = running();
    const spawned: number[] = [];
    for (let i = 0; i < 2400 && engine.state === 'running'; i++) {
      engine.step();
      for (const obstacle of engine.obstacles) {
        if (obstacle.active && obstacle.x === obstacle.previousX) {
          expect(obstacle.x).toBeGreaterThan(engine.viewWidth);
          spawned.push(engine.distance);
        }
      }
      const next = nearestObstacle(engine);
      if (
        next &&
        engine.player.grounded &&
        next.x - (PHYSICS.playerX + PHYSICS.playerWidth) < engine.speed * 0.12 &&
        next.x > PHYSICS.playerX
      ) {
        engine.press();
        engine.release();
      }
    }
    expect(spawned.length).toBeGreaterThan(3);
    const jumpLength = ((2 * PHYSICS.jumpVelocity) / PHYSICS.gravity) * PHYSICS.maxSpeed;
    for (let i = 1; i < spawned.length; i++)
      expect(spawned[i]! - spawned[i - 1]!).toBeGreaterThan(jumpLength * 0.5);
  });

  it('can be played for a minute by jumping in time', () => {
    for (const seed of [1, 2, 3, SEED]) {
      const { engine } = running(seed);
      autopilot(engine, 60);
      expect(engine.state, `seed ${seed}`).toBe('running');
      expect(engine.score).toBeGreaterThan(1000);
    }
  });
});

describe('runner score', () => {
  it('counts distance and collected data packets', () => {
    const { engine } = running();
    autopilot(engine, 20);
    expect(engine.score).toBe(Math.floor(engine.distance * PHYSICS.pointsPerUnit) + engine.bonus);
    expect(engine.bonus % PHYSICS.pickupPoints).toBe(0);
  });

  it('collects a data packet the player runs through', () => {
    const { engine } = running();
    const pickup = engine.pickups[0]!;
    pickup.active = true;
    pickup.x = pickup.previousX = PHYSICS.playerX + 30;
    pickup.y = 24;
    engine.step();
    expect(pickup.active).toBe(false);
    expect(engine.bonus).toBe(PHYSICS.pickupPoints);
    expect(engine.takeEvents() & RunnerEvent.pickup).toBeTruthy();
  });

  it('reports every state change once', () => {
    const onStateChange = vi.fn();
    const engine = new RunnerEngine({ seed: () => SEED, onStateChange });
    engine.selectCharacter('robot');
    engine.selectCharacter('robot');
    engine.press();
    engine.pause();
    engine.pause();
    expect(onStateChange.mock.calls).toEqual([
      ['start', 'select'],
      ['running', 'start'],
      ['paused', 'running'],
    ]);
  });
});

describe('score board', () => {
  const entry = (score: number, date = '2026-11-22T10:00:00.000Z'): ScoreEntry => ({
    score,
    character: 'robot',
    date,
  });

  it('keeps the five best runs, highest first, and tells the new run its place', () => {
    let board: ScoreEntry[] = [];
    for (const score of [120, 340, 90, 500, 210]) board = addScore(board, entry(score)).board;
    expect(board.map((item) => item.score)).toEqual([500, 340, 210, 120, 90]);

    const better = addScore(board, entry(300));
    expect(better.rank).toBe(2);
    expect(better.board.map((item) => item.score)).toEqual([500, 340, 300, 210, 120]);

    expect(addScore(board, entry(50)).rank).toBe(-1);
    expect(addScore(board, entry(0)).rank).toBe(-1);
  });

  it('puts an equal newer run after the older one', () => {
    const board = [entry(200, '2026-01-01T00:00:00.000Z')];
    const { board: next, rank } = addScore(board, entry(200));
    expect(rank).toBe(1);
    expect(next[0]!.date).toBe('2026-01-01T00:00:00.000Z');
  });

  it('saves to and loads from storage, ignoring malformed entries', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    saveScores(storage, [entry(10), entry(30)]);
    expect(loadScores(storage).map((item) => item.score)).toEqual([30, 10]);

    store.set(
      SCORES_STORAGE_KEY,
      JSON.stringify([entry(5), { score: 'lots' }, { ...entry(9), character: 'cat' }]),
    );
    expect(loadScores(storage)).toEqual([entry(5)]);
    store.set(SCORES_STORAGE_KEY, '{not json');
    expect(loadScores(storage)).toEqual([]);
    expect(loadScores(undefined)).toEqual([]);
  });

  it('does not fail when storage refuses to save', () => {
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveScores(storage, [entry(1)])).not.toThrow();
  });
});
