/** The customer-service popup lives in the core (client/lib/customer-service.ts): the member centre opens it too. */
export { LIVE_CHAT_TYPE, pickServiceEntry, useCustomerService } from '@client/lib/customer-service';
