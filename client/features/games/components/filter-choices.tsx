import { Link } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import type { Vendor } from '@shared/api';
import type { LobbyQuery } from '@shared/lobby-query';
import type { FilterChange } from '../hooks/use-lobby-filter-form';

export interface FilterChoices {
  vendors: Vendor[];
  classify: string[];
  minBet: number[];
  minLineNum: number[];
}

/** The lobby's lists to choose from (vendor, game type, minimum bet and lines) and the link that clears them. */
export function FilterChoiceRow({
  id,
  pathname,
  query,
  choices,
  onChange,
}: {
  id: string;
  pathname: string;
  query: LobbyQuery;
  choices: FilterChoices;
  onChange: FilterChange;
}) {
  const { t } = useTranslation();
  const numbers = (list: number[]) => list.map((n) => ({ value: String(n), label: String(n) }));
  return (
    <>
      <Select
        id={`${id}-vendor`}
        name="vendor"
        label={t('lobby.vendor')}
        any={t('lobby.allVendors')}
        value={query.vendor}
        onChange={onChange}
        options={choices.vendors.map((v) => ({ value: v.vassalage, label: v.name }))}
      />
      <Select
        id={`${id}-classify`}
        name="classify"
        label={t('lobby.classify')}
        any={t('lobby.any')}
        value={query.classify}
        onChange={onChange}
        options={choices.classify.map((c) => ({ value: c, label: t(`lobby.classify.${c}`, { defaultValue: c }) }))}
      />
      <Select
        id={`${id}-bet`}
        name="minBet"
        label={t('lobby.minBet')}
        any={t('lobby.any')}
        value={query.minBet?.toString()}
        onChange={onChange}
        options={numbers(choices.minBet)}
      />
      <Select
        id={`${id}-line`}
        name="minLine"
        label={t('lobby.minLine')}
        any={t('lobby.any')}
        value={query.minLineNum?.toString()}
        onChange={onChange}
        options={numbers(choices.minLineNum)}
      />
      <Link className="filter-clear" to={pathname}>
        {t('lobby.clear')}
      </Link>
    </>
  );
}

interface SelectProps {
  id: string;
  name: string;
  label: string;
  any: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: FilterChange;
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
