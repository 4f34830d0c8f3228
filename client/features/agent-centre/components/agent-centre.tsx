import { useTranslation } from '@client/lib/use-translation';
import { CENTRE_HOME } from '@shared/centre';
import { useApp } from '@client/app/app-context';
import { resolveCentrePage } from '@client/components/centre/centre-registry';
import { CentrePageView } from '@client/components/centre/centre-page-view';
import { CentreShell } from '@client/components/ui/centre-shell';
import { useModuleFlag } from '@client/lib/whitelabel';
import { AGENT_CENTRE_PAGES } from '../registry';

/** The agent centre popup (docs/product.md 2.6) on one of its registry's pages; default agentTeamOverview. Agents only (useOpenCentre). */
export default function AgentCentre({ page }: { page: string }) {
  const { t } = useTranslation();
  const { ui } = useApp();
  const flag = useModuleFlag();
  const pages = AGENT_CENTRE_PAGES.filter((p) => !p.flag || flag(p.flag));
  const entry = resolveCentrePage(pages, page, CENTRE_HOME.agent);
  return (
    <CentreShell
      title={t('centre.agent.title')}
      pages={pages.map((p) => ({ id: p.id, label: t(`centre.agent.${p.id}`) }))}
      current={entry.id}
      onSelect={(next) => ui.getState().openCentre({ kind: 'agent', page: next })}
      onClose={() => ui.getState().openCentre(null)}
    >
      <CentrePageView entry={entry} title={t(`centre.agent.${entry.id}`)} />
    </CentreShell>
  );
}
