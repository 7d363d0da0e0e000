import { deriveSubdomain, errorText, isReservedSubdomain } from '@plaza/contract';

export type ZoneFormValues = {
  name: string;
  subdomain: string;
  description: string;
  public: boolean;
};

export const EMPTY_ZONE_FORM: ZoneFormValues = { name: '', subdomain: '', description: '', public: true };

/**
 * The values after the name changed: the address follows the name (spec 02 §5) until the user
 * has edited the address by hand.
 */
export function withName(values: ZoneFormValues, name: string, addressEdited: boolean): ZoneFormValues {
  return { ...values, name, subdomain: addressEdited ? values.subdomain : deriveSubdomain(name) };
}

/** An address typed by hand, in the lower case zone addresses are made of. */
export function typedAddress(value: string): string {
  return value.toLowerCase();
}

/** A reserved address (www, api, ...) is refused as taken before asking the server, in its words. */
export function takenAddressText(subdomain: string): string | null {
  return isReservedSubdomain(subdomain.trim()) ? errorText('ZONE_SUBDOMAIN_ALREADY_EXIST') : null;
}
