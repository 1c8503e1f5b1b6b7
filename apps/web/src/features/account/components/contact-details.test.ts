import { describe, expect, it } from 'vitest';
import { changedContactDetails, type ContactDetails } from './contact-details';

const saved: ContactDetails = {
  name: 'Maria Santos',
  email: 'maria@example.ph',
  phone: '',
  address: '12 Jupiter St, Makati',
  aptNumber: '',
  zip: '1209',
};

describe('profile contact details', () => {
  it('sends only the fields the user changed, trimmed', () => {
    expect(
      changedContactDetails(saved, { ...saved, phone: '9175550134', aptNumber: ' Unit 4B ' }),
    ).toEqual({
      phone: '9175550134',
      aptNumber: 'Unit 4B',
    });
  });

  it('sends nothing when nothing changed (whitespace alone is no change)', () => {
    expect(changedContactDetails(saved, { ...saved, name: 'Maria Santos  ' })).toEqual({});
  });

  it('sends a cleared field as an empty string', () => {
    expect(changedContactDetails(saved, { ...saved, address: '' })).toEqual({ address: '' });
  });
});
