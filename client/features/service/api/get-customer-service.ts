import type { CustomerServiceEntry } from '../../../../shared/contract';
import type { ApiClient } from '../../../lib/api-client';

/** SPEC.md 4 customer service info; the worker answers with each entry's path already decrypted. */
export const getCustomerService = (api: ApiClient) => api.get<CustomerServiceEntry[]>('/wps/system/customerService');
