import { useState, type FormEvent } from 'react';
import { messages, updateMeBody, type PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { PhoneField } from '../../../components/phone-field';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useUpdateMe } from '../api/update-me';
import { changedContactDetails, contactDetailsOf, type ContactDetails } from './contact-details';

// product §2 Profile: name, email, phone (+63 and 10 digits), address, apartment number, ZIP.
export function ContactDetailsForm({ user }: { user: PublicUser }) {
  const updateMe = useUpdateMe();
  const banner = useTimedAlert();
  const [details, setDetails] = useState<ContactDetails>(() => contactDetailsOf(user));
  const changes = changedContactDetails(contactDetailsOf(user), details);
  const dirty = Object.keys(changes).length > 0;

  const edit = (field: keyof ContactDetails) => (value: string) =>
    setDetails((d) => ({ ...d, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (updateMe.isPending || !dirty) return;
    const checked = updateMeBody.safeParse(changes);
    if (!checked.success) {
      banner.show(checked.error.issues[0]?.message ?? messages.profileUpdateFailed, 'error');
      return;
    }
    updateMe.mutate(changes, {
      onSuccess: (reply) => {
        setDetails(contactDetailsOf(reply.user));
        // decision 025: a new address changes only once the link sent to it is opened
        const pending = changes.email !== undefined && reply.user.email !== changes.email;
        banner.show(
          pending ? messages.emailChangeSent(changes.email ?? '') : messages.profileUpdated,
          'success',
        );
      },
      onError: () => banner.show(messages.profileUpdateFailed, 'error'),
    });
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">Contact details</h2>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <div className="profile-form__grid">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={details.name}
          onChange={(e) => edit('name')(e.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={details.email}
          onChange={(e) => edit('email')(e.target.value)}
        />
        <PhoneField value={details.phone} onChange={edit('phone')} />
        <TextField
          label="Address"
          name="address"
          autoComplete="street-address"
          className="profile-form__wide"
          value={details.address}
          onChange={(e) => edit('address')(e.target.value)}
        />
        <TextField
          label="Apartment or house number"
          name="aptNumber"
          autoComplete="address-line2"
          value={details.aptNumber}
          onChange={(e) => edit('aptNumber')(e.target.value)}
        />
        <TextField
          label="ZIP code"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          value={details.zip}
          onChange={(e) => edit('zip')(e.target.value)}
        />
      </div>
      <Button type="submit" pending={updateMe.isPending} pendingLabel="Saving…" disabled={!dirty}>
        Save changes
      </Button>
    </form>
  );
}
