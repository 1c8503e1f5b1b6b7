import { useState } from 'react';

import { PalayokLoader } from '../../../components/palayok-loader';
import { useTexts } from '../../../i18n/use-texts';
import { useUser } from '../../../lib/auth';
import { useMyApplication } from '../api/get-application';
import { ApplicationForm } from '../components/application-form';
import { ApplicationTimeline } from '../components/application-timeline';
import { AlreadySellerNote, ApplicationStatus } from '../components/application-status';
import { BenefitCards } from '../components/benefit-cards';
import { HomechefFaq } from '../components/homechef-faq';
import { draftFromSent, emptyDraft } from '../utils/application-draft';
import '../components/homechef.css';

/** The form, the applicant's status, or the chef's note: whichever fits who is looking. */
function ApplicationArea() {
  const user = useUser();
  const isChef = user?.role === 'chef';
  const application = useMyApplication(user !== null && !isChef);
  const [sent, setSent] = useState(false);
  const [applyingAgain, setApplyingAgain] = useState(false);
  const { t } = useTexts('homechef');
  const { t: m } = useTexts('messages');
  const { t: rule } = useTexts('sellerRules');

  if (isChef) return <AlreadySellerNote />;

  const sentBanner = sent ? (
    <p className="alert alert--success alert__text" role="status" data-testid="application-sent">
      {rule('applicationSent')}
    </p>
  ) : null;

  if (user && application.isPending) {
    return <PalayokLoader label={t('loadingApplication')} />;
  }

  const current = application.data ?? null;
  if (current && !(current.status === 'declined' && applyingAgain)) {
    return (
      <div className="hc-application">
        {sentBanner}
        <ApplicationStatus application={current} onApplyAgain={() => setApplyingAgain(true)} />
      </div>
    );
  }

  return (
    <div className="hc-application">
      {application.isError ? (
        <p className="alert alert--error alert__text" role="alert">
          {application.error.message || m('internal')}
        </p>
      ) : null}
      <ApplicationForm
        key={user?.id ?? 'guest'}
        signedIn={user !== null}
        initialDraft={current ? draftFromSent(current.payload, user) : emptyDraft(user)}
        onSent={() => {
          setSent(true);
          setApplyingAgain(false);
        }}
      />
    </div>
  );
}

// product §3.1 Become-a-homechef page (/homechef), public.
export function HomechefPage() {
  const isChef = useUser()?.role === 'chef';
  const { t } = useTexts('homechef');
  return (
    <div className="page hc-page" data-testid="homechef-page">
      <title>{t('pageTitle')}</title>
      <header className="hc-hero">
        <p className="hc-hero__eyebrow">{t('eyebrow')}</p>
        <h1>{t('heading')}</h1>
        <p className="hc-hero__lead">{t('lead')}</p>
        {isChef ? null : (
          <a className="btn btn--primary hc-hero__cta" href="#apply">
            {t('applyNow')}
          </a>
        )}
      </header>
      <div className="hc-layout">
        <div className="hc-layout__side">
          <ApplicationTimeline />
        </div>
        <div className="hc-layout__main" id="apply">
          <ApplicationArea />
        </div>
      </div>
      <BenefitCards />
      <HomechefFaq />
    </div>
  );
}
