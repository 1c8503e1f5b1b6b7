import { useState, type FormEvent } from 'react';
import { DAY_PREP_BELOW, DAY_PREP_MIN, type PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useUpdateChefSettings } from '../api/update-chef-settings';
import { HOUR_PREP_MAX, HOUR_PREP_MIN, prepTimeError } from './prep-time';

// product §3.4 and §11: minimum preparation days (1 to 6) and hours of preparation for
// same-day orders (1 to 12).
export function PrepTimeForm({ user }: { user: PublicUser }) {
  const { t } = useTexts('account');
  const { t: m } = useTexts('messages');
  const { t: rule } = useTexts('sellerRules');
  const save = useUpdateChefSettings();
  const banner = useTimedAlert();
  const [dayPrep, setDayPrep] = useState(String(user.dayPrep));
  const [hourPrep, setHourPrep] = useState(String(user.hourPrep));
  const dirty = dayPrep !== String(user.dayPrep) || hourPrep !== String(user.hourPrep);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !dirty) return;
    const problem = prepTimeError(dayPrep, hourPrep);
    if (problem) {
      banner.show(rule(problem), 'error');
      return;
    }
    save.mutate(
      { dayPrep: Number(dayPrep), hourPrep: Number(hourPrep) },
      {
        onSuccess: ({ user: saved }) => {
          setDayPrep(String(saved.dayPrep));
          setHourPrep(String(saved.hourPrep));
          banner.show(m('profileUpdated'), 'success');
        },
        onError: () => banner.show(m('profileUpdateFailed'), 'error'),
      },
    );
  };

  return (
    <form className="chef-section" onSubmit={onSubmit} noValidate aria-labelledby="prep-title">
      <h3 id="prep-title">{t('prepTime')}</h3>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <div className="profile-form__grid">
        <TextField
          label={t('dayPrep')}
          name="dayPrep"
          type="number"
          inputMode="numeric"
          min={DAY_PREP_MIN}
          max={DAY_PREP_BELOW - 1}
          step={1}
          hint={t('dayPrepHint')}
          value={dayPrep}
          onChange={(e) => setDayPrep(e.target.value)}
        />
        <TextField
          label={t('hourPrep')}
          name="hourPrep"
          type="number"
          inputMode="numeric"
          min={HOUR_PREP_MIN}
          max={HOUR_PREP_MAX}
          step={1}
          hint={t('hourPrepHint')}
          value={hourPrep}
          onChange={(e) => setHourPrep(e.target.value)}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        pending={save.isPending}
        pendingLabel={t('saving')}
        disabled={!dirty}
      >
        {t('savePrep')}
      </Button>
    </form>
  );
}
