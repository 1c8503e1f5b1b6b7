import { useState, type FormEvent } from 'react';
import {
  CHEF_NOTE_MAX,
  PROMO_MAX,
  sellerRuleKeyOf,
  sellerProfileFields,
  type PublicUser,
} from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { savedError } from '../utils/saved-error';
import { ClosedDatesForm } from './closed-dates-form';
import { TextAreaField } from './text-area-field';

// Issue 18 (decision 020): the seller settings the spec's data model has without a screen: the
// discount (promo, a fraction shown as a whole percent), the note buyers read at checkout, and
// the dates the shop is closed.
export function ShopSettingsCard({ user }: { user: PublicUser }) {
  const { t } = useTexts('myMenu');
  return (
    <section className="card my-menu-card" aria-labelledby="shop-settings-title">
      <h2 id="shop-settings-title">{t('shopSettings')}</h2>
      <DiscountNoteForm key={`settings-${user.id}`} user={user} />
      <ClosedDatesForm user={user} />
    </section>
  );
}

const percentOf = (promo: number) => String(Math.round(promo * 100));

function DiscountNoteForm({ user }: { user: PublicUser }) {
  const save = useUpdateMyProfile();
  const banner = useTimedAlert();
  const { t } = useTexts('myMenu');
  const { t: rule } = useTexts('sellerRules');
  const [percent, setPercent] = useState(percentOf(user.promo));
  const [note, setNote] = useState(user.note);
  const dirty = percent.trim() !== percentOf(user.promo) || note.trim() !== user.note.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !dirty) return;
    // the same schema the server applies to PATCH /users/me
    const value = percent.trim() === '' ? 0 : Number(percent) / 100;
    const promo = sellerProfileFields.promo.safeParse(value);
    const checked = sellerProfileFields.note.safeParse(note);
    const problem = promo.error ?? checked.error;
    if (problem || !promo.success || !checked.success) {
      // the schema's refusal, worded again by its key
      banner.show(rule(sellerRuleKeyOf(problem?.issues[0]?.message) ?? 'promoRange'), 'error');
      return;
    }
    save.mutate(
      { promo: promo.data, note: checked.data },
      {
        onSuccess: ({ user: saved }) => {
          setPercent(percentOf(saved.promo));
          setNote(saved.note);
          banner.show(rule('shopSettingsSaved'), 'success');
        },
        onError: (error) => banner.show(savedError(error, rule('shopSettingsNotSaved')), 'error'),
      },
    );
  };

  return (
    <form className="my-menu-form" onSubmit={onSubmit} data-testid="shop-settings-form">
      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <TextField
        label={t('discount')}
        name="promo"
        type="number"
        inputMode="numeric"
        min={0}
        max={PROMO_MAX * 100}
        step={1}
        hint={t('discountHint', { max: PROMO_MAX * 100 })}
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
      />
      <TextAreaField
        label={t('noteToBuyers')}
        name="note"
        rows={3}
        maxLength={CHEF_NOTE_MAX}
        showCount
        hint={t('noteHint')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        pending={save.isPending}
        pendingLabel={t('saving')}
        disabled={!dirty}
      >
        {t('saveDiscount')}
      </Button>
    </form>
  );
}
