import { ContractPage } from '../components/contract-page';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

/** docs/product.md 2.6 real-time salary (shown when its contract flag is on): the realtime_salary contracts and their records. */
export default function AgentRealtimeSalary() {
  return <ContractPage kind="realtime_salary" />;
}
