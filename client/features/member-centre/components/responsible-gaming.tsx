import { useQuery } from '@tanstack/react-query';
import { PROTECTION_MODULES, type ProtectionTool } from '@shared/protection-rules';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useModuleFlag } from '@client/lib/whitelabel';
import { protectionQuery } from '../api/protection';
import { LoginHistory } from './protection/login-history';
import { RealityCheckSetting, SessionLimitSetting } from './protection/session-settings';
import { TimeOut } from './protection/time-out';
import { WindowLimits } from './protection/window-limits';

/**
 * securityCenter's responsible-gaming section: each tool the brand offers
 * (whitelabel modules under RESPGAMING). The gateway enforces every rule; this shows them.
 */
export function ResponsibleGaming() {
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const state = useQuery(protectionQuery(api, username));
  const flag = useModuleFlag();
  if (state.isPending) return <Loading />;
  if (state.isError) return <QueryError error={state.error} onRetry={() => void state.refetch()} />;
  // the gateway's modules, and the brand's own overrides of them (wrangler.toml flags)
  const tools = Object.fromEntries(
    (Object.keys(PROTECTION_MODULES) as ProtectionTool[]).map((tool) => [tool, state.data.tools[tool] && flag(PROTECTION_MODULES[tool])]),
  ) as Record<ProtectionTool, boolean>;
  return (
    <div className="rg">
      {tools.depositLimit && <WindowLimits kind="deposit" state={state.data} />}
      {tools.lossLimit && <WindowLimits kind="loss" state={state.data} />}
      {tools.sessionLimit && <SessionLimitSetting state={state.data} />}
      {tools.realityCheck && <RealityCheckSetting minutes={state.data.realityCheckMinutes} required={state.data.realityCheckRequired} />}
      {tools.timeout && <TimeOut />}
      {tools.loginHistory && <LoginHistory />}
    </div>
  );
}
