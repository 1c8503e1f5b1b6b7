import { AddressSearch } from '../../features/address/components/address-search';
import { CheckoutPage } from '../../features/checkout/routes/checkout-page';
import '../../features/address/components/address.css';

/** /checkout/{id}: the checkout with the address feature's search box for the delivery address. */
export function CheckoutRoute() {
  return <CheckoutPage addressSearch={(onFound) => <AddressSearch onFound={onFound} />} />;
}
