import { isCharacter, type CharacterId } from './engine.ts';

/** The best runs kept on this device. */
export interface ScoreEntry {
  score: number;
  character: CharacterId;
  /** When the run ended, ISO 8601. */
  date: string;
}

const SCORE_LIMIT = 5;
export const SCORES_STORAGE_KEY = 'nova-runner-scores';

const isEntry = (value: unknown): value is ScoreEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.score === 'number' &&
    Number.isInteger(entry.score) &&
    entry.score >= 0 &&
    isCharacter(entry.character) &&
    typeof entry.date === 'string' &&
    !Number.isNaN(Date.parse(entry.date))
  );
};

/**
 * Adds a run to the board: highest first, an older run ahead of an equal newer one, at most five.
 * `rank` is the new run's place (0 is best), or -1 when it did not make the board.
 * @example addScore([], { score: 120, character: 'orb', date }).rank // 0
 */
export function addScore(
  board: readonly ScoreEntry[],
  entry: ScoreEntry,
): { board: ScoreEntry[]; rank: number } {
  if (entry.score <= 0) return { board: [...board], rank: -1 };
  const position = board.findIndex((existing) => entry.score > existing.score);
  const at = position === -1 ? board.length : position;
  if (at >= SCORE_LIMIT) return { board: [...board], rank: -1 };
  const next = [...board.slice(0, at), entry, ...board.slice(at)].slice(0, SCORE_LIMIT);
  return { board: next, rank: at };
}

/** Reads the board, ignoring anything malformed (storage is user-editable). */
export function loadScores(storage: Pick<Storage, 'getItem'> | undefined): ScoreEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCORES_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isEntry)
      .sort((a, b) => b.score - a.score)
      .slice(0, SCORE_LIMIT);
  } catch {
    return [];
  }
}

/** Saves the board; a full or blocked storage only costs the history, never the game. */
export function saveScores(
  storage: Pick<Storage, 'setItem'> | undefined,
  board: readonly ScoreEntry[],
): void {
  try {
    storage?.setItem(SCORES_STORAGE_KEY, JSON.stringify(board));
  } catch {
    // Private mode or a full quota: the board simply is not kept.
  }
}
