import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApp, useUi } from '../app/app-context';
import { completeTranslation } from '../lib/load-translation';
import { useTranslation } from '../lib/use-translation';

/**
 * The document's title and meta description follow the page (shared/page-meta.ts, the rule the
 * server's head was written with): a client-side navigation, a centre opening or closing and a
 * language change set both. The descriptions are strings the page does not carry (the
 * server writes them): they are set once the whole language is there (loaded right after
 * hydration, so on a navigation at once); until then the server's head stays as it was. The
 * rule's table is a chunk of its own, loaded with them (kept out of every page's entry).
 */
export function useDocumentMeta(): void {
  const { i18n } = useTranslation();
  const { portal } = useApp();
  const { pathname } = useLocation();
  const centre = useUi((s) => s.centre);
  const brand = portal.brand.name;
  const lang = i18n.language;
  useEffect(() => {
    let current = true;
    const apply = ({ pageMeta }: typeof import('@shared/page-meta')) => {
      if (!current) return;
      const lookup = (key: string) => i18n.getResource(lang, 'translation', key) as string | undefined;
      const { title, description } = pageMeta(lookup, pathname, brand, centre);
      if (document.title !== title) document.title = title;
      let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      if (description && meta.content !== description) meta.content = description;
    };
    Promise.all([import('@shared/page-meta'), completeTranslation(i18n)]).then(
      ([module]) => apply(module),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [i18n, lang, pathname, brand, centre]);
}
