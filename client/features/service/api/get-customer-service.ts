export { getCustomerService } from '../../../lib/customer-service';
