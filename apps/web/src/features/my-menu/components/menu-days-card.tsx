import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  deliveryTimesOf,
  isTodayActive,
  menuDayCodes,
  menuDaysWithoutHours,
  paths,
  toggleMenuDay,
  type MenuDayCode,
  weekdayName,
  type PublicUser,
} from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Switch } from '../../../components/switch';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useUpdateMyProfile } from '../api/update-my-profile';

const savedDays = (user: PublicUser): MenuDayCode[] =>
  menuDayCodes.filter((day) => user.menuDates.includes(day));

// product §3.3 and §6 Menu dates: Mon to Sun plus Tod, applied at once and rolled back when
// the save fails; and the switch that opens the menu to buyers (TEMPORARILY CLOSED when off).
export function MenuDaysCard({ user }: { user: PublicUser }) {
  const days = useUpdateMyProfile();
  const open = useUpdateMyProfile();
  const banner = useTimedAlert();
  const { t } = useTexts('myMenu');
  const { t: m } = useTexts('messages');
  const { t: rule, locale } = useTexts('sellerRules');
  // The days on screen while saves run; null shows the saved days.
  const [shown, setShown] = useState<MenuDayCode[] | null>(null);
  const latest = useRef(0);
  const current = shown ?? savedDays(user);

  const onToggle = (day: MenuDayCode) => {
    const next = toggleMenuDay(current, day);
    const request = ++latest.current;
    setShown(next);
    days.mutate(
      { menuDates: next },
      {
        // Only the last toggle decides what shows; an earlier answer must not undo a later click.
        onSuccess: () => {
          if (request === latest.current) setShown(null);
        },
        onError: () => {
          if (request === latest.current) setShown(null);
          banner.show(rule('menuDatesNotSaved'), 'error');
        },
      },
    );
  };

  const onOpen = (finishedUpdating: boolean) => {
    if (open.isPending) return;
    open.mutate(
      { finishedUpdating },
      { onError: () => banner.show(m('profileUpdateFailed'), 'error') },
    );
  };

  // decision 020: a menu day without working hours takes no orders; say so and where to fix it
  const withoutHours = menuDaysWithoutHours({
    menuDates: current,
    deliveryTimes: deliveryTimesOf(user),
  });
  const todayIdle =
    current.includes('Tod') &&
    !isTodayActive({ today: user.today, hourPrep: user.hourPrep, menuDates: current });

  return (
    <section className="card my-menu-card" aria-labelledby="menu-days-title">
      <h2 id="menu-days-title">{t('menuDays')}</h2>
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <div id="tour-menu-days">
        <p className="my-menu-note">{t('menuDaysNote')}</p>
        <div className="menu-day-toggles" role="group" aria-label={t('menuDays')}>
          {menuDayCodes.map((day) => (
            <button
              key={day}
              type="button"
              className="menu-day-toggle"
              aria-pressed={current.includes(day)}
              data-testid={`menu-day-${day}`}
              onClick={() => onToggle(day)}
            >
              {/* English keeps the spec's codes ('Mon', 'Tod'); Filipino its short day names */}
              {locale === 'en' ? day : day === 'Tod' ? t('dayTod') : weekdayName(day, locale)}
            </button>
          ))}
        </div>
        {withoutHours.length > 0 ? (
          <p
            className="my-menu-hint my-menu-hint--warning"
            role="note"
            data-testid="days-without-hours"
          >
            {rule('menuDaysWithoutHours', {
              // English keeps its short day codes ('Mon, Wed'); Filipino names the days
              days: withoutHours.map((d) => (locale === 'en' ? d : t(`day${d}`))).join(', '),
              count: withoutHours.length,
            })}{' '}
            <Link to={`${paths.profile()}#working-hours`}>{t('setWorkingHours')}</Link>
          </p>
        ) : null}
        {todayIdle ? (
          <p className="my-menu-hint" data-testid="today-inactive">
            {rule('todayInactive')} <Link to={paths.profile()}>{t('openProfile')}</Link>
          </p>
        ) : null}
      </div>
      <div id="tour-menu-open" className="my-menu-open">
        <Switch
          label={t('openMenu')}

          checked={user.finishedUpdating}
          pending={open.isPending}
          onChange={onOpen}
          testId="menu-open-switch"
        />
        <p className="my-menu-status" role="status" data-testid="menu-open-status">
          {user.finishedUpdating ? rule('menuOpen') : rule('menuClosed')}
        </p>
      </div>
    </section>
  );
}
