import { OutlineIcon, SERVICE_ICON_PATH } from './outline-icon';

/** Outline icons of the phone tab bar (24 px, currentColor, decorative: the tab's label names it). */
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  games: 'M6 8h12a3 3 0 0 1 3 3v4a3 3 0 0 1-5.2 2L14 15h-4l-1.8 2A3 3 0 0 1 3 15v-4a3 3 0 0 1 3-3Zm2 2.5v3M6.5 12h3M15.5 11.5h.01M17.5 13.5h.01',
  promotions: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z',
  deposit: 'M3 7h18v12H3zM3 11h18M12 3v6m-2.5-2.5L12 9l2.5-2.5',
  play: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM10 8.5v7l5.5-3.5L10 8.5Z',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0',
  service: SERVICE_ICON_PATH,
} as const;

export type TabIconName = keyof typeof PATHS;

export function TabIcon({ name }: { name: TabIconName }) {
  return <OutlineIcon path={PATHS[name]} />;
}
