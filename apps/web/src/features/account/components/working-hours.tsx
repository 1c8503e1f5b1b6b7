import { useState } from 'react';
import {
  deliveryTimesKey,
  formatHour,
  SLOT_HOURS,
  toggleSlot,
  weekdayCodes,
  weekdayName,
  type PublicUser,
  type WeekdayCode,
} from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useUpdateChefSettings, type ChefSettingsPatch } from '../api/update-chef-settings';

type Slots = (boolean | null)[];

const slotsOf = (user: PublicUser, day: WeekdayCode): Slots =>
  SLOT_HOURS.map((_, i) => user[deliveryTimesKey(day)][i] ?? null);

// product §3.4: the working-hours grid, one row a weekday and six slots (10am to 8pm), each
// on or not available; a click saves that day's row at once.
export function WorkingHours({ user }: { user: PublicUser }) {
  const { t, locale } = useTexts('account');
  const { t: m } = useTexts('messages');
  const save = useUpdateChefSettings();
  const banner = useTimedAlert();
  // Rows on screen while their save runs (applied at once, rolled back on failure).
  const [shown, setShown] = useState<Partial<Record<WeekdayCode, Slots>>>({});

  const onToggle = async (day: WeekdayCode, index: number) => {
    const next = toggleSlot(shown[day] ?? slotsOf(user, day), index);
    setShown((rows) => ({ ...rows, [day]: next }));
    const body: ChefSettingsPatch = {};
    body[deliveryTimesKey(day)] = next;
    try {
      await save.mutateAsync(body);
      banner.show(m('profileUpdated'), 'success');
    } catch {
      banner.show(m('profileUpdateFailed'), 'error');
    } finally {
      // The row shows the saved user again, unless a later click on it is still saving.
      setShown((rows) => {
        if (rows[day] !== next) return rows;
        const rest = { ...rows };
        delete rest[day];
        return rest;
      });
    }
  };

  return (
    <section id="working-hours" className="chef-section" aria-labelledby="working-hours-title">
      <h3 id="working-hours-title">{t('workingHours')}</h3>
      <p className="chef-section__note">{t('workingHoursNote')}</p>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <div className="hours-grid__scroll">
        <table className="hours-grid" data-testid="working-hours">
          <thead>
            <tr>
              <td />
              {SLOT_HOURS.map((hour) => (
                <th key={hour} scope="col">
                  {formatHour(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekdayCodes.map((day) => {
              const slots = shown[day] ?? slotsOf(user, day);
              return (
                <tr key={day}>
                  <th scope="row">{weekdayName(day, locale)}</th>
                  {SLOT_HOURS.map((hour, i) => (
                    <td key={hour}>
                      <button
                        type="button"
                        className="hours-grid__slot"
                        aria-pressed={slots[i] === true}
                        aria-label={`${weekdayName(day, locale)} ${formatHour(hour)}`}
                        onClick={() => void onToggle(day, i)}
                      >
                        <span aria-hidden="true">{slots[i] ? '✓' : '–'}</span>
                      </button>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
