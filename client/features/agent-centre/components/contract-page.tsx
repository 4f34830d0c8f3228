import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractKind } from '@shared/api/agent';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert } from '@client/components/ui/text-field';
import { agentKeys } from '@client/lib/query-keys';
import { useFormCall } from '@client/lib/use-form-call';
import { contractsQuery } from '../api/agent';
import { agentErrorKey } from '../errors';
import { ContractsOffered, ContractsReceived } from './contract-lists';
import { ContractSettlements } from './contract-settlements';
import { OfferForm } from './offer-form';

/**
 * A contract page of the agent centre (docs/product.md 2.6 dividend record, daily wages, hourly salary,
 * real-time salary; docs/product.md 4): the contracts offered to this agent (accept, reject,
 * terminate), the ones it offered its direct downline agents (offer, terminate), and what its
 * own contract has paid it, period by period.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const contracts = useQuery(contractsQuery(api, username, kind));
  const { busy, formError, setFormError, run } = useFormCall(agentErrorKey);
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentKeys.of(username) });
  const act = (call: () => Promise<unknown>) =>
    run(async () => {
      setFormError('');
      await call();
      await refresh();
    });

  return (
    <div className="records">
      <FormAlert message={formError} />
      {contracts.isError && <QueryError error={contracts.error} keyOf={agentErrorKey} onRetry={() => void contracts.refetch()} />}
      {contracts.isPending && <Loading />}
      {contracts.data && (
        <>
          <ContractsReceived kind={kind} contracts={contracts.data.received} busy={busy} act={act} />
          <ContractsOffered kind={kind} contracts={contracts.data.offered} busy={busy} act={act}>
            <OfferForm kind={kind} maxRateBps={contracts.data.maxRateBps} onDone={refresh} />
          </ContractsOffered>
        </>
      )}
      <ContractSettlements kind={kind} />
    </div>
  );
}
