import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useApp } from '@client/app/app-context';

/** the address bar's marks of a social login's return (../login-marks.ts): ?pendingLogin= and ?firstLogin=1 */
const MARKS = ['pendingLogin', 'firstLogin'];

/** Acts on a social login's marks in the address bar; their code loads only when one is there. */
export function useLoginMarks(): void {
  const app = useApp();
  const [params, setParams] = useSearchParams();
  const marks = MARKS.map((name) => params.get(name) ?? '').join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the marks' values are the trigger; params is read at that moment
  useEffect(() => {
    if (marks === '|') return;
    let live = true;
    void import('../login-marks').then((m) => live && m.applyLoginMarks(app, params, (edit) => setParams(edit, { replace: true })));
    return () => {
      live = false;
    };
  }, [marks, app, setParams]);
}
