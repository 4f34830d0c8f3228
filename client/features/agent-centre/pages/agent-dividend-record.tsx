import { ContractPage } from '../components/contract-page';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

/** docs/product.md 2.6 dividend record (shown when its contract flag is on): the dividend contracts and their records. */
export default function AgentDividendRecord() {
  return <ContractPage kind="dividend" />;
}
