export { getCustomerService } from '@client/lib/customer-service';
