import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRY_DROPDOWN_CLOSE_MS } from '@shared/constants';
import type { Country } from '@shared/api/register';

/**
 * The dialling-code combobox's behaviour: the list opens on focus (at the chosen country) and
 * closes 200 ms after blur or on choosing; arrows move, Enter or Space chooses, Escape closes
 * (and stops there, so the dialog around it stays open).
 */
export function useCountryListbox(countries: Country[], value: string, onChange: (code: string) => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = () => {
    clearTimeout(closeTimer.current);
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.countryDialingCode === value),
      ),
    );
    setOpen(true);
  };
  const choose = (country: Country) => {
    clearTimeout(closeTimer.current);
    onChange(country.countryDialingCode);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return show();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + countries.length) % countries.length);
    } else if ((e.key === 'Enter' || e.key === ' ') && open) {
      e.preventDefault();
      const country = countries[active];
      if (country) choose(country);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  const onBlur = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), COUNTRY_DROPDOWN_CLOSE_MS);
  };
  return { open, active, show, choose, onKeyDown, onBlur };
}
