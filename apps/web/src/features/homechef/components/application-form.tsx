import { useId, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import {
  applicationBody,
  applicationRequiredFields,
  firstMissingApplicationField,
  missingApplicationField,
  toApplicationPayload,
  type ApplicationDraft,
} from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { PhoneField } from '../../../components/phone-field';
import { TextField } from '../../../components/text-field';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { isApiError } from '../../../lib/api-client';
import { useSubmitApplication } from '../api/submit-application';
import { SellerKindFields } from './seller-kind-fields';
import { useSendGuestToLogin } from './use-send-guest-to-login';

type ApplicationFormProps = {
  signedIn: boolean;
  initialDraft: ApplicationDraft;
  onSent: () => void;
};

/** Keys that only move through the page; any other key or a click in the form means "apply". */
const browsingKeys = new Set(['Tab', 'Shift', 'Escape']);

/** The server's own words for a refusal it explains (a missing field, already a seller). */
const explainedRefusal = (error: unknown) =>
  isApiError(error) && (error.status === 400 || error.status === 409);

// product §3.1 application form, §5 payload and §7 rules.
export function ApplicationForm({ signedIn, initialDraft, onSent }: ApplicationFormProps) {
  const [draft, setDraft] = useState<ApplicationDraft>(initialDraft);
  const submit = useSubmitApplication();
  const banner = useTimedAlert();
  const sendGuestToLogin = useSendGuestToLogin();
  const formId = useId();
  const { t } = useTexts('homechef');
  const { t: m } = useTexts('messages');
  const { t: rule } = useTexts('sellerRules');
  const fieldId = (key: string) => `${formId}-${key}`;

  const edit = (key: 'name' | 'email' | 'address' | 'zipCode' | 'socialMedia') => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const focusField = (label: string) => {
    const key = applicationRequiredFields.find((f) => f.label === label)?.key;
    const target = key ? document.getElementById(fieldId(key)) : null;
    const control =
      target instanceof HTMLInputElement
        ? target
        : target?.querySelector<HTMLInputElement>('input:not(:disabled)');
    control?.focus();
  };

  // product §3.1: a guest who clicks into the form is sent to /login (tabbing past is fine).
  const onGuestClick = (event: MouseEvent<HTMLFormElement>) => {
    if (signedIn) return;
    event.preventDefault();
    sendGuestToLogin();
  };
  const onGuestKey = (event: KeyboardEvent<HTMLFormElement>) => {
    if (signedIn || browsingKeys.has(event.key)) return;
    event.preventDefault();
    sendGuestToLogin();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signedIn) return sendGuestToLogin();
    if (submit.isPending) return;
    const missing = firstMissingApplicationField(draft);
    if (missing) {
      banner.show(missingApplicationField(missing), 'error');
      focusField(missing);
      return;
    }
    const payload = toApplicationPayload(draft);
    const checked = applicationBody.safeParse(payload);
    if (!checked.success) {
      banner.show(checked.error.issues[0]?.message ?? missingApplicationField('email'), 'error');
      return;
    }
    submit.mutate(payload, {
      onSuccess: onSent,
      onError: (error) => {
        if (isApiError(error) && error.status === 401) return sendGuestToLogin();
        banner.show(
          explainedRefusal(error)
            ? error.message
            : rule('applicationFailed', { support: m('supportContact') }),
          'error',
        );
      },
    });
  };

  return (
    <form
      className="card hc-form"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={onSubmit}
      onClickCapture={onGuestClick}
      onKeyDownCapture={onGuestKey}
      data-testid="application-form"
    >
      <h2 id={`${formId}-title`}>{t('applyTitle')}</h2>
      {signedIn ? null : <p className="hc-form__guest">{t('guestNote')}</p>}
      <div className="hc-form__grid">
        <TextField
          id={fieldId('name')}
          label={t('name')}
          name="name"
          autoComplete="name"
          value={draft.name}
          onChange={(e) => edit('name')(e.target.value)}
        />
        <TextField
          id={fieldId('email')}
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(e) => edit('email')(e.target.value)}
        />
        <PhoneField
          id={fieldId('phone')}
          value={draft.phone}
          onChange={(phone) => setDraft((d) => ({ ...d, phone }))}
        />
        <TextField
          id={fieldId('zipCode')}
          label={t('zipCode')}
          name="zipCode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={draft.zipCode}
          onChange={(e) => edit('zipCode')(e.target.value)}
        />
        <TextField
          id={fieldId('address')}
          label={t('kitchenAddress')}
          name="address"
          autoComplete="street-address"
          className="hc-form__wide"
          value={draft.address}
          onChange={(e) => edit('address')(e.target.value)}
        />
      </div>

      <SellerKindFields
        draft={draft}
        onDraft={setDraft}
        kindId={fieldId('kind')}
        cuisineId={fieldId('cuisine')}
      />

      <fieldset className="hc-fieldset">
        <legend className="field__label">{t('aboutFood')}</legend>
        <label className="hc-check">
          <input
            type="checkbox"
            name="vegetarian"
            checked={draft.vegetarian}
            onChange={(e) => setDraft((d) => ({ ...d, vegetarian: e.target.checked }))}
          />
          <span>{t('vegetarian')}</span>
        </label>
        <label className="hc-check">
          <input
            type="checkbox"
            name="pickup"
            checked={draft.pickup}
            onChange={(e) => setDraft((d) => ({ ...d, pickup: e.target.checked }))}
          />
          <span>{t('pickup')}</span>
        </label>
      </fieldset>

      <TextField
        label={t('socialMedia')}
        name="socialMedia"
        type="url"
        inputMode="url"
        placeholder="https://facebook.com/your-page"
        hint={t('socialMediaHint')}
        value={draft.socialMedia}
        onChange={(e) => edit('socialMedia')(e.target.value)}
      />

      <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />
      <Button type="submit" block pending={submit.isPending} pendingLabel={t('sending')}>
        {t('send')}
      </Button>
    </form>
  );
}
