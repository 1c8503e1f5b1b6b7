import { useState, type FormEvent } from 'react';
import {
  closedDateLabel,
  CLOSED_DATES_MAX,
  manilaClock,
  orderDayText,
  upcomingClosedDates,
  type PublicUser,
} from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { savedError } from '../utils/saved-error';

const DAY_MS = 24 * 60 * 60 * 1000;

// Decision 020: holidays. A closed date takes no orders (menu, bazaar day filter, cart, checkout)
// while the menu days stay on; each change saves the whole list of dates still ahead.
export function ClosedDatesForm({ user }: { user: PublicUser }) {
  const save = useUpdateMyProfile();
  const banner = useTimedAlert();
  const { t, locale } = useTexts('myMenu');
  const { t: rule } = useTexts('sellerRules');
  const [date, setDate] = useState('');
  const now = new Date();
  const dates = upcomingClosedDates(now, user);
  const tomorrow = manilaClock(new Date(now.getTime() + DAY_MS)).dateKey;

  const saveDates = (closedDates: string[], done?: () => void) => {
    save.mutate(
      { closedDates },
      {
        onSuccess: () => {
          done?.();
          banner.show(rule('shopSettingsSaved'), 'success');
        },
        onError: (error) => banner.show(savedError(error, rule('shopSettingsNotSaved')), 'error'),
      },
    );
  };

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || date === '') return;
    if (date < tomorrow) {
      banner.show(rule('closedDatePast'), 'error');
      return;
    }
    if (dates.length >= CLOSED_DATES_MAX && !dates.includes(date)) {
      banner.show(rule('closedDatesTooMany'), 'error');
      return;
    }
    saveDates([...dates, date], () => setDate(''));
  };

  return (
    <form className="my-menu-form" onSubmit={onAdd} data-testid="closed-dates-form">
      <h3 className="my-menu-subtitle">{t('closedDates')}</h3>
      <p className="my-menu-note">{t('closedDatesNote')}</p>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      {dates.length > 0 ? (
        <ul className="closed-dates" data-testid="closed-dates">
          {dates.map((closed) => (
            <li key={closed} className="closed-dates__item">
              <span>{orderDayText(closed, locale)}</span>
              <Button
                type="button"
                variant="secondary"
                disabled={save.isPending}
                onClick={() => saveDates(dates.filter((d) => d !== closed))}
                aria-label={t('reopenLabel', { date: closedDateLabel(closed, locale) })}
              >
                {t('reopen')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <TextField
        label={t('closeOn')}
        name="closedDate"
        type="date"
        min={tomorrow}
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        pending={save.isPending}
        pendingLabel={t('saving')}
        disabled={date === ''}
      >
        {t('closeDate')}
      </Button>
    </form>
  );
}
