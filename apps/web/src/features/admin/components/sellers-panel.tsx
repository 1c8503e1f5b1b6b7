import { useId, useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useSellers, useSetSellerVisibility, type SellerVisibility } from '../api/sellers';
import { QueryError } from './query-error';
import { SellerCard } from './seller-card';

/** Sellers by name or email, with their bazaar listing and the visibility staff can force. */
export function SellersPanel() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const sellers = useSellers(q);
  const visibility = useSetSellerVisibility();
  const notice = useTimedAlert();
  const searchId = useId();
  const { t } = useTexts('admin');

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(text.trim());
  };

  const onVisibility = (id: string, value: SellerVisibility) => {
    if (visibility.isPending) return;
    visibility.mutate(
      { id, visibility: value },
      { onError: (error) => notice.show(error.message, 'error') },
    );
  };

  const list = sellers.data ?? [];
  const changing = visibility.isPending ? visibility.variables : undefined;
  return (
    <div className="admin-panel">
      <form className="admin-search" role="search" onSubmit={onSearch}>
        <label className="field__label" htmlFor={searchId}>
          {t('findSeller')}
        </label>
        <div className="admin-search__row">
          <input
            id={searchId}
            type="search"
            className="admin-input"
            value={text}
            placeholder={t('findSellerPlaceholder')}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value === '') setQ('');
            }}
          />
          <Button type="submit" pending={sellers.isFetching && q === text.trim()}>
            {t('search')}
          </Button>
        </div>
      </form>
      <AlertBanner alert={notice.alert} onDismiss={notice.dismiss} />
      <QueryError error={sellers.error} />
      {sellers.isPending ? (
        <PalayokLoader label={t('loadingSellers')} />
      ) : list.length === 0 ? (
        <p className="admin-empty">{q ? t('noSellerMatches', { q }) : t('noSellersYet')}</p>
      ) : (
        <>
          <p className="admin-count" aria-live="polite">
            {t('sellerCount', { count: list.length })}
          </p>
          <div className="admin-list" aria-busy={sellers.isFetching || undefined}>
            {list.map((seller) => (
              <SellerCard
                key={seller.id}
                seller={seller}
                changingTo={changing?.id === seller.id ? changing.visibility : null}
                locked={visibility.isPending}
                onVisibility={(value) => onVisibility(seller.id, value)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
