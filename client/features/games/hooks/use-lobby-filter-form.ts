import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { lobbyHref, type LobbyQuery, parseLobbyQuery } from '@shared/lobby-query';

/** What a filter's change event carries: the form it belongs to. */
export type FilterChange = (event: { currentTarget: { form: HTMLFormElement | null } }) => void;

/**
 * How the lobby's filter form behaves: a plain GET form before hydration; after it, a submit
 * or a changed choice navigates client-side to the form's URL (page 1). The search box keeps
 * what is typed while other filters change, and follows the URL's name.
 */
export function useLobbyFilterForm(pathname: string, query: LobbyQuery) {
  const navigate = useNavigate();
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
  const applyNow: FilterChange = (event) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  const [name, setName] = useState(query.name ?? '');
  useEffect(() => setName(query.name ?? ''), [query.name]);
  return { hydrated, onSubmit, applyNow, name, setName };
}
