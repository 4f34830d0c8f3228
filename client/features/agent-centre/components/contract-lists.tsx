import type { ReactNode } from 'react';
import type { AgentContract, ContractKind } from '@shared/api/agent';
import { useApp } from '@client/app/app-context';
import { useTranslation } from '@client/lib/use-translation';
import { answerContract, terminateContract } from '../api/agent';
import { useDescribeContract } from './contract-terms';

/** Runs a contract call (accept, reject, terminate) with the page's busy state and error. */
type Act = (call: () => Promise<unknown>) => Promise<unknown>;

/** The contracts offered to this agent by its upline: accept or reject an offer, terminate an active one. */
export function ContractsReceived({ kind, contracts, busy, act }: { kind: ContractKind; contracts: AgentContract[]; busy: boolean; act: Act }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const describe = useDescribeContract();
  return (
    <section className="agent-detail" aria-labelledby={`contracts-received-${kind}`}>
      <h4 id={`contracts-received-${kind}`}>{t('agent.contract.received')}</h4>
      {contracts.length === 0 ? (
        <p className="centre-empty">{t('agent.contract.none')}</p>
      ) : (
        <ul className="agent-announcements" data-testid="contracts-received">
          {contracts.map((c) => (
            <li key={c.id} className="agent-contract">
              <span>
                {t('agent.contract.from', { member: c.upline })} — {describe(c)} — <strong>{t(`agent.contract.status.${c.status}`)}</strong>
              </span>
              {c.status === 'offered' && (
                <span className="agent-contract-actions">
                  <button type="button" className="btn btn-primary btn-small" disabled={busy} onClick={() => void act(() => answerContract(api, c.id, true))}>
                    {t('agent.contract.accept')}
                  </button>
                  <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void act(() => answerContract(api, c.id, false))}>
                    {t('agent.contract.reject')}
                  </button>
                </span>
              )}
              {c.status === 'active' && (
                <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void act(() => terminateContract(api, c.id))}>
                  {t('agent.contract.terminate')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The contracts this agent offered its direct downline agents (terminate one), and the offer form (children). */
export function ContractsOffered({
  kind,
  contracts,
  busy,
  act,
  children,
}: {
  kind: ContractKind;
  contracts: AgentContract[];
  busy: boolean;
  act: Act;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { api } = useApp();
  const describe = useDescribeContract();
  return (
    <section className="agent-detail" aria-labelledby={`contracts-offered-${kind}`}>
      <h4 id={`contracts-offered-${kind}`}>{t('agent.contract.offered')}</h4>
      {contracts.length === 0 ? (
        <p className="centre-empty">{t('agent.contract.none')}</p>
      ) : (
        <ul className="agent-announcements" data-testid="contracts-offered">
          {contracts.map((c) => (
            <li key={c.id} className="agent-contract">
              <span>
                {t('agent.contract.to', { member: c.downline })} — {describe(c)} — <strong>{t(`agent.contract.status.${c.status}`)}</strong>
                {c.endReason === 'UPLINE_RATE_LOWER' && ` (${t('agent.contract.endedLower')})`}
              </span>
              {(c.status === 'active' || c.status === 'offered') && (
                <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void act(() => terminateContract(api, c.id))}>
                  {t('agent.contract.terminate')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
