// biome-ignore-all lint/a11y/useSemanticElements: the filters are a form, which submits them without script; role=search names it for screen readers
import { useId } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { lobbyHref, MAX_NAME_LENGTH, type LobbyQuery } from '@shared/lobby-query';
import { useLobbyFilterForm } from '../hooks/use-lobby-filter-form';
import { FilterChoiceRow, type FilterChoices } from './filter-choices';
import { FilterSheet, useFilterSheet } from './filter-sheet';

export type { FilterChoices } from './filter-choices';

/**
 * The lobby's filters (docs/product.md 3 list params): name search, vendor, hot, game type, minimum
 * bet and lines. A plain GET form whose field names are the URL's, so it also works before
 * hydration; after it, submitting navigates client-side to the new URL (page 1). Choosing
 * from a list or ticking hot applies at once. On a phone one compact row shows
 * search and hot, and a "filters" button opens the rest in a bottom sheet; wide screens
 * show the rest in a row below.
 */
export function GameListFilters({ pathname, query, choices }: { pathname: string; query: LobbyQuery; choices: FilterChoices }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useLobbyFilterForm(pathname, query);
  const sheet = useFilterSheet();
  const chosen = [query.vendor, query.classify, query.minBet, query.minLineNum].filter((v) => v !== undefined && v !== '').length;
  // keyed by the URL, so the choices' defaults follow navigation (back, clear, side menu)
  const urlKey = lobbyHref(pathname, query);
  return (
    <form
      className="game-filters"
      role="search"
      aria-label={t('lobby.filters')}
      action={pathname}
      method="get"
      onSubmit={form.onSubmit}
      data-hydrated={form.hydrated || undefined}
    >
      <div className="filter-search">
        <label htmlFor={`${id}-q`}>{t('lobby.search')}</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={MAX_NAME_LENGTH}
          value={form.name}
          onChange={(e) => form.setName(e.target.value)}
          autoComplete="off"
          placeholder={t('lobby.search')}
        />
        <button type="submit" className="btn btn-primary">
          {t('lobby.searchButton')}
        </button>
      </div>
      <div className="filter-quick" key={`hot ${urlKey}`}>
        <label className="filter-check">
          <input type="checkbox" name="hot" value="1" defaultChecked={query.hot} onChange={form.applyNow} />
          {t('lobby.hotOnly')}
        </label>
        <button
          type="button"
          className="btn btn-ghost filter-more-button"
          aria-expanded={sheet.open}
          aria-controls={`${id}-sheet`}
          ref={sheet.opener}
          onClick={() => sheet.setOpen(!sheet.open)}
        >
          {t('mobile.filters')}
          {chosen > 0 && <span className="filter-count">{chosen}</span>}
        </button>
      </div>
      <FilterSheet id={id} sheet={sheet}>
        <div className="filter-row" key={urlKey}>
          <FilterChoiceRow id={id} pathname={pathname} query={query} choices={choices} onChange={form.applyNow} />
        </div>
      </FilterSheet>
    </form>
  );
}
