import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useRemoveShortLink, useShortLinks } from '../api/short-links';
import { AddShortLinkForm } from './add-short-link-form';
import { QueryError } from './query-error';

/** Vanity short links (product §2): one word per seller, /{word} opens /menu/{id}. */
export function ShortLinksPanel() {
  const links = useShortLinks();
  const remove = useRemoveShortLink();
  const notice = useTimedAlert();
  const { t } = useTexts('admin');
  const { t: rule } = useTexts('sellerRules');

  const onRemove = (word: string) => {
    if (remove.isPending) return;
    remove.mutate(word, {
      onSuccess: () => notice.show(rule('vanityRemoved', { word }), 'success'),
      onError: (error) => notice.show(error.message, 'error'),
    });
  };

  const list = [...(links.data ?? [])].sort((a, b) => a.word.localeCompare(b.word));
  return (
    <div className="admin-panel">
      <AddShortLinkForm onAdded={(word) => notice.show(rule('vanityAdded', { word }), 'success')} />
      <AlertBanner alert={notice.alert} onDismiss={notice.dismiss} />
      <QueryError error={links.error} />
      {links.isPending ? (
        <PalayokLoader label={t('loadingShortLinks')} />
      ) : list.length === 0 ? (
        <p className="admin-empty">{t('noShortLinks')}</p>
      ) : (
        <ul className="admin-links" aria-busy={links.isFetching || undefined}>
          {list.map((link) => (
            <li key={link.word} className="admin-links__row" data-testid="admin-short-link">
              <div className="admin-links__text">
                <Link className="admin-links__word" to={`/${link.word}`}>
                  /{link.word}
                </Link>
                <span>
                  {t('opens')}{' '}
                  <Link className="admin-links__chef" to={paths.menu(link.chefId)}>
                    {link.chefName || link.chefId}
                  </Link>
                </span>
              </div>
              <Button
                variant="danger"
                onClick={() => onRemove(link.word)}
                pending={remove.isPending && remove.variables === link.word}
                pendingLabel={t('removing')}
                disabled={remove.isPending}
                aria-label={t('removeLinkLabel', { word: link.word })}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
