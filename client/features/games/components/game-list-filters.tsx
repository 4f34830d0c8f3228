// biome-ignore-all lint/a11y/useSemanticElements: the filters are a form, which submits them without script; role=search names it for screen readers
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import type { Vendor } from '@shared/api';
import { lobbyHref, MAX_NAME_LENGTH, parseLobbyQuery, type LobbyQuery } from '@shared/lobby-query';

export interface FilterChoices {
  vendors: Vendor[];
  classify: string[];
  minBet: number[];
  minLineNum: number[];
}

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
  const navigate = useNavigate();
  const id = useId();
  // marks the form once hydrated: before that it is a plain GET form
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.set(key, value);
    void navigate(lobbyHref(pathname, { ...parseLobbyQuery(params), page: 1 }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const applyNow = (event: { currentTarget: { form: HTMLFormElement | null } }) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  // the search box keeps what is typed while other filters change, and follows the URL's name
  const [name, setName] = useState(query.name ?? '');
  useEffect(() => setName(query.name ?? ''), [query.name]);
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
      onSubmit={onSubmit}
      data-hydrated={hydrated || undefined}
    >
      <div className="filter-search">
        <label htmlFor={`${id}-q`}>{t('lobby.search')}</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={MAX_NAME_LENGTH}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
          placeholder={t('lobby.search')}
        />
        <button type="submit" className="btn btn-primary">
          {t('lobby.searchButton')}
        </button>
      </div>
      <div className="filter-quick" key={`hot ${urlKey}`}>
        <label className="filter-check">
          <input type="checkbox" name="hot" value="1" defaultChecked={query.hot} onChange={applyNow} />
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
      {sheet.open && <button type="button" className="filter-backdrop" tabIndex={-1} aria-label={t('common.close')} onClick={() => sheet.setOpen(false)} />}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a dialog (and labelled) only while open as a sheet; inline filters otherwise */}
      <div
        className="filter-sheet"
        id={`${id}-sheet`}
        data-open={sheet.open || undefined}
        ref={sheet.panel}
        role={sheet.open ? 'dialog' : undefined}
        aria-labelledby={sheet.open ? `${id}-sheet-title` : undefined}
      >
        <div className="filter-sheet-head">
          <h2 id={`${id}-sheet-title`}>{t('mobile.filtersTitle')}</h2>
          <button type="button" className="modal-close" aria-label={t('common.close')} onClick={() => sheet.setOpen(false)}>
            ×
          </button>
        </div>
        <div className="filter-row" key={urlKey}>
          <Select
            id={`${id}-vendor`}
            name="vendor"
            label={t('lobby.vendor')}
            any={t('lobby.allVendors')}
            value={query.vendor}
            onChange={applyNow}
            options={choices.vendors.map((v) => ({ value: v.vassalage, label: v.name }))}
          />
          <Select
            id={`${id}-classify`}
            name="classify"
            label={t('lobby.classify')}
            any={t('lobby.any')}
            value={query.classify}
            onChange={applyNow}
            options={choices.classify.map((c) => ({ value: c, label: t(`lobby.classify.${c}`, { defaultValue: c }) }))}
          />
          <Select
            id={`${id}-bet`}
            name="minBet"
            label={t('lobby.minBet')}
            any={t('lobby.any')}
            value={query.minBet?.toString()}
            onChange={applyNow}
            options={choices.minBet.map((n) => ({ value: String(n), label: String(n) }))}
          />
          <Select
            id={`${id}-line`}
            name="minLine"
            label={t('lobby.minLine')}
            any={t('lobby.any')}
            value={query.minLineNum?.toString()}
            onChange={applyNow}
            options={choices.minLineNum.map((n) => ({ value: String(n), label: String(n) }))}
          />
          <Link className="filter-clear" to={pathname}>
            {t('lobby.clear')}
          </Link>
        </div>
        <button type="button" className="btn btn-primary btn-block filter-done" onClick={() => sheet.setOpen(false)}>
          {t('mobile.showGames')}
        </button>
      </div>
    </form>
  );
}

/**
 * The phone's filter sheet: open or closed, focus moved into it when it opens and back to
 * its button when it closes, Escape closes it. Navigation (a filter applied) keeps it open
 * so several filters can be chosen in a row.
 */
function useFilterSheet() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('select, a, button')?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, setOpen, opener, panel };
}

interface SelectProps {
  id: string;
  name: string;
  label: string;
  any: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (event: { currentTarget: { form: HTMLFormElement | null } }) => void;
}

function Select({ id, name, label, any, value, options, onChange }: SelectProps) {
  // a value from a shared link that is not among the choices still shows as chosen
  const all = value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  return (
    <div className="filter-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''} onChange={onChange}>
        <option value="">{any}</option>
        {all.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
