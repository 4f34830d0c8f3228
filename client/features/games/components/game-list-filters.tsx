import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '../../../../shared/contract';
import { lobbyHref, MAX_NAME_LENGTH, parseLobbyQuery, type LobbyQuery } from '../../../../shared/lobby-query';

export interface FilterChoices {
  vendors: Vendor[];
  classify: string[];
  minBet: number[];
  minLineNum: number[];
}

/**
 * The lobby's filters (SPEC.md 3 list params): name search, vendor, hot, game type, minimum
 * bet and lines. A plain GET form whose field names are the URL's, so it also works before
 * hydration; after it, submitting navigates client-side to the new URL (page 1). Choosing
 * from a list or ticking hot applies at once.
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
  return (
    <form className="game-filters" role="search" aria-label={t('lobby.filters')} action={pathname} method="get" onSubmit={onSubmit} data-hydrated={hydrated || undefined}>
      <div className="filter-search">
        <label htmlFor={`${id}-q`}>{t('lobby.search')}</label>
        <input id={`${id}-q`} name="q" type="search" maxLength={MAX_NAME_LENGTH} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        <button type="submit" className="btn btn-primary">
          {t('lobby.searchButton')}
        </button>
      </div>
      {/* keyed by the URL, so the choices' defaults follow navigation (back, clear, side menu) */}
      <div className="filter-row" key={lobbyHref(pathname, query)}>
        <label className="filter-check">
          <input type="checkbox" name="hot" value="1" defaultChecked={query.hot} onChange={applyNow} />
          {t('lobby.hotOnly')}
        </label>
        <Select id={`${id}-vendor`} name="vendor" label={t('lobby.vendor')} any={t('lobby.allVendors')} value={query.vendor} onChange={applyNow}
          options={choices.vendors.map((v) => ({ value: v.vassalage, label: v.name }))} />
        <Select id={`${id}-classify`} name="classify" label={t('lobby.classify')} any={t('lobby.any')} value={query.classify} onChange={applyNow}
          options={choices.classify.map((c) => ({ value: c, label: t(`lobby.classify.${c}`, { defaultValue: c }) }))} />
        <Select id={`${id}-bet`} name="minBet" label={t('lobby.minBet')} any={t('lobby.any')} value={query.minBet?.toString()} onChange={applyNow}
          options={choices.minBet.map((n) => ({ value: String(n), label: String(n) }))} />
        <Select id={`${id}-line`} name="minLine" label={t('lobby.minLine')} any={t('lobby.any')} value={query.minLineNum?.toString()} onChange={applyNow}
          options={choices.minLineNum.map((n) => ({ value: String(n), label: String(n) }))} />
        <Link className="filter-clear" to={pathname}>
          {t('lobby.clear')}
        </Link>
      </div>
    </form>
  );
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
