import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { retryQuery } from '../lib/query-retry';
import { TranslationProvider } from '../lib/use-translation';
import { AppProvider, type AppContextValue } from './app-context';

/** Everything a page renders inside, the same on the server and in the browser. */
export function AppProviders(props: { queryClient: QueryClient; i18n: i18n; app: AppContextValue; children: ReactNode }) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <I18nextProvider i18n={props.i18n}>
        <TranslationProvider>
          <AppProvider value={props.app}>{props.children}</AppProvider>
        </TranslationProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** One QueryClient per request on the server and per page in the browser. */
export function createQueryClient(server: boolean): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: server ? false : retryQuery,
        refetchOnWindowFocus: false,
      },
    },
  });
}
