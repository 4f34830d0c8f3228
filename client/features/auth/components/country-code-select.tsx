import { useEffect, useId } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { Country } from '@shared/api/register';
import { useCountryListbox } from '../hooks/use-country-listbox';

interface Props {
  countries: Country[];
  /** the visitor's country (ISO alpha-2) */
  visitorCountry: string;
  /** the brand's own country (ISO alpha-2), when its config names one */
  homeCountry?: string;
  /** the supplied dialling code, without '+' ('' when none) */
  value: string;
  onChange: (code: string) => void;
}

/**
 * docs/product.md 4: the supplied code when the list has it, else the brand's own country's (a brand's
 * players register with its home market's numbers, whatever the address the visitor comes
 * from says: +84 on a Vietnamese brand, not +1), else the visitor country's, else the first.
 */
export function initialDialingCode(countries: Country[], supplied: string, visitorCountry: string, homeCountry = ''): string {
  if (countries.some((c) => c.countryDialingCode === supplied)) return supplied;
  const of = (code: string) => (code ? countries.find((c) => c.countryCode === code.toUpperCase()) : undefined);
  return (of(homeCountry) ?? of(visitorCountry) ?? countries[0])?.countryDialingCode ?? supplied;
}

/**
 * docs/product.md 2.4, 4 country dialling-code selector: flag, +code and a dropdown that opens on
 * focus and closes 200 ms after blur or on choosing. A combobox with a listbox: arrows
 * move, Enter chooses, Escape closes (without closing the dialog around it).
 */
export function CountryCodeSelect({ countries, visitorCountry, homeCountry, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const current = countries.find((c) => c.countryDialingCode === value);

  // docs/product.md 4: the initial code is emitted at once
  // biome-ignore lint/correctness/useExhaustiveDependencies: emitted once per country list, not on every value or handler change
  useEffect(() => {
    const initial = initialDialingCode(countries, value, visitorCountry, homeCountry);
    if (initial && initial !== value) onChange(initial);
  }, [countries, visitorCountry, homeCountry]);

  const { open, active, show, choose, onKeyDown, onBlur } = useCountryListbox(countries, value, onChange);

  return (
    <div className="country-select">
      <button
        type="button"
        role="combobox"
        className="country-select-button"
        aria-label={t('register.countryCode')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-opt-${active}` : undefined}
        onFocus={show}
        onClick={show}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">{current?.flag ?? '🌐'}</span> +{value || '…'}
      </button>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA listbox pattern on a list; the button above owns focus (aria-activedescendant) */}
      <ul id={`${id}-list`} role="listbox" className="country-select-list" aria-label={t('register.countryCode')} hidden={!open}>
        {countries.map((country, i) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the listbox's options; focus stays on the button (aria-activedescendant)
          <li
            key={country.countryDialingCode}
            id={`${id}-opt-${i}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox's options; focus stays on the button (aria-activedescendant)
            role="option"
            aria-selected={country.countryDialingCode === value}
            data-active={i === active || undefined}
            // mousedown, not click: the button's blur must not win the race
            onMouseDown={(e) => {
              e.preventDefault();
              choose(country);
            }}
          >
            <span aria-hidden="true">{country.flag}</span> {country.countryCode} +{country.countryDialingCode}
          </li>
        ))}
      </ul>
    </div>
  );
}
