import type { PublicUser, UpdateMeBody } from '@lutong/shared';

// The profile's contact details (product §2), as the form edits them.
export type ContactDetails = {
  name: string;
  email: string;
  phone: string;
  address: string;
  aptNumber: string;
  zip: string;
};

export const contactFields = ['name', 'email', 'phone', 'address', 'aptNumber', 'zip'] as const;

export function contactDetailsOf(user: PublicUser): ContactDetails {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    aptNumber: user.aptNumber,
    zip: user.zip,
  };
}

/** Only what the user changed is sent, so an untouched empty phone never fails the save. */
export function changedContactDetails(saved: ContactDetails, edited: ContactDetails): UpdateMeBody {
  const changes: UpdateMeBody = {};
  for (const field of contactFields) {
    const value = edited[field].trim();
    if (value !== saved[field].trim()) changes[field] = value;
  }
  return changes;
}
