import type { ReactNode } from 'react';
import { PalayokIcon } from '../../../components/palayok-loader';
import { useTexts } from '../../../i18n/use-texts';
import './auth.css';

type AuthCardProps = { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The frame of every account screen: a warm card centred on phones and desktops alike. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const { t } = useTexts('auth');
  return (
    <section className="page page--narrow auth">
      <title>{t('pageTitle', { title })}</title>
      <div className="card auth__card">
        <PalayokIcon className="auth__icon" />
        <h1 className="auth__title">{title}</h1>
        {intro ? <p className="auth__intro">{intro}</p> : null}
        {children}
      </div>
      {footer ? <div className="auth__footer">{footer}</div> : null}
    </section>
  );
}

export function OrDivider() {
  const { t } = useTexts('auth');
  return (
    <p className="auth__divider" role="separator">
      <span>{t('or')}</span>
    </p>
  );
}
