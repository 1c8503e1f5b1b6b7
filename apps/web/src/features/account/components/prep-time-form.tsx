import { useState, type FormEvent } from 'react';
import { DAY_PREP_BELOW, DAY_PREP_MIN, messages, type PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useUpdateChefSettings } from '../api/update-chef-settings';
import { HOUR_PREP_MAX, HOUR_PREP_MIN, prepTimeError } from './prep-time';

// product §3.4 and §11: minimum preparation days (1 to 6) and hours of preparation for
// same-day orders (1 to 12).
export function PrepTimeForm({ user }: { user: PublicUser }) {
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
      banner.show(problem, 'error');
      return;
    }
    save.mutate(
      { dayPrep: Number(dayPrep), hourPrep: Number(hourPrep) },
      {
        onSuccess: ({ user: saved }) => {
          setDayPrep(String(saved.dayPrep));
          setHourPrep(String(saved.hourPrep));
          banner.show(messages.profileUpdated, 'success');
        },
        onError: () => banner.show(messages.profileUpdateFailed, 'error'),
      },
    );
  };

  return (
    <form className="chef-section" onSubmit={onSubmit} noValidate aria-labelledby="prep-title">
      <h3 id="prep-title">Preparation time</h3>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <div className="profile-form__grid">
        <TextField
          label="Minimum preparation days"
          name="dayPrep"
          type="number"
          inputMode="numeric"
          min={DAY_PREP_MIN}
          max={DAY_PREP_BELOW - 1}
          step={1}
          hint="How many days ahead buyers must order (1 to 6)."
          value={dayPrep}
          onChange={(e) => setDayPrep(e.target.value)}
        />
        <TextField
          label="Hours of preparation for same-day orders"
          name="hourPrep"
          type="number"
          inputMode="numeric"
          min={HOUR_PREP_MIN}
          max={HOUR_PREP_MAX}
          step={1}
          hint="Today's orders close this many hours before your last time slot (1 to 12)."
          value={hourPrep}
          onChange={(e) => setHourPrep(e.target.value)}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        pending={save.isPending}
        pendingLabel="Saving…"
        disabled={!dirty}
      >
        Save preparation time
      </Button>
    </form>
  );
}
