import { useState, type FormEvent } from 'react';
import { BIO_MAX, SELLER_NAME_MAX, type PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { TextAreaField } from './text-area-field';

// product §3.3 and §7 Profile: name and bio (max 400 each), saved together with one error.
export function NameBioForm({ user }: { user: PublicUser }) {
  const save = useUpdateMyProfile();
  const banner = useTimedAlert();
  const { t } = useTexts('myMenu');
  const { t: m } = useTexts('messages');
  const { t: rule } = useTexts('sellerRules');

  const [name, setName] = useState(user.name);
  const [description, setDescription] = useState(user.description);
  const dirty = name.trim() !== user.name.trim() || description.trim() !== user.description.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !dirty || !name.trim()) return;
    const tooLong =
      name.trim().length > SELLER_NAME_MAX
        ? rule('nameTooLong')
        : description.trim().length > BIO_MAX
          ? rule('bioTooLong')
          : null;
    if (tooLong) {
      banner.show(tooLong, 'error');
      return;
    }
    save.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: ({ user: saved }) => {
          setName(saved.name);
          setDescription(saved.description);
          banner.show(m('profileUpdated'), 'success');
        },
        onError: () => banner.show(rule('descriptionNotSaved'), 'error'),
      },
    );
  };

  return (
    <form className="my-menu-form" onSubmit={onSubmit}>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <TextField
        label={t('shopName')}
        name="name"
        autoComplete="organization"
        maxLength={SELLER_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextAreaField
        label={t('bio')}
        name="description"
        rows={4}
        maxLength={BIO_MAX}
        showCount
        hint={t('bioHint')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        pending={save.isPending}
        pendingLabel={t('saving')}
        disabled={!dirty || !name.trim()}
      >
        {t('saveNameBio')}
      </Button>
    </form>
  );
}
