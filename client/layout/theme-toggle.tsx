import { useEffect } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useUi } from '../app/app-context';

/** Light and dark themes; every start is light (docs/product.md 1), the choice is kept under 'theme'. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useUi((s) => s.theme);
  const setTheme = useUi((s) => s.setTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    localStorage.setItem('theme', theme);
  }, [theme]);
  const next = theme === 'light' ? 'dark' : 'light';
  return (
    <button type="button" className="btn btn-ghost theme-toggle" aria-pressed={theme === 'dark'} onClick={() => setTheme(next)}>
      {t('layout.darkTheme')}
    </button>
  );
}
