import { useId, useState, type FormEvent } from 'react';
import { sellerRuleKeyOf, vanityWordBody } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useSellers } from '../api/sellers';
import { useAddShortLink } from '../api/short-links';

/** A new short link: one word, checked with the server's own rule, for a seller from the list. */
export function AddShortLinkForm({ onAdded }: { onAdded: (word: string) => void }) {
  const [word, setWord] = useState('');
  const [chefId, setChefId] = useState('');
  const sellers = useSellers('');
  const add = useAddShortLink();
  const problem = useTimedAlert();
  const wordId = useId();
  const sellerId = useId();
  const { t } = useTexts('admin');
  const { t: rule } = useTexts('sellerRules');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!chefId) {
      problem.show(rule('vanitySellerRequired'), 'error');
      return;
    }
    const checked = vanityWordBody.safeParse({ word, chefId });
    if (!checked.success) {
      // the rule's refusal, by its key (its English is the catalogue's)
      const refusal = checked.error.issues[0]?.message;
      problem.show(rule(sellerRuleKeyOf(refusal) ?? 'vanityShape'), 'error');
      return;
    }
    add.mutate(checked.data, {
      onSuccess: () => {
        setWord('');
        setChefId('');
        problem.dismiss();
        onAdded(checked.data.word);
      },
      onError: (error) => problem.show(error.message, 'error'),
    });
  };

  const choices = [...(sellers.data ?? [])].sort((a, b) =>
    (a.name || a.email).localeCompare(b.name || b.email),
  );
  return (
    <form className="admin-card admin-add-link" onSubmit={onSubmit} noValidate>
      <h2 className="admin-add-link__title">{t('addShortLink')}</h2>
      <div className="admin-add-link__fields">
        <div className="field">
          <label className="field__label" htmlFor={wordId}>
            {t('word')}
          </label>
          <div className="field__control field__control--prefixed">
            <span className="field__prefix" aria-hidden="true">
              /
            </span>
            <input
              id={wordId}
              className="field__input"
              value={word}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={30}
              placeholder="titababy"
              aria-describedby={`${wordId}-hint`}
              onChange={(event) => setWord(event.target.value)}
            />
          </div>
          <p className="field__hint" id={`${wordId}-hint`}>
            {t('wordHint')}
          </p>
        </div>
        <label className="admin-select field" htmlFor={sellerId}>
          <span className="field__label">{t('seller')}</span>
          <select
            id={sellerId}
            value={chefId}
            disabled={sellers.isPending}
            onChange={(event) => setChefId(event.target.value)}
          >
            <option value="">
              {sellers.isPending ? t('loadingSellersDots') : t('chooseSeller')}
            </option>
            {choices.map((seller) => (
              <option key={seller.id} value={seller.id}>
                {seller.name || seller.email} ({seller.email})
              </option>
            ))}
          </select>
        </label>
      </div>
      <AlertBanner alert={problem.alert} onDismiss={problem.dismiss} />
      {sellers.error ? <p className="field__hint">{sellers.error.message}</p> : null}
      <Button type="submit" pending={add.isPending} pendingLabel={t('adding')}>
        {t('addShortLinkButton')}
      </Button>
    </form>
  );
}
