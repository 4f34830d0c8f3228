import { useTranslation } from 'react-i18next';
import { useApp } from '../../../app/app-context';
import { CentreShell, NotAvailablePanel } from '../../../components/ui/centre-shell';
import { useModuleFlag } from '../../auth/hooks/use-module-flag';

/**
 * SPEC.md 2.6 agent centre menu in order; the contract pages show only when their feature
 * is on (the whitelabel AGENT modules CONTRACT, SALARY, HOURSALARY, REALTIMESALARY stand in
 * for the contract summary's flags enableCt, salary, hourSalary, agentRealtimeSalary).
 */
export const AGENT_CENTRE_PAGES: { id: string; flag?: string }[] = [
  { id: 'agentAnnouncement' },
  { id: 'agentTeamOverview' },
  { id: 'agentRegister' },
  { id: 'agentTeamManagement' },
  { id: 'agentTeamBetting' },
  { id: 'agentUserLoss' },
  { id: 'agentMyIncome' },
  { id: 'agentAccountDetails' },
  { id: 'agentDividendRecord', flag: 'CONTRACT' },
  { id: 'agentDailyWages', flag: 'SALARY' },
  { id: 'agentHourlySalary', flag: 'HOURSALARY' },
  { id: 'agentRealtimeSalary', flag: 'REALTIMESALARY' },
];

/** The agent centre popup; default page agentTeamOverview. Opened for agents only (useOpenCentre). */
export default function AgentCentre({ page }: { page: string }) {
  const { t } = useTranslation();
  const { ui } = useApp();
  const flag = useModuleFlag();
  const pages = AGENT_CENTRE_PAGES.filter((p) => !p.flag || flag(p.flag));
  const current = pages.some((p) => p.id === page) ? page : 'agentTeamOverview';
  return (
    <CentreShell
      title={t('centre.agent.title')}
      pages={pages.map((p) => ({ id: p.id, label: t(`centre.agent.${p.id}`) }))}
      current={current}
      onSelect={(next) => ui.getState().openCentre({ kind: 'agent', page: next })}
      onClose={() => ui.getState().openCentre(null)}
    >
      <NotAvailablePanel title={t(`centre.agent.${current}`)} />
    </CentreShell>
  );
}
