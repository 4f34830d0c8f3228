import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import id from '../../locales/id.json';
import th from '../../locales/th.json';
import ty from '../../locales/ty.json';
import vi from '../../locales/vi.json';
import type { Language } from '@shared/constants';
import type { Translation } from '@shared/translation-split';

/** All translations, bundled into the worker (workerd has no file system). */
export const TRANSLATIONS: Record<Language, Translation> = { cn, en, id, th, ty, vi };
