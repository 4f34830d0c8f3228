/**
 * Agents' commission contracts with their direct downline agents (docs/product.md 4), as the
 * agents make them: the lists, an offer (once per request id, at most the agent's own rate), the
 * downline's answer, either side's termination, and what the contracts paid. The settlement run
 * is domain/contracts.ts.
 */
import {
  KIND_PERIODS,
  type AgentContract,
  type ContractKind,
  type ContractLists,
  type ContractOffer,
  type ContractSettlement,
  type ContractTier,
} from '@shared/api/agent';
import { findMemberById } from '../db/queries/accounts';
import { depthInTree } from '../db/queries/agent';
import {
  acceptOffer,
  activeContractOf,
  closeContract,
  contractsOf,
  findContractByRequest,
  findContractFor,
  insertOffer,
  settlementsOf,
  type ContractRow,
} from '../db/queries/contracts';
import { done, refuse, type Outcome } from './outcome';
import { isAgentType } from './agent';
import { BRAND_CAP_BPS, topRate } from './contracts';

const toContract = (r: ContractRow): AgentContract => ({
  id: r.id,
  kind: r.kind,
  period: r.period,
  tiers: JSON.parse(r.tiers) as ContractTier[],
  topRateBps: r.top_rate_bps,
  status: r.status,
  upline: r.upline,
  downline: r.downline,
  downlineId: r.downline_id,
  createdAt: r.created_at,
  answeredAt: r.answered_at,
  endedAt: r.ended_at,
  endReason: r.end_reason,
});

const contractNotFound = () => refuse(404, 'CONTRACT_NOT_FOUND', 'No such contract');

/** The highest top rate the agent may offer for a kind: its own active contract's, else the brand's cap. */
const maxRate = async (db: D1Database, memberId: number, kind: ContractKind) =>
  (await activeContractOf(db, memberId, kind))?.top_rate_bps ?? BRAND_CAP_BPS[kind];

/** The contracts of a kind the agent received and offered, and the highest rate it may offer. */
export async function contractLists(db: D1Database, memberId: number, kind: ContractKind): Promise<ContractLists> {
  const { received, offered } = await contractsOf(db, memberId, kind);
  return { received: received.map(toContract), offered: offered.map(toContract), maxRateBps: await maxRate(db, memberId, kind) };
}

/** The agent offering: its id, name and brand. */
export interface Offerer {
  id: number;
  username: string;
  merchant: string;
}

/** An offer to a direct downline agent, at most the agent's own rate; once per requestId. `made` is false when the request id made it before. */
export async function offerContract(db: D1Database, me: Offerer, offer: ContractOffer): Promise<Outcome<{ contract: AgentContract; made: boolean }>> {
  const earlier = await findContractByRequest(db, me.id, offer.requestId);
  if (earlier) return done({ contract: toContract(earlier), made: false });
  const depth = await depthInTree(db, me.id, offer.memberId);
  if (depth === null) return refuse(404, 'MEMBER_NOT_FOUND', 'No such member');
  if (depth !== 1) return refuse(403, 'NOT_DIRECT_DOWNLINE', 'Contracts go to direct downlines only');
  const downline = await findMemberById(db, offer.memberId);
  if (!downline || !isAgentType(downline.type)) return refuse(403, 'NOT_AN_AGENT_DOWNLINE', 'Contracts go to downline agents only');
  if (!KIND_PERIODS[offer.kind].includes(offer.period)) return refuse(400, 'BAD_PERIOD', 'This kind of contract does not take this period');
  const top = topRate(offer.tiers);
  if (top > (await maxRate(db, me.id, offer.kind))) return refuse(403, 'RATE_ABOVE_OWN', 'The rate is higher than your own');
  try {
    await insertOffer(db, {
      merchant: me.merchant,
      kind: offer.kind,
      uplineId: me.id,
      upline: me.username,
      downlineId: offer.memberId,
      period: offer.period,
      tiers: JSON.stringify(offer.tiers),
      topRate: top,
      requestId: offer.requestId,
      now: Date.now(),
    });
  } catch (error) {
    if (!/UNIQUE/i.test(String(error))) throw error;
    // a retry that raced the first, or an offer still open for this downline and kind
    const raced = await findContractByRequest(db, me.id, offer.requestId);
    if (raced) return done({ contract: toContract(raced), made: false });
    return refuse(409, 'OFFER_PENDING', 'This downline has an offer of this kind to answer');
  }
  return done({ contract: toContract((await findContractByRequest(db, me.id, offer.requestId))!), made: true });
}

/** The downline accepts or rejects an offer made to it; answers the contract and who of the two hears of it. */
export async function answerOffer(
  db: D1Database,
  memberId: number,
  contractId: number,
  accept: boolean,
): Promise<Outcome<{ contract: AgentContract; parties: [number, number] }>> {
  const contract = await findContractFor(db, contractId, memberId);
  // only the downline answers: to the upline an offer it made is not its to answer
  if (!contract || contract.downline_id !== memberId) return contractNotFound();
  if (contract.status !== 'offered') return refuse(409, 'CONTRACT_NOT_OPEN', 'This contract takes no answer now');
  const now = Date.now();
  if (accept) await acceptOffer(db, contract, now);
  else await closeContract(db, contract.id, 'offered', 'rejected', 'REJECTED', now);
  return done({ contract: toContract((await findContractFor(db, contract.id, memberId))!), parties: [contract.upline_id, contract.downline_id] });
}

/** Either side ends an active contract (the upline may also withdraw an open offer). */
export async function terminateContract(db: D1Database, memberId: number, contractId: number): Promise<Outcome<AgentContract>> {
  const contract = await findContractFor(db, contractId, memberId);
  if (!contract) return contractNotFound();
  const byUpline = contract.upline_id === memberId;
  const open = contract.status === 'active' || (byUpline && contract.status === 'offered');
  if (!open) return refuse(409, 'CONTRACT_NOT_OPEN', 'This contract is not running');
  await closeContract(
    db,
    contract.id,
    contract.status as 'offered' | 'active',
    'terminated',
    byUpline ? 'TERMINATED_BY_UPLINE' : 'TERMINATED_BY_DOWNLINE',
    Date.now(),
  );
  return done(toContract((await findContractFor(db, contract.id, memberId))!));
}

/** The agent's settlements of a kind (what its contracts paid it), newest first. */
export const paidSettlements = async (db: D1Database, memberId: number, kind: ContractKind) =>
  (await settlementsOf(db, memberId, kind)) as unknown as ContractSettlement[];
