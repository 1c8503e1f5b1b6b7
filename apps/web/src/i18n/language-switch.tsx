import { LOCALES, localeNames } from '@lutong/shared';
import { useLanguageSwitch } from './language';
import { useTexts } from './use-texts';
import './language-switch.css';

/**
 * The language switch of the header and the profile (decision 044): each language named in
 * itself, the current one pressed.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTexts('common');
  const { locale, choose, busy } = useLanguageSwitch();
  return (
    <div
      role="group"
      aria-label={t('languageLabel')}
      className={['language-switch', className].filter(Boolean).join(' ')}
      data-testid="language-switch"
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={option === locale}
          disabled={busy}
          title={t('languageSwitchTo', { language: localeNames[option] })}
          onClick={() => void choose(option)}
        >
          {option === 'en' ? 'EN' : 'FIL'}
        </button>
      ))}
    </div>
  );
}
