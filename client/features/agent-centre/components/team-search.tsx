import { type FormEvent, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { TeamLevel } from '@shared/api/agent';

const TEAM_LEVELS: readonly TeamLevel[] = ['all', 'direct', 'indirect'];

/** The team's search: a name (applied on submit) and a level (applied at once). */
export function TeamSearch({ level, onSearch, onLevel }: { level: TeamLevel; onSearch: (keyword: string) => void; onLevel: (level: TeamLevel) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = (e: FormEvent) => {
    e.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form className="records-filters" onSubmit={search}>
      <label className="records-kind">
        {t('agent.searchName')}
        <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={50} />
      </label>
      <label className="records-kind">
        {t('agent.level')}
        <select value={level} onChange={(e) => onLevel(e.target.value as TeamLevel)}>
          {TEAM_LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(`agent.levelOption.${l}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-secondary">
        {t('agent.search')}
      </button>
    </form>
  );
}
