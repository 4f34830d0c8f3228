import { errorKeys } from '@client/lib/errors';

/** The agent centre's own error texts, over the catalogue (client/lib/errors.ts). */
export const agentErrorKey = errorKeys({
  // transfers to a downline
  INSUFFICIENT_FUNDS: 'agent.errors.insufficient',
  NOT_DIRECT_DOWNLINE: 'agent.errors.notDirect',
  MEMBER_NOT_FOUND: 'agent.errors.memberNotFound',
  // a downline's registration
  USERNAME_TAKEN: 'agent.errors.usernameTaken',
  REGISTER_INVALID: 'agent.errors.invalid',
  // commission deals
  RATE_ABOVE_OWN: 'agent.contract.errors.rateAboveOwn',
  OFFER_PENDING: 'agent.contract.errors.offerPending',
  CONTRACT_NOT_OPEN: 'agent.contract.errors.notOpen',
  CONTRACT_NOT_FOUND: 'agent.contract.errors.notFound',
  NOT_AN_AGENT_DOWNLINE: 'agent.contract.errors.notAgent',
});
