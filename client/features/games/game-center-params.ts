import { GAME_CATEGORIES, type GameCategory } from '@shared/api';

/** The game center's category and page from its URL (?category=&page=). */
export function gameCenterParams(search: URLSearchParams): { category: GameCategory; page: number } {
  const raw = search.get('category');
  const all: readonly string[] = [...GAME_CATEGORIES, 'INHOUSE'];
  const category = (raw && all.includes(raw) ? raw : 'RNG') as GameCategory;
  const page = Math.max(1, Math.min(1000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  return { category, page };
}
