import { useState, type FormEvent } from 'react';
import { updateMeBody, type PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
import { Button } from '../../../components/button';
import { PhoneField } from '../../../components/phone-field';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useUpdateMe } from '../api/update-me';
import { changedContactDetails, contactDetailsOf, type ContactDetails } from './contact-details';

// product §2 Profile: name, email, phone (+63 and 10 digits), address, apartment number, ZIP.
export function ContactDetailsForm({ user }: { user: PublicUser }) {
  const { t } = useTexts('account');
  const { t: m } = useTexts('messages');
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
      banner.show(checked.error.issues[0]?.message ?? m('profileUpdateFailed'), 'error');
      return;
    }
    updateMe.mutate(changes, {
      onSuccess: (reply) => {
        setDetails(contactDetailsOf(reply.user));
        // decision 025: a new address changes only once the link sent to it is opened
        const pending = changes.email !== undefined && reply.user.email !== changes.email;
        banner.show(
          pending ? m('emailChangeSent', { email: changes.email ?? '' }) : m('profileUpdated'),
          'success',
        );
      },
      onError: () => banner.show(m('profileUpdateFailed'), 'error'),
    });
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{t('contactDetails')}</h2>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <div className="profile-form__grid">
        <TextField
          label={t('name')}
          name="name"
          autoComplete="name"
          value={details.name}
          onChange={(e) => edit('name')(e.target.value)}
        />
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          value={details.email}
          onChange={(e) => edit('email')(e.target.value)}
        />
        <PhoneField value={details.phone} onChange={edit('phone')} />
        <TextField
          label={t('address')}
          name="address"
          autoComplete="street-address"
          className="profile-form__wide"
          value={details.address}
          onChange={(e) => edit('address')(e.target.value)}
        />
        <TextField
          label={t('aptNumber')}
          name="aptNumber"
          autoComplete="address-line2"
          value={details.aptNumber}
          onChange={(e) => edit('aptNumber')(e.target.value)}
        />
        <TextField
          label={t('zip')}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          value={details.zip}
          onChange={(e) => edit('zip')(e.target.value)}
        />
      </div>
      <Button
        type="submit"
        pending={updateMe.isPending}
        pendingLabel={t('saving')}
        disabled={!dirty}
      >
        {t('saveChanges')}
      </Button>
    </form>
  );
}
