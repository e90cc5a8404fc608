import { RunnerEngine, isCharacter, type CharacterId, type RunnerState } from './engine.ts';
import { randomSeed } from './random.ts';
import { RunnerRenderer } from './renderer.ts';
import { addScore, loadScores, saveScores, type ScoreEntry } from './scores.ts';

/** A text in each plural form of the page's language (CLDR categories), picked by the number it counts. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * Every text the game writes at run time, already translated; `{name}`-style slots are filled in
 * here. A text that counts the score comes in every plural form ("1 point", "2 points").
 */
export interface RunnerStrings {
  characters: Record<CharacterId, string>;
  ready: string;
  pause: string;
  resume: string;
  /** The unit after a score on the board. */
  points: PluralForms;
  /** What the live region announces in each state, by the score (in one form where it counts nothing). */
  live: Record<RunnerState | 'overBest', PluralForms>;
}

export const CHARACTER_STORAGE_KEY = 'nova-runner-character';
const ACTION_KEYS = new Set(['Enter', ' ', 'ArrowUp']);
/** Presses right after a crash are the jump that came too late, not a wish to run again. */
const RESTART_GRACE_MS = 400;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (slot, key: string) => values[key] ?? slot);

/** localStorage, or nothing where the browser refuses it (blocked cookies, some private modes). */
function deviceStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    // Refused: there is none.
  }
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** `make`'s value, made at the first call. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Connects one game block of the page: its canvas, screens, buttons, score board and keys. */
export function mountRunner(root: HTMLElement): void {
  const strings = JSON.parse(root.dataset.strings ?? '{}') as RunnerStrings;
  const { locale } = root.dataset;
  // A page's first Intl formatter sets up the language's data: 13 to 54 ms here, several times
  // that on a phone, which held up the page's start. Each is built at its first use, and the
  // score's when the visitor moves towards the game, ahead of the first run.
  const numbers = once(() => new Intl.NumberFormat(locale));
  const plurals = once(() => new Intl.PluralRules(locale));
  const dates = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
  for (const type of ['pointerover', 'focusin'])
    root.addEventListener(type, () => numbers(), { once: true });
  const find = <E extends Element>(selector: string) => root.querySelector<E>(selector)!;

  const stage = find<HTMLElement>('[data-stage]');
  const canvas = find<HTMLCanvasElement>('[data-canvas]');
  const screens = root.querySelectorAll<HTMLElement>('[data-screen]');
  const pauseButton = find<HTMLButtonElement>('[data-action="pause"]');
  const pauseLabel = find<HTMLElement>('[data-pause-label]');
  const scoreOutput = find<HTMLElement>('[data-score]');
  const bestOutput = find<HTMLElement>('[data-best]');
  const finalScore = find<HTMLElement>('[data-final-score]');
  const newBest = find<HTMLElement>('[data-new-best]');
  const readyTitle = find<HTMLElement>('[data-ready-title]');
  const live = find<HTMLElement>('[data-live]');
  const boardList = find<HTMLOListElement>('[data-board]');
  const boardEmpty = find<HTMLElement>('[data-board-empty]');
  const boardEntry = find<HTMLTemplateElement>('[data-board-entry]');

  const storage = deviceStorage();
  let board: ScoreEntry[] = loadScores(storage);
  const stored = storage?.getItem(CHARACTER_STORAGE_KEY);
  let favourite: CharacterId = isCharacter(stored) ? stored : 'robot';

  const seedParam = new URLSearchParams(location.search).get('seed');
  const fixedSeed = seedParam && /^\d{1,10}$/.test(seedParam) ? Number(seedParam) : undefined;
  const engine = new RunnerEngine({ seed: () => fixedSeed ?? randomSeed(), onStateChange });
  const renderer = new RunnerRenderer(canvas, engine);
  renderer.fallbackCharacter = favourite;

  const motion = matchMedia('(prefers-reduced-motion: reduce)');
  const applyMotion = () => {
    renderer.decorations = !motion.matches;
    root.dataset.motion = motion.matches ? 'reduced' : 'full';
    drawStill();
  };

  // The frame loop runs only while the game runs: a still screen costs nothing.
  let frame = 0;
  let lastTime = 0;
  let shownScore = -1;
  let shownAirborne = false;
  let overAt = 0;

  function tick(now: number) {
    frame = 0;
    const seconds = lastTime === 0 ? 0 : (now - lastTime) / 1000;
    lastTime = now;
    const alpha = engine.advance(seconds);
    renderer.draw(alpha, seconds);
    syncHud();
    if (engine.state === 'running') frame = requestAnimationFrame(tick);
  }

  function startLoop() {
    if (frame !== 0) return;
    lastTime = 0;
    frame = requestAnimationFrame(tick);
  }

  function drawStill() {
    if (engine.state !== 'running') renderer.draw(1, 0);
  }

  /** DOM writes only when a shown value changes, and never a layout read. */
  function syncHud() {
    const score = engine.score;
    if (score !== shownScore) {
      shownScore = score;
      scoreOutput.textContent = numbers().format(score);
    }
    const airborne = !engine.player.grounded;
    if (airborne !== shownAirborne) {
      shownAirborne = airborne;
      root.dataset.player = airborne ? 'air' : 'ground';
    }
  }

  function renderBoard(highlight: number) {
    const items = board.map((entry, index) => {
      const item = boardEntry.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
      item.querySelector('[data-entry-score]')!.textContent = numbers().format(entry.score);
      // Every plural form of the page's language is there.
      item.querySelector('[data-entry-points]')!.textContent =
        strings.points[plurals().select(entry.score)]!;
      item.querySelector('[data-entry-character]')!.textContent =
        strings.characters[entry.character];
      const time = item.querySelector('time')!;
      time.dateTime = entry.date;
      time.textContent = dates().format(new Date(entry.date));
      if (index === highlight) item.dataset.new = '';
      return item;
    });
    boardList.replaceChildren(...items);
    boardList.hidden = items.length === 0;
    boardEmpty.hidden = items.length > 0;
    bestOutput.textContent = numbers().format(board[0]?.score ?? 0);
  }

  function finishRun(): boolean {
    const score = engine.score;
    overAt = performance.now();
    root.dataset.lastScore = String(score);
    finalScore.textContent = numbers().format(score);
    const result = addScore(board, {
      score,
      character: engine.character ?? favourite,
      date: new Date().toISOString(),
    });
    board = result.board;
    saveScores(storage, board);
    renderBoard(result.rank);
    newBest.hidden = result.rank !== 0;
    return result.rank === 0;
  }

  function focusFor(state: RunnerState) {
    const target =
      state === 'select'
        ? root.querySelector<HTMLElement>(`[data-choose="${favourite}"]`)
        : state === 'running'
          ? stage
          : root.querySelector<HTMLElement>(`[data-screen="${state}"] [data-focus]`);
    target?.focus({ preventScroll: true });
  }

  function onStateChange(state: RunnerState, previous: RunnerState) {
    root.dataset.state = state;
    for (const screen of screens) screen.hidden = screen.dataset.screen !== state;
    pauseButton.disabled = !(state === 'running' || state === 'paused');
    pauseLabel.textContent = state === 'paused' ? strings.resume : strings.pause;

    const name = engine.character ? strings.characters[engine.character] : '';
    const score = numbers().format(engine.score);
    let message = strings.live[state];
    if (state === 'start') {
      readyTitle.textContent = fill(strings.ready, { name });
      root.dataset.character = engine.character ?? '';
    }
    // A new run starts from zero on the score bar.
    if (state === 'start' || (state === 'running' && previous !== 'paused')) {
      shownScore = -1;
      syncHud();
    }
    if (state === 'over' && finishRun()) message = strings.live.overBest;
    // The best score as the score bar shows it (renderBoard writes it, in finishRun at a run's end).
    live.textContent = fill(message[plurals().select(engine.score)]!, {
      name,
      score,
      best: bestOutput.textContent!,
    });

    // Leaving a screen hides the button that had focus; give it to what comes next.
    focusFor(state);
    if (state === 'running') startLoop();
    else drawStill();
  }

  function choose(id: CharacterId) {
    favourite = id;
    renderer.fallbackCharacter = id;
    try {
      storage?.setItem(CHARACTER_STORAGE_KEY, id);
    } catch {
      // The choice is only a convenience for the next visit.
    }
    engine.selectCharacter(id);
  }

  /** The one action: choose (on the select screen), start, jump, resume or run again. */
  function act(target: EventTarget | null) {
    if (engine.state === 'select') {
      const chosen =
        target instanceof Element
          ? target.closest<HTMLElement>('[data-choose]')?.dataset.choose
          : undefined;
      choose(isCharacter(chosen) ? chosen : favourite);
      return;
    }
    if (engine.state === 'over' && performance.now() - overAt < RESTART_GRACE_MS) return;
    engine.press();
  }

  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button) return;
    const character = button.dataset.choose;
    if (isCharacter(character)) return choose(character);
    switch (button.dataset.action) {
      case 'start':
        return engine.press();
      case 'choose':
        return engine.chooseCharacter();
      case 'resume':
        return engine.resume();
      case 'restart':
        return engine.restart();
      case 'pause':
        return engine.togglePause();
    }
  });

  document.addEventListener('keydown', (event) => {
    if (
      event.defaultPrevented ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey ||
      isTextField(event.target)
    )
      return;
    const target = event.target instanceof Element ? event.target : null;
    // Keys drive the game only from the page itself or from inside the game, not from the menus.
    const inGame =
      target === null || target === document.body || target.id === 'main' || root.contains(target);
    if (!inGame) return;

    if (
      event.key === 'p' ||
      event.key === 'P' ||
      (event.key === 'Escape' && engine.state === 'running')
    ) {
      if (engine.state !== 'running' && engine.state !== 'paused') return;
      event.preventDefault();
      engine.togglePause();
      return;
    }
    if (!ACTION_KEYS.has(event.key)) return;
    // A focused button answers Enter and Space itself.
    if (event.key !== 'ArrowUp' && target?.closest('button, a')) return;
    event.preventDefault();
    if (!event.repeat) act(target);
  });

  document.addEventListener('keyup', (event) => {
    if (ACTION_KEYS.has(event.key)) engine.release();
  });

  stage.addEventListener('pointerdown', (event) => {
    if (!event.isPrimary || event.button !== 0 || engine.state === 'select') return;
    if ((event.target as Element).closest('button')) return;
    event.preventDefault();
    act(event.target);
  });
  const releasePointer = () => engine.release();
  stage.addEventListener('pointerup', releasePointer);
  stage.addEventListener('pointercancel', releasePointer);

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') engine.pause();
  });

  new ResizeObserver((entries) => {
    const box = entries[0]?.contentRect;
    if (!box || box.width === 0) return;
    void renderer
      .resize({ width: box.width, height: box.height, pixelRatio: devicePixelRatio || 1 })
      .then((viewWidth) => {
        if (viewWidth === null) return;
        engine.setViewWidth(viewWidth);
        drawStill();
      });
  }).observe(stage);

  motion.addEventListener('change', applyMotion);
  applyMotion();
  // The page's HTML shows an empty board and a best of 0.
  if (board.length > 0) renderBoard(-1);
  root.dataset.ready = '';
}
