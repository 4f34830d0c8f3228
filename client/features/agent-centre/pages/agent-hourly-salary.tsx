import { ContractPage } from '../components/contract-page';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

/** docs/product.md 2.6 hourly salary (shown when its contract flag is on): the hourly_salary contracts and their records. */
export default function AgentHourlySalary() {
  return <ContractPage kind="hourly_salary" />;
}
