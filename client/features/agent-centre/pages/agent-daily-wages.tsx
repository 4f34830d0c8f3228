import { ContractPage } from '../components/contract-page';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

/** docs/product.md 2.6 daily wages (shown when its contract flag is on): the daily_salary contracts and their records. */
export default function AgentDailyWages() {
  return <ContractPage kind="daily_salary" />;
}
